import { and, desc, eq, sql } from "drizzle-orm";
import { byAdmin, recordAudit, type AdminActor } from "~/domain/audit.server";
import type { Queryable } from "~/lib/db.server";
import { withRefusals } from "~/lib/db-refusals.server";
import { articles, articleSlugRedirects } from "../../../db/schema.ts";
import type { Article } from "./articles.schema";
import { renderMarkdown } from "./markdown.server";

export type ArticleRow = typeof articles.$inferSelect;

// The admin making a change is audited in the change's transaction (docs/architecture.md D15).
function auditArticle(tx: Queryable, actor: AdminActor, action: string, row: ArticleRow) {
  return recordAudit(tx, {
    actor: byAdmin(actor),
    action: `article.${action}`,
    target: `article:${row.id}`,
    details: { slug: row.slug, status: row.status },
  });
}

export class SlugTakenError extends Error {}

/** A write that may claim a slug another article holds: the constraint's refusal, as ours. */
const slugGuarded = <T>(write: () => Promise<T>) =>
  withRefusals({ articles_slug_key: () => new SlugTakenError() }, write);

/** All articles, newest first (docs/product.md#articles). */
export function listArticles(db: Queryable) {
  return db.select().from(articles).orderBy(desc(articles.createdAt), desc(articles.id));
}

export function listPublished(db: Queryable, limit = 50) {
  return db
    .select()
    .from(articles)
    .where(eq(articles.status, "published"))
    .orderBy(desc(sql`coalesce(${articles.publishedAt}, ${articles.createdAt})`))
    .limit(limit);
}

async function releaseSlug(tx: Queryable, slug: string) {
  // A slug once used by another article may be taken by a new one: the redirect goes.
  await tx.delete(articleSlugRedirects).where(eq(articleSlugRedirects.oldSlug, slug));
}

export async function createArticle(
  db: Queryable,
  input: Article,
  actor: AdminActor,
): Promise<ArticleRow> {
  return slugGuarded(() =>
    db.transaction(async (tx) => {
      await releaseSlug(tx, input.slug);
      const [row] = await tx
        .insert(articles)
        .values({
          ...fields(input),
          authorId: actor.id,
          publishedAt: input.status === "published" ? new Date() : null,
        })
        .returning();
      await auditArticle(tx, actor, "create", row);
      return row;
    }),
  );
}

/** Returns null when the article does not exist. */
export async function updateArticle(
  db: Queryable,
  id: string,
  input: Article,
  actor: AdminActor,
): Promise<ArticleRow | null> {
  return slugGuarded(() =>
    db.transaction(async (tx) => {
      const [current] = await tx.select().from(articles).where(eq(articles.id, id)).for("update");
      if (!current) return null;
      if (current.slug !== input.slug) {
        await releaseSlug(tx, input.slug);
        // Readers may hold the old URL of a published article: keep it answering 301.
        if (current.status === "published" || current.publishedAt) {
          await tx
            .insert(articleSlugRedirects)
            .values({ oldSlug: current.slug, articleId: id })
            .onConflictDoUpdate({ target: articleSlugRedirects.oldSlug, set: { articleId: id } });
        }
      }
      const [row] = await tx
        .update(articles)
        .set({
          ...fields(input),
          updatedAt: new Date(),
          publishedAt:
            input.status === "published"
              ? (current.publishedAt ?? new Date())
              : current.publishedAt,
        })
        .where(eq(articles.id, id))
        .returning();
      await auditArticle(tx, actor, "update", row);
      return row;
    }),
  );
}

export async function deleteArticle(
  db: Queryable,
  id: string,
  actor: AdminActor,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx.delete(articles).where(eq(articles.id, id)).returning();
    if (!row) return false;
    await auditArticle(tx, actor, "delete", row);
    return true;
  });
}

function fields(input: Article) {
  return {
    title: input.title,
    slug: input.slug,
    description: input.description,
    content: input.content,
    imageUrl: input.image_url,
    status: input.status,
  };
}

export type ArticleLookup =
  { kind: "found"; article: ArticleRow } | { kind: "redirect"; slug: string } | { kind: "missing" };

/** The article at a slug, or the current slug of a published article that used to live there. */
export async function findArticleBySlug(db: Queryable, slug: string): Promise<ArticleLookup> {
  const [article] = await db.select().from(articles).where(eq(articles.slug, slug));
  if (article) return { kind: "found", article };
  const [moved] = await db
    .select({ slug: articles.slug })
    .from(articleSlugRedirects)
    .innerJoin(articles, eq(articles.id, articleSlugRedirects.articleId))
    .where(and(eq(articleSlugRedirects.oldSlug, slug), eq(articles.status, "published")));
  return moved ? { kind: "redirect", slug: moved.slug } : { kind: "missing" };
}

export function articleDate(article: ArticleRow): Date {
  return article.publishedAt ?? article.createdAt;
}

export { renderMarkdown };
