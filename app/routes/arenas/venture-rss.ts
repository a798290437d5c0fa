import { Feed } from "feed";
import { journeyCopy, UPDATE_KIND_LABELS } from "~/content/journey";
import { renderMarkdown } from "~/lib/markdown.server";
import { siteConfig } from "~/lib/site-config";
import { ventureUpdates } from "~/domain/journey/updates.server";
import { publicVenture } from "~/domain/journey/ventures.server";
import type { Route } from "./+types/venture-rss";

/** /arenas/{slug}/ventures/{id}/rss.xml: RSS 2.0 of a venture's shown updates (ADRs 231–233). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const db = context.services.database.db;
  const venture = await publicVenture(db, params.slug, params.founderId);
  if (!venture) return new Response("Not Found", { status: 404 });
  const updates = await ventureUpdates(db, venture.id, { limit: 50 });
  const base = context.services.env.PUBLIC_URL.replace(/\/+$/, "");
  const page = `${base}/arenas/${encodeURIComponent(venture.arena.slug)}/ventures/${venture.id}`;
  const feed = new Feed({
    title: journeyCopy.venture.feedTitle(venture.ventureName),
    description: venture.pitch,
    id: page,
    link: page,
    language: "en",
    copyright: `© ${siteConfig.company}`,
    updated: updates[0] ? new Date(updates[0].createdAt) : new Date(0),
    feedLinks: { rss: `${page}/rss.xml` },
  });
  for (const u of updates) {
    feed.addItem({
      title: `${UPDATE_KIND_LABELS[u.kind]}: ${u.title}`,
      id: `${page}#update-${u.id}`,
      link: `${page}#update-${u.id}`,
      date: new Date(u.createdAt),
      content: renderMarkdown(u.body),
    });
  }
  return new Response(feed.rss2(), {
    headers: {
      "content-type": "application/rss+xml; charset=utf-8",
      "cache-control": "public, max-age=300",
    },
  });
}
