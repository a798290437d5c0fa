import type { Services } from "~/domain/services.server";
import { articleDate, listPublished } from "./articles.server";
import { plainText } from "./markdown.server";
import { mergeArticles, outsideFeed, type RssArticle } from "./rss.server";

export type NewsletterCard = {
  title: string;
  link: string;
  date: string;
  isoDate: string;
  description: string;
};

function display(pubDate: string): { date: string; isoDate: string } {
  const t = Date.parse(pubDate);
  if (Number.isNaN(t)) return { date: "", isoDate: "" };
  const d = new Date(t);
  return {
    date: d.toLocaleDateString("en-US", {
      year: "numeric",
      month: "long",
      day: "numeric",
      timeZone: "UTC",
    }),
    isoDate: d.toISOString(),
  };
}

/** The site's published articles merged with the outside feed; never throws. */
export async function newsletterArticles(services: Services): Promise<NewsletterCard[]> {
  let own: RssArticle[] = [];
  try {
    own = (await listPublished(services.database.db)).map((a) => ({
      title: a.title,
      link: `/articles/${a.slug}`,
      pubDate: articleDate(a).toUTCString(),
      description: a.description,
      content: "",
    }));
  } catch (err) {
    services.log.error({ err }, "newsletter: own articles failed");
  }
  const outside = await outsideFeed(
    services.env.RSS_FEED_URL,
    services.env.RSS_FEED_CACHE_SECONDS * 1000,
    services.log,
  );
  return mergeArticles(own, outside)
    .filter((item) => item.title && item.link)
    .map((item) => ({
      title: item.title,
      link: item.link,
      // docs/product.md#newsletter: the description with markup stripped (the card cuts it to 3
      // lines), for the site's own articles and outside items alike.
      description: plainText(item.description),
      ...display(item.pubDate),
    }));
}
