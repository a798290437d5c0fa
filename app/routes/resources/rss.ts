import { Feed } from "feed";
import { articleDate, listPublished, renderMarkdown } from "~/features/articles/articles.server";
import { siteConfig } from "~/lib/site-config";
import type { Route } from "./+types/rss";

/** /rss.xml: RSS 2.0 of the published articles (title, link, pubDate, description, content:encoded). */
export async function loader({ context }: Route.LoaderArgs) {
  const articles = await listPublished(context.services.database.db);
  // The running server's public origin (siteConfig.publicUrl is fixed at build time).
  const base = context.services.env.PUBLIC_URL.replace(/\/+$/, "");
  const feed = new Feed({
    title: `${siteConfig.brand} Newsletter`,
    description: `Latest articles from ${siteConfig.brand}`,
    id: `${base}/newsletter`,
    link: `${base}/newsletter`,
    language: "en",
    copyright: `© ${siteConfig.company}`,
    updated: articles[0] ? articleDate(articles[0]) : new Date(0),
    feedLinks: { rss: `${base}/rss.xml` },
  });
  for (const a of articles) {
    const link = `${base}/articles/${a.slug}`;
    feed.addItem({
      title: a.title,
      id: link,
      link,
      date: articleDate(a),
      description: a.description,
      content: renderMarkdown(a.content),
    });
  }
  return new Response(feed.rss2(), {
    headers: {
      "content-type": "application/rss+xml; charset=utf-8",
      "cache-control": "public, max-age=300",
    },
  });
}
