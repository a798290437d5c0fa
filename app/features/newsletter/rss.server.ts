import { XMLParser, XMLValidator } from "fast-xml-parser";
import { plainText } from "~/features/articles/markdown.server";

// /newsletter is fed from RSS (spec §2, §3 'RSS article'): the site's own articles merged
// with the outside feed at RSS_FEED_URL. The outside feed is fetched with a timeout and a
// size cap, cached, and every field sanitised; a slow or broken feed never breaks the page.

export type RssArticle = {
  title: string;
  link: string;
  pubDate: string;
  description: string;
  content: string;
};

export const FEED_TIMEOUT_MS = 3000;
export const FEED_MAX_BYTES = 2 * 1024 * 1024;
export const FEED_MAX_ITEMS = 50;

const parser = new XMLParser({
  ignoreAttributes: true,
  processEntities: true,
  htmlEntities: true,
  parseTagValue: false,
  trimValues: true,
  isArray: (name) => name === "item",
});

function text(value: unknown): string {
  if (value === undefined || value === null) return "";
  if (typeof value === "string" || typeof value === "number" || typeof value === "boolean")
    return String(value);
  if (typeof value === "object" && "#text" in (value as object))
    return text((value as { "#text": unknown })["#text"]);
  return "";
}

/** Only absolute http(s) links reach an href. */
export function safeLink(value: string): string {
  try {
    const url = new URL(value.trim());
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : "";
  } catch {
    return "";
  }
}

/** Parses RSS 2.0 item elements into §3 'RSS article' fields, every field sanitised to text. */
export function parseRss(xml: string): RssArticle[] {
  const valid = XMLValidator.validate(xml);
  if (valid !== true) throw new Error(`malformed XML: ${valid.err.msg} (line ${valid.err.line})`);
  const doc = parser.parse(xml) as { rss?: { channel?: { item?: unknown[] } } };
  const items = doc?.rss?.channel?.item;
  if (!Array.isArray(items)) throw new Error("not an RSS 2.0 document");
  return items.slice(0, FEED_MAX_ITEMS).map((raw) => {
    const item = (raw ?? {}) as Record<string, unknown>;
    return {
      title: plainText(text(item.title)).slice(0, 300),
      link: safeLink(text(item.link)),
      pubDate: plainText(text(item.pubDate)).slice(0, 100),
      description: plainText(text(item.description)).slice(0, 1000),
      content: plainText(text(item["content:encoded"] ?? item.encoded)).slice(0, 5000),
    };
  });
}

type CacheEntry = { items: RssArticle[]; fetchedAt: number };
const cache = new Map<string, CacheEntry>();
const inflight = new Map<string, Promise<RssArticle[]>>();

async function fetchFeed(url: string): Promise<RssArticle[]> {
  const response = await fetch(url, {
    signal: AbortSignal.timeout(FEED_TIMEOUT_MS),
    headers: { accept: "application/rss+xml, application/xml;q=0.9, */*;q=0.5" },
    redirect: "follow",
  });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const declared = Number(response.headers.get("content-length") ?? 0);
  if (declared > FEED_MAX_BYTES) throw new Error(`feed too large (${declared} bytes)`);
  const reader = response.body?.getReader();
  if (!reader) throw new Error("empty body");
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > FEED_MAX_BYTES) {
      await reader.cancel();
      throw new Error(`feed larger than ${FEED_MAX_BYTES} bytes`);
    }
    chunks.push(value);
  }
  return parseRss(Buffer.concat(chunks).toString("utf8"));
}

function refresh(url: string): Promise<RssArticle[]> {
  let pending = inflight.get(url);
  if (!pending) {
    pending = fetchFeed(url)
      .then((items) => {
        cache.set(url, { items, fetchedAt: Date.now() });
        return items;
      })
      .catch((error: unknown) => {
        console.warn(
          JSON.stringify({
            level: "warn",
            msg: "RSS feed fetch failed",
            url,
            error: String(error),
          }),
        );
        const stale = cache.get(url);
        if (stale) stale.fetchedAt = Date.now(); // keep serving the last good copy; retry after the TTL
        return stale?.items ?? [];
      })
      .finally(() => inflight.delete(url));
    inflight.set(url, pending);
  }
  return pending;
}

/**
 * The outside feed's items: fresh cache at once; stale cache at once while it refreshes in
 * the background; first fetch waits at most the timeout. Failures fall back to the last
 * good copy, or to nothing.
 */
export async function outsideFeed(
  url: string | undefined,
  ttlMs: number,
  now = Date.now(),
): Promise<RssArticle[]> {
  if (!url) return [];
  const cached = cache.get(url);
  if (cached) {
    if (now - cached.fetchedAt >= ttlMs) void refresh(url);
    return cached.items;
  }
  return refresh(url);
}

/** Tests only. */
export function clearFeedCache() {
  cache.clear();
  inflight.clear();
}

function time(value: string): number {
  const t = Date.parse(value);
  return Number.isNaN(t) ? 0 : t;
}

/** Own and outside items, newest first, without duplicate links. */
export function mergeArticles(...lists: RssArticle[][]): RssArticle[] {
  const seen = new Set<string>();
  const out: RssArticle[] = [];
  for (const item of lists.flat()) {
    const key = item.link || `${item.title}|${item.pubDate}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(item);
  }
  return out.sort((a, b) => time(b.pubDate) - time(a.pubDate));
}
