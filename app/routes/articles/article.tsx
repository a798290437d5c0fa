import { data, redirect } from "react-router";
import { articleCopy } from "~/content/articles";
import {
  articleDate,
  findArticleBySlug,
  renderMarkdown,
} from "~/features/articles/articles.server";
import { isAdmin } from "~/domain/accounts/roles.server";
import { getSession } from "~/domain/accounts/session.server";
import { pageMeta } from "~/lib/meta";
import { siteConfig } from "~/lib/site-config";
import type { Route } from "./+types/article";

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { services } = context;
  const db = services.database.db;
  const found = await findArticleBySlug(db, params.slug);
  if (found.kind === "redirect") throw redirect(`/articles/${found.slug}`, 301);
  if (found.kind === "missing") throw data(null, { status: 404, statusText: "Not Found" });
  const { article } = found;
  let preview = false;
  if (article.status !== "published") {
    // Drafts are 404 to everyone but admins, who get a preview.
    const session = await getSession(request, services);
    if (!session || !(await isAdmin(db, session.user.id)))
      throw data(null, { status: 404, statusText: "Not Found" });
    preview = true;
  }
  const date = articleDate(article);
  return {
    preview,
    title: article.title,
    slug: article.slug,
    description: article.description,
    imageUrl: article.imageUrl,
    isoDate: date.toISOString(),
    displayDate: date.toLocaleDateString("en-US", {
      year: "numeric",
      month: "long",
      day: "numeric",
      timeZone: "UTC",
    }),
    html: renderMarkdown(article.content),
  };
}

export const meta = ({ data: article }: Route.MetaArgs) => {
  if (!article) return [{ title: `Page not found | ${siteConfig.brand}` }];
  const tags = pageMeta({
    title: article.title,
    description: article.description,
    path: `/articles/${article.slug}`,
    image: article.imageUrl ?? undefined,
    noindex: article.preview,
  }).map((tag) =>
    "property" in tag && tag.property === "og:type"
      ? { property: "og:type", content: "article" }
      : tag,
  );
  tags.push({ property: "article:published_time", content: article.isoDate });
  return tags;
};

export default function ArticlePage({ loaderData: a }: Route.ComponentProps) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12">
      {a.preview ? (
        <p
          role="note"
          className="mb-6 rounded-md border border-warning bg-accent p-3 text-sm text-accent-foreground"
        >
          {articleCopy.draftPreview}
        </p>
      ) : null}
      <header className="mb-8 grid gap-3">
        <h1 className="text-4xl font-bold leading-tight">{a.title}</h1>
        <time dateTime={a.isoDate} className="text-sm text-muted-foreground">
          {a.displayDate}
        </time>
        <p className="text-lg text-muted-foreground">{a.description}</p>
      </header>
      {a.imageUrl ? (
        <img
          src={a.imageUrl}
          alt=""
          className="mb-8 w-full rounded-lg"
          loading="lazy"
          referrerPolicy="no-referrer"
        />
      ) : null}
      {/* Sanitised on the server (features/articles/markdown.server.ts). */}
      <div
        className="article-content grid gap-4 leading-relaxed"
        dangerouslySetInnerHTML={{ __html: a.html }}
      />
    </article>
  );
}
