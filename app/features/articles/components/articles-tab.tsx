import { CheckCircle2, FileText, Pencil, Plus, Trash2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from "~/components/ui/alert-dialog";
import { Button } from "~/components/ui/button";
import { Card, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "~/components/ui/dialog";
import { Input, Textarea } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { dismissToast, toast } from "~/components/ui/use-toast";
import { articleCopy as C } from "~/content/admin";
import type { ActionResult } from "~/lib/action-result";
import { firstArticleError, normalizeSlugInput } from "../articles.schema";

export type AdminArticle = {
  id: string;
  title: string;
  slug: string;
  description: string;
  content: string;
  imageUrl: string | null;
  status: "draft" | "published";
  createdAt: string;
};

const emptyForm = {
  title: "",
  slug: "",
  description: "",
  content: "",
  image_url: "",
  status: "draft" as "draft" | "published",
};

/** Shows the §8 toast of an admin action once per response. */
function useActionToast(data: ActionResult | undefined, onSuccess?: () => void) {
  const seen = useRef<ActionResult | undefined>(undefined);
  useEffect(() => {
    if (!data || seen.current === data) return;
    seen.current = data;
    if (data.ok) {
      toast({ title: C.successTitle, description: data.message });
      onSuccess?.();
    } else {
      toast({ title: data.title, description: data.error, variant: "destructive" });
    }
  }, [data, onSuccess]);
}

function ArticleDialog({
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

  useActionToast(fetcher.data, () => onOpenChange(false));

  const set =
    (key: keyof typeof emptyForm) =>
    (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
      // Editing answers the last message; its toast would otherwise sit over the dialog's buttons.
      dismissToast();
      const value = event.target.value;
      setForm((f) => ({ ...f, [key]: key === "slug" ? normalizeSlugInput(value) : value }));
    };

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const message = firstArticleError(form);
    if (message) {
      toast({ title: C.validationError, description: message, variant: "destructive" });
      return;
    }
    fetcher.submit(
      { intent: editing ? "update" : "create", ...(editing ? { id: editing.id } : {}), ...form },
      { method: "post", action: "/admin" },
    );
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setForm(emptyForm); // closing resets the form (spec §2)
        onOpenChange(next);
      }}
    >
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{editing ? C.editTitle : C.createTitle}</DialogTitle>
          <DialogDescription className="sr-only">{C.fields.slugHint}</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <div className="grid gap-2">
            <Label htmlFor="article-title">{C.fields.title}</Label>
            <Input id="article-title" name="title" value={form.title} onChange={set("title")} />
          </div>
          <div className="grid gap-2">
            <Label htmlFor="article-slug">{C.fields.slug}</Label>
            <Input
              id="article-slug"
              name="slug"
              value={form.slug}
              onChange={set("slug")}
              aria-describedby="article-slug-hint"
            />
            <p id="article-slug-hint" className="text-xs text-muted-foreground">
              {C.fields.slugHint}
            </p>
          </div>
          <div className="grid gap-2">
            <Label htmlFor="article-description">{C.fields.description}</Label>
            <Textarea
              id="article-description"
              name="description"
              rows={3}
              value={form.description}
              onChange={set("description")}
            />
          </div>
          <div className="grid gap-2">
            <Label htmlFor="article-content">{C.fields.content}</Label>
            <Textarea
              id="article-content"
              name="content"
              rows={10}
              value={form.content}
              onChange={set("content")}
              aria-describedby="article-content-hint"
            />
            <p id="article-content-hint" className="text-xs text-muted-foreground">
              {C.fields.contentHint}
            </p>
          </div>
          <div className="grid gap-2">
            <Label htmlFor="article-image">{C.fields.imageUrl}</Label>
            <Input
              id="article-image"
              name="image_url"
              type="url"
              value={form.image_url}
              onChange={set("image_url")}
              placeholder="https://"
            />
          </div>
          <div className="grid gap-2">
            <Label htmlFor="article-status">{C.fields.status}</Label>
            <select
              id="article-status"
              name="status"
              value={form.status}
              onChange={set("status")}
              className="h-10 rounded-md border border-input bg-background px-3 text-sm focus-visible:outline-2 focus-visible:outline-ring"
            >
              <option value="draft">{C.status.draft}</option>
              <option value="published">{C.status.published}</option>
            </select>
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {C.cancel}
            </Button>
            <Button type="submit" disabled={busy}>
              {editing ? C.update : C.create}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function ArticleCard({
  article,
  onEdit,
  onDelete,
}: {
  article: AdminArticle;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const published = article.status === "published";
  const Icon = published ? CheckCircle2 : FileText;
  return (
    <Card>
      <CardHeader className="flex-row items-start justify-between gap-4">
        <div className="grid gap-1.5">
          <CardTitle className="flex items-center gap-2 text-lg">
            <Icon
              className={published ? "size-5 text-success" : "size-5 text-muted-foreground"}
              role="img"
              aria-label={published ? C.status.published : C.status.draft}
            />
            {article.title}
          </CardTitle>
          <CardDescription>{article.description}</CardDescription>
          <p className="text-xs text-muted-foreground">
            Slug: {article.slug} | Status: {article.status}
          </p>
        </div>
        <div className="flex shrink-0 gap-2">
          <Button
            variant="outline"
            size="icon"
            onClick={onEdit}
            aria-label={`Edit ${article.title}`}
          >
            <Pencil aria-hidden="true" />
          </Button>
          <Button
            variant="outline"
            size="icon"
            onClick={onDelete}
            aria-label={`Delete ${article.title}`}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      </CardHeader>
    </Card>
  );
}

export function ArticlesTab({
  articles,
  failed = false,
}: {
  articles: AdminArticle[];
  failed?: boolean;
}) {
  const [dialogOpen, setDialogOpen] = useState(false);
  const [editing, setEditing] = useState<AdminArticle | null>(null);
  const [deleting, setDeleting] = useState<AdminArticle | null>(null);
  const deleteFetcher = useFetcher<ActionResult>({ key: "article-delete" });
  useActionToast(deleteFetcher.data);

  return (
    <div className="grid gap-4">
      <div className="flex items-center justify-between gap-4">
        <h2 className="text-xl font-semibold">Articles</h2>
        <Button
          onClick={() => {
            setEditing(null);
            setDialogOpen(true);
          }}
        >
          <Plus aria-hidden="true" />
          {C.newArticle}
        </Button>
      </div>
      {failed ? (
        <p role="alert" className="rounded-lg border border-destructive p-4 text-destructive">
          {C.fetchFailed}
        </p>
      ) : articles.length === 0 ? (
        <p className="rounded-lg border border-dashed p-8 text-center text-muted-foreground">
          {C.empty}
        </p>
      ) : (
        <ul className="grid gap-4">
          {articles.map((article) => (
            <li key={article.id}>
              <ArticleCard
                article={article}
                onEdit={() => {
                  setEditing(article);
                  setDialogOpen(true);
                }}
                onDelete={() => setDeleting(article)}
              />
            </li>
          ))}
        </ul>
      )}
      <ArticleDialog
        open={dialogOpen}
        editing={editing}
        onOpenChange={(open) => {
          setDialogOpen(open);
          if (!open) setEditing(null);
        }}
      />
      <AlertDialog open={deleting !== null} onOpenChange={(open) => !open && setDeleting(null)}>
        <AlertDialogContent>
          <AlertDialogTitle>{C.confirmDelete}</AlertDialogTitle>
          <AlertDialogDescription>{deleting?.title}</AlertDialogDescription>
          <AlertDialogFooter>
            <AlertDialogCancel>{C.cancel}</AlertDialogCancel>
            <AlertDialogAction
              onClick={() => {
                if (deleting)
                  deleteFetcher.submit(
                    { intent: "delete", id: deleting.id },
                    { method: "post", action: "/admin" },
                  );
                setDeleting(null);
              }}
            >
              {C.confirmDeleteAction}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </div>
  );
}
