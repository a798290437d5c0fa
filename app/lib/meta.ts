import type { MetaDescriptor } from "react-router";
import { siteConfig } from "./site-config";

/** Title, description, canonical URL and Open Graph / Twitter tags for a page. */
export function pageMeta(page: {
  title: string;
  description: string;
  path: string;
  image?: string;
  noindex?: boolean;
}): MetaDescriptor[] {
  const url = `${siteConfig.publicUrl}${page.path}`;
  const title = page.path === "/" ? page.title : `${page.title} | ${siteConfig.brand}`;
  const image = page.image ?? `${siteConfig.publicUrl}/og/default.png`;
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: siteConfig.brand },
    { property: "og:title", content: title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: page.description },
    { name: "twitter:image", content: image },
  ];
  if (page.noindex) tags.push({ name: "robots", content: "noindex" });
  return tags;
}
