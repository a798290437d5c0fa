import { Pencil, Upload } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Form, Link, useSubmit } from "react-router";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { toast } from "~/components/ui/use-toast";
import { AVATAR_MAX_BYTES, AVATAR_MIME_TYPES, memberText } from "~/content/members";
import type { ActionResult } from "~/lib/action-result";
import { NICKNAME_MAX_LENGTH } from "~/lib/limits";
import { Field, FormMessage } from "~/components/ui/field";
import { path } from "~/content/paths";
import { useSubmitting } from "./form-parts";

// The dashboard's identity card parts: the avatar with its upload, and the nickname editor.

const t = memberText.dashboard;

export function Avatar({ name, url }: { name: string; url: string | null }) {
  const initial = (Array.from(name.trim())[0] ?? "?").toUpperCase();
  return url ? (
    <img
      src={url}
      alt={`Profile picture of ${name}`}
      width={80}
      height={80}
      className="size-20 rounded-full border object-cover"
    />
  ) : (
    <div
      aria-hidden="true"
      className="flex size-20 items-center justify-center rounded-full bg-primary text-3xl font-bold text-primary-foreground"
    >
      {initial}
    </div>
  );
}

export function AvatarUpload({ result }: { result: ActionResult | undefined }) {
  const submit = useSubmit();
  const inputId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const busy = useSubmitting("avatar");
  const onChange = (e: React.ChangeEvent<HTMLInputElement>) => {
    const file = e.currentTarget.files?.[0];
    if (!file) return; // docs/product.md#dashboard: choosing no file does nothing.
    if (!AVATAR_MIME_TYPES.includes(file.type)) {
      toast({ title: t.uploadFailed, description: t.uploadNotImage, variant: "destructive" });
      e.currentTarget.value = "";
      return;
    }
    if (file.size > AVATAR_MAX_BYTES) {
      toast({ title: t.uploadFailed, description: t.uploadTooLarge, variant: "destructive" });
      e.currentTarget.value = "";
      return;
    }
    submit(formRef.current, { method: "post", encType: "multipart/form-data" });
  };
  const error = result && !result.ok && result.intent === "avatar" ? result.error : null;
  return (
    <Form ref={formRef} method="post" encType="multipart/form-data" className="grid gap-2">
      <input type="hidden" name="intent" value="avatar" />
      <label
        htmlFor={inputId}
        className="inline-flex h-9 cursor-pointer items-center justify-center gap-2 rounded-md border border-input bg-background px-3 text-sm font-medium hover:bg-muted focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-ring"
      >
        <Upload className="size-4" aria-hidden="true" />
        {busy ? t.uploadBusy : t.uploadPicture}
        <input
          id={inputId}
          type="file"
          name="avatar"
          accept={AVATAR_MIME_TYPES.join(",")}
          className="sr-only"
          onChange={onChange}
          disabled={busy}
        />
      </label>
      <noscript>
        <Button type="submit" size="sm" variant="outline">
          {t.savePicture}
        </Button>
      </noscript>
      <FormMessage error={error ? `${t.uploadFailed}: ${error}` : null} />
    </Form>
  );
}

export function Nickname({
  nickname,
  result,
  startEditing,
}: {
  nickname: string | null;
  result: ActionResult | undefined;
  startEditing: boolean;
}) {
  const [editing, setEditing] = useState(startEditing);
  const saving = useSubmitting("nickname");
  useEffect(() => {
    if (result?.ok && result.intent === "nickname") setEditing(false);
  }, [result]);
  const error = result && !result.ok && result.intent === "nickname" ? result.error : null;
  if (!editing) {
    return (
      <div className="flex items-center gap-2 text-muted-foreground">
        <span>{nickname ? `"${nickname}"` : t.noNickname}</span>
        <Button asChild variant="ghost" size="icon" className="size-8">
          <Link
            to="?edit=nickname"
            aria-label={t.editNickname}
            preventScrollReset
            onClick={(e) => {
              e.preventDefault();
              setEditing(true);
            }}
          >
            <Pencil aria-hidden="true" />
          </Link>
        </Button>
      </div>
    );
  }
  return (
    <Form
      method="post"
      action="/dashboard"
      className="flex flex-wrap items-end gap-2"
      preventScrollReset
    >
      <input type="hidden" name="intent" value="nickname" />
      <Field id="nickname" label={t.nickname} className="gap-1">
        <Input
          id="nickname"
          name="nickname"
          defaultValue={nickname ?? ""}
          maxLength={NICKNAME_MAX_LENGTH}
          autoFocus
          className="h-9 w-56"
        />
      </Field>
      <Button type="submit" size="sm" disabled={saving}>
        {t.save}
      </Button>
      <Button asChild size="sm" variant="outline">
        <Link
          to={path("/dashboard")}
          preventScrollReset
          onClick={(e) => {
            e.preventDefault();
            setEditing(false);
          }}
        >
          {t.cancel}
        </Link>
      </Button>
      <div className="basis-full">
        <FormMessage error={error} />
      </div>
    </Form>
  );
}
