import { CheckCircle2, FileText, Pencil, Plus, Send, Trash2 } from "lucide-react";
import { useState } from "react";
import { Link, useFetcher } from "react-router";
import { EmptyNote } from "~/components/section-header";
import { ConfirmDialog } from "~/components/confirm-dialog";
import { IconButton } from "~/components/icon-button";
import { Button } from "~/components/ui/button";
import { Card, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { ADMIN_PATHS } from "~/content/admin-paths";
import { articleCopy as C } from "~/content/articles";
import { broadcastCopy, broadcastPath } from "~/content/broadcasts";
import { useResultToast } from "~/components/use-result-toast";
import type { ActionResult } from "~/lib/action-result";
import type { AdminArticle } from "../articles.schema";
import { ArticleDialog } from "./article-dialog";

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
          {published ? (
            <Button asChild variant="outline" size="sm">
              <Link to={`${broadcastPath("new")}?article=${encodeURIComponent(article.id)}`}>
                <Send aria-hidden="true" />
                {broadcastCopy.newsletter.button}
              </Link>
            </Button>
          ) : null}
          <IconButton icon={Pencil} label={`Edit ${article.title}`} onClick={onEdit} />
          <IconButton icon={Trash2} label={`Delete ${article.title}`} onClick={onDelete} />
        </div>
      </CardHeader>
    </Card>
  );
}

const DELETE_FORM = "article-delete";

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
  useResultToast(deleteFetcher.data, {
    successTitle: C.successTitle,
    errors: true,
    idle: deleteFetcher.state === "idle",
    skipStale: true,
  });

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
        <EmptyNote>{C.empty}</EmptyNote>
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
      {/* 'Delete' in the dialog submits this form: the article's id, posted as a form. */}
      <deleteFetcher.Form
        id={DELETE_FORM}
        method="post"
        action={ADMIN_PATHS.articlesAction}
        onSubmit={() => setDeleting(null)}
        hidden
      >
        <input type="hidden" name="intent" value="delete" />
        <input type="hidden" name="id" value={deleting?.id ?? ""} />
      </deleteFetcher.Form>
      <ConfirmDialog
        item={deleting}
        onClose={() => setDeleting(null)}
        title={C.confirmDelete}
        description={deleting?.title}
        cancel={C.cancel}
        confirm={C.confirmDeleteAction}
        form={DELETE_FORM}
      />
    </div>
  );
}
