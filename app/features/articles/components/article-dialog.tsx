import { useCallback, useEffect, useState } from "react";
import { Button } from "~/components/ui/button";
import { DialogFooter } from "~/components/ui/dialog";
import { Input, Textarea } from "~/components/ui/input";
import { dismissToast, toast } from "~/components/ui/use-toast";
import { ADMIN_PATHS } from "~/content/admin-paths";
import { articleCopy as C } from "~/content/articles";
import { useDialogFetcher } from "~/components/use-result-toast";
import { Field } from "~/components/ui/field";
import { NativeSelect } from "~/components/ui/native-select";
import { TitledDialog } from "~/components/titled-dialog";
import { firstArticleError, normalizeSlugInput, type AdminArticle } from "../articles.schema";

// The create / edit dialog of the Articles tab.

export const emptyForm = {
  title: "",
  slug: "",
  description: "",
  content: "",
  image_url: "",
  status: "draft" as "draft" | "published",
};

export function ArticleDialog({
  open,
  editing,
  onOpenChange,
}: {
  open: boolean;
  editing: AdminArticle | null;
  onOpenChange: (open: boolean) => void;
}) {
  const close = useCallback(() => onOpenChange(false), [onOpenChange]);
  const fetcher = useDialogFetcher("article-save", close, { successTitle: C.successTitle });
  const [form, setForm] = useState(emptyForm);
  const busy = fetcher.state !== "idle";

  useEffect(() => {
    if (!open) return;
    setForm(
      editing
        ? {
            title: editing.title,
            slug: editing.slug,
            description: editing.description,
            content: editing.content,
            image_url: editing.imageUrl ?? "",
            status: editing.status,
          }
        : emptyForm,
    );
  }, [open, editing]);

  const set =
    (key: keyof typeof emptyForm) =>
    (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
      // Editing answers the last message; its toast would otherwise sit over the dialog's buttons.
      dismissToast();
      const value = event.target.value;
      setForm((f) => ({ ...f, [key]: key === "slug" ? normalizeSlugInput(value) : value }));
    };

  const bind = (key: keyof typeof emptyForm, id: string) => ({
    id,
    name: key,
    value: form[key],
    onChange: set(key),
  });

  /** The first failing rule is said at once (docs/product.md#articles); the server checks
   * the same schema, so the form posts as it is when this has not run. */
  function check(event: React.FormEvent<HTMLFormElement>) {
    const message = firstArticleError(form);
    if (!message) return;
    event.preventDefault();
    toast({ title: C.validationError, description: message, variant: "destructive" });
  }

  return (
    <TitledDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setForm(emptyForm); // closing resets the form (docs/product.md#articles)
        onOpenChange(next);
      }}
      className="max-w-2xl"
      title={editing ? C.editTitle : C.createTitle}
      description={C.fields.slugHint}
      descriptionClassName="sr-only"
    >
      {/* noValidate: a refusal is the spec's toast, not the browser's bubble (type="url"). */}
      <fetcher.Form
        method="post"
        action={ADMIN_PATHS.articlesAction}
        onSubmit={check}
        noValidate
        className="grid gap-4"
      >
        <input type="hidden" name="intent" value={editing ? "update" : "create"} />
        {editing ? <input type="hidden" name="id" value={editing.id} /> : null}
        <Field id="article-title" label={C.fields.title}>
          <Input {...bind("title", "article-title")} />
        </Field>
        <Field id="article-slug" label={C.fields.slug} description={C.fields.slugHint}>
          <Input {...bind("slug", "article-slug")} aria-describedby="article-slug-hint" />
        </Field>
        <Field id="article-description" label={C.fields.description}>
          <Textarea {...bind("description", "article-description")} rows={3} />
        </Field>
        <Field id="article-content" label={C.fields.content} description={C.fields.contentHint}>
          <Textarea
            {...bind("content", "article-content")}
            rows={10}
            aria-describedby="article-content-hint"
          />
        </Field>
        <Field id="article-image" label={C.fields.imageUrl}>
          <Input {...bind("image_url", "article-image")} type="url" placeholder="https://" />
        </Field>
        <Field id="article-status" label={C.fields.status}>
          <NativeSelect {...bind("status", "article-status")}>
            <option value="draft">{C.status.draft}</option>
            <option value="published">{C.status.published}</option>
          </NativeSelect>
        </Field>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            {C.cancel}
          </Button>
          <Button type="submit" disabled={busy}>
            {editing ? C.update : C.create}
          </Button>
        </DialogFooter>
      </fetcher.Form>
    </TitledDialog>
  );
}
