import { publicPages } from "~/content/routes";
import { siteConfig } from "~/lib/site-config";

export function loader() {
  const urls = publicPages
    .filter((page) => page.sitemap !== false)
    .map((page) => `  <url><loc>${siteConfig.publicUrl}${page.path}</loc></url>`)
    .join("\n");
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(body, { headers: { "content-type": "application/xml; charset=utf-8", "cache-control": "public, max-age=3600" } });
}
