import { Copy, Pencil, Share2, Upload } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Form, Link, useActionData, useSubmit } from "react-router";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { toast } from "~/components/ui/use-toast";
import { AVATAR_MAX_BYTES, memberText, POINTS } from "~/content/members";
import type { ActionResult } from "~/lib/action-result";
import { cn } from "~/lib/cn";
import { NICKNAME_MAX_LENGTH } from "~/lib/limits";
import type { DashboardData } from "../dashboard.server";
import { formatDate, shareUrl } from "../share";
import { announceAuthChange, FormMessage, useSubmitting } from "./form-parts";

const t = memberText.dashboard;

export type DashboardActionResult = ActionResult;

function Avatar({ name, url }: { name: string; url: string | null }) {
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

function AvatarUpload({ result }: { result: DashboardActionResult | undefined }) {
  const submit = useSubmit();
  const inputId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const busy = useSubmitting("avatar");
  const onChange = (e: React.ChangeEvent<HTMLInputElement>) => {
    const file = e.currentTarget.files?.[0];
    if (!file) return; // Spec §5: choosing no file does nothing.
    if (!file.type.startsWith("image/")) {
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
          accept="image/*"
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

function Nickname({
  nickname,
  result,
  startEditing,
}: {
  nickname: string | null;
  result: DashboardActionResult | undefined;
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
      <div className="grid gap-1">
        <Label htmlFor="nickname">{t.nickname}</Label>
        <Input
          id="nickname"
          name="nickname"
          defaultValue={nickname ?? ""}
          maxLength={NICKNAME_MAX_LENGTH}
          autoFocus
          className="h-9 w-56"
        />
      </div>
      <Button type="submit" size="sm" disabled={saving}>
        {t.save}
      </Button>
      <Button asChild size="sm" variant="outline">
        <Link
          to="/dashboard"
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

async function copyText(text: string, fallback: HTMLInputElement | null) {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    if (!fallback) return false;
    fallback.select();
    return document.execCommand("copy");
  }
}

function ReferralCard({ link, share }: { link: string; share: DashboardData["share"] }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const copy = async () => {
    if (await copyText(link, inputRef.current)) toast({ title: t.copied });
    else toast({ title: "Error", description: t.copyFailed, variant: "destructive" });
  };
  return (
    <Card>
      <CardHeader>
        <h2 className="text-xl font-semibold leading-tight">{t.referralTitle}</h2>
        <CardDescription>{t.referralIntro}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <div className="flex gap-2">
          <Label htmlFor="referral-link" className="sr-only">
            {t.referralLinkLabel}
          </Label>
          <Input
            id="referral-link"
            ref={inputRef}
            readOnly
            value={link}
            onFocus={(e) => e.currentTarget.select()}
          />
          <Button
            type="button"
            variant="outline"
            size="icon"
            aria-label={t.copyIcon}
            onClick={copy}
          >
            <Copy aria-hidden="true" />
          </Button>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button type="button" onClick={copy}>
            <Copy aria-hidden="true" />
            {t.copyLink}
          </Button>
          <Button asChild variant="secondary">
            <a
              href={shareUrl(share.composeUrl, t.shareText, link)}
              target="_blank"
              rel="noopener noreferrer"
            >
              <Share2 aria-hidden="true" />
              {t.share(share.network)}
            </a>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <Card>
      <CardContent className="p-6">
        <p className="text-sm text-muted-foreground">{label}</p>
        <p className="mt-1 text-2xl font-bold">{value}</p>
      </CardContent>
    </Card>
  );
}

const points = (n: number) => (n >= 0 ? `+${n}` : `${n}`);

export function DashboardView({
  data,
  startEditingNickname,
  linkError,
}: {
  data: DashboardData;
  startEditingNickname: boolean;
  linkError: string | null;
}) {
  const result = useActionData<DashboardActionResult>();
  const { user, profile } = data;
  useEffect(() => {
    if (result?.ok && result.message) toast({ title: result.message });
  }, [result]);
  const resendError = result && !result.ok && result.intent === "resend" ? result.error : null;
  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-10">
      <Card>
        <CardContent className="flex flex-col gap-6 p-6 sm:flex-row sm:items-center">
          <div className="flex flex-col items-center gap-3">
            <Avatar name={user.name} url={profile.avatarUrl} />
            <AvatarUpload result={result} />
          </div>
          <div className="flex-1">
            <h1 className="text-2xl font-bold break-words">{t.welcome(user.name)}</h1>
            <Nickname
              nickname={profile.nickname}
              result={result}
              startEditing={startEditingNickname}
            />
          </div>
          <div className="flex gap-2">
            <Button asChild variant="outline">
              <Link to="/profile">{t.editProfile}</Link>
            </Button>
            <Form
              method="post"
              action="/logout"
              onSubmit={(e) => {
                // With JavaScript: sign out, tell the other tabs, then go home with a fresh page.
                e.preventDefault();
                fetch("/logout", { method: "POST", redirect: "manual", credentials: "same-origin" })
                  .catch(() => undefined)
                  .finally(() => {
                    announceAuthChange();
                    window.location.assign("/");
                  });
              }}
            >
              <Button type="submit" variant="ghost">
                {t.logOut}
              </Button>
            </Form>
          </div>
        </CardContent>
      </Card>

      <FormMessage error={linkError} />
      {!user.emailVerified ? (
        <Form
          method="post"
          className="flex flex-wrap items-center gap-3 rounded-md border border-accent-foreground/20 bg-accent px-4 py-3 text-sm text-accent-foreground"
        >
          <p className="flex-1">{memberText.confirm.pending(user.email)}</p>
          <input type="hidden" name="intent" value="resend" />
          <Button type="submit" size="sm" variant="outline">
            {memberText.confirm.resend}
          </Button>
          {resendError ? (
            <div className="basis-full">
              <FormMessage error={resendError} />
            </div>
          ) : null}
        </Form>
      ) : null}

      <div className="grid gap-4 md:grid-cols-4">
        <Card className="bg-primary text-primary-foreground">
          <CardContent className="p-6">
            <h2 className="text-sm font-medium opacity-90">{t.pointsTitle}</h2>
            <p className="mt-1 text-4xl font-bold">
              {profile.pointsTotal.toLocaleString("en-US")}{" "}
              <span className="text-base font-medium">{t.pointsUnit}</span>
            </p>
          </CardContent>
        </Card>
        <Stat label={t.referralsMade} value={String(profile.referralCount)} />
        <Stat label={t.rank} value={data.rank > 0 ? `#${data.rank}` : "—"} />
        <Stat label={t.joined} value={formatDate(profile.createdAt)} />
      </div>

      <ReferralCard link={data.referralLink} share={data.share} />

      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <h2 className="text-xl font-semibold leading-tight">{t.activityTitle}</h2>
          </CardHeader>
          <CardContent>
            {data.activity.length === 0 ? (
              <p className="text-muted-foreground">{t.activityEmpty}</p>
            ) : (
              <table className="w-full text-sm">
                <thead>
                  <tr className="border-b text-left text-muted-foreground">
                    <th scope="col" className="py-2 font-medium">
                      {t.description}
                    </th>
                    <th scope="col" className="py-2 text-right font-medium">
                      {t.points}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.activity.map((row) => (
                    <tr key={row.id} className="border-b last:border-0">
                      <td className="py-2">
                        <div className="break-words">{row.description}</div>
                        <div className="text-xs text-muted-foreground">
                          {formatDate(row.createdAt)}
                        </div>
                      </td>
                      <td className="py-2 text-right font-semibold text-success">
                        {points(row.points)}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </CardContent>
        </Card>

        <Card>
          <CardHeader className="flex-row items-center justify-between">
            <h2 className="text-xl font-semibold leading-tight">{t.leadersTitle}</h2>
            <Button asChild variant="link" size="sm">
              <Link to="/leaderboard">{t.viewFull}</Link>
            </Button>
          </CardHeader>
          <CardContent>
            <table className="w-full text-sm">
              <thead>
                <tr className="border-b text-left text-muted-foreground">
                  <th scope="col" className="py-2 font-medium">
                    {t.rankColumn}
                  </th>
                  <th scope="col" className="py-2 font-medium">
                    {t.nameColumn}
                  </th>
                  <th scope="col" className="py-2 text-right font-medium">
                    {t.points}
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.leaders.map((row, i) => {
                  const mine = row.you;
                  return (
                    <tr
                      key={`${row.rank}-${i}`}
                      data-current={mine || undefined}
                      aria-current={mine ? "true" : undefined}
                      className={cn("border-b last:border-0", mine && "bg-secondary font-semibold")}
                    >
                      <td className="py-2">#{row.rank}</td>
                      <td className="py-2 break-words">{row.nickname ?? row.name}</td>
                      <td className="py-2 text-right">{row.pointsTotal.toLocaleString("en-US")}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </CardContent>
        </Card>
      </div>

      {data.referrals.length > 0 ? (
        <Card>
          <CardHeader>
            <h2 className="text-xl font-semibold leading-tight">{t.referralsTitle}</h2>
          </CardHeader>
          <CardContent className="overflow-x-auto">
            <table className="w-full text-sm">
              <thead>
                <tr className="border-b text-left text-muted-foreground">
                  <th scope="col" className="py-2 font-medium">
                    {t.nameColumn}
                  </th>
                  <th scope="col" className="py-2 font-medium">
                    {t.emailColumn}
                  </th>
                  <th scope="col" className="py-2 font-medium">
                    {t.pointsEarned}
                  </th>
                  <th scope="col" className="py-2 font-medium">
                    {t.joinedColumn}
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.referrals.map((row) => (
                  <tr key={row.id} className="border-b last:border-0">
                    <td className="py-2 break-words">{row.name ?? t.newUser}</td>
                    <td className="py-2">{row.maskedEmail ?? "—"}</td>
                    <td className="py-2 font-semibold text-success">+{POINTS.referral}</td>
                    <td className="py-2">{formatDate(row.joinedAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </CardContent>
        </Card>
      ) : null}
      {data.pending > 0 ? (
        <p className="text-sm text-muted-foreground">{t.pending(data.pending)}</p>
      ) : null}
    </div>
  );
}
