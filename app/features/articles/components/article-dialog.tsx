import { useCallback, useEffect, useState } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { DialogFooter } from "~/components/ui/dialog";
import { Input, Textarea } from "~/components/ui/input";
import { dismissToast, toast } from "~/components/ui/use-toast";
import { ADMIN_PATHS } from "~/content/admin-paths";
import { articleCopy as C } from "~/content/articles";
import type { ActionResult } from "~/lib/action-result";
import { useResultToast } from "~/components/use-result-toast";
import { Field } from "~/components/ui/field";
import { NativeSelect } from "~/components/ui/native-select";
import { TitledDialog } from "~/components/titled-dialog";
import { firstArticleError, normalizeSlugInput, type AdminArticle } from "../articles.schema";

// The create / edit dialog of the Articles tab, and the toast every article action shows.

export const emptyForm = {
  title: "",
  slug: "",
  description: "",
  content: "",
  image_url: "",
  status: "draft" as "draft" | "published",
};

/** Shows the toast of an article action (docs/product.md#articles) once per response. */
export function useArticleToast(data: ActionResult | undefined, onSuccess?: () => void) {
  useResultToast(data, { successTitle: C.successTitle, errors: true, onSuccess });
}

export function ArticleDialog({
  open,
  editing,
  onOpenChange,
}: {
  open: boolean;
  editing: AdminArticle | null;
  onOpenChange: (open: boolean) => void;
}) {
  const fetcher = useFetcher<ActionResult>({ key: "article-save" });
  const [form, setForm] = useState(emptyForm);
  const busy = fetcher.state !== "idle";
  const close = useCallback(() => onOpenChange(false), [onOpenChange]);

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

  useArticleToast(fetcher.data, close);

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

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const message = firstArticleError(form);
    if (message) {
      toast({ title: C.validationError, description: message, variant: "destructive" });
      return;
    }
    fetcher.submit(
      { intent: editing ? "update" : "create", ...(editing ? { id: editing.id } : {}), ...form },
      { method: "post", action: ADMIN_PATHS.articlesAction },
    );
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
      <form onSubmit={submit} noValidate className="grid gap-4">
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
      </form>
    </TitledDialog>
  );
}
