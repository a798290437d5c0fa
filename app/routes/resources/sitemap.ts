import { listPublished } from "~/features/articles/articles.server";
import { publicPages } from "~/content/routes";
import { openArenaSlugs } from "~/domain/arenas/arenas.server";
import { siteConfig } from "~/lib/site-config";
import type { Route } from "./+types/sitemap";

export async function loader({ context }: Route.LoaderArgs) {
  const base = siteConfig.publicUrl;
  // Published articles too (their pages are public); a database failure keeps the static list.
  const articles = await listPublished(context.services.database.db, 5000).catch(() => []);
  const arenas = await openArenaSlugs(context.services.database.db).catch(() => []);
  const urls = [
    ...publicPages
      .filter((page) => page.sitemap !== false)
      .map((page) => `  <url><loc>${base}${page.path}</loc></url>`),
    ...arenas.map((slug) => `  <url><loc>${base}/arenas/${slug}</loc></url>`),
    ...articles.map(
      (a) =>
        `  <url><loc>${base}/articles/${a.slug}</loc><lastmod>${a.updatedAt.toISOString()}</lastmod></url>`,
    ),
  ].join("\n");
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(body, {
    headers: {
      "content-type": "application/xml; charset=utf-8",
      "cache-control": "public, max-age=3600",
    },
  });
}
