import { lookup } from "node:dns/promises";
import { BlockList, isIP } from "node:net";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import type { Logger } from "~/lib/logger.server";
import { plainText } from "./markdown.server";

// /newsletter is fed from RSS (docs/product.md#newsletter): the site's own articles merged
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
export const FEED_MAX_REDIRECTS = 3;

// Redirects of the outside feed (ADR 180): a feed host must not be able to point the
// server at itself or at the private network behind it.
const internal = new BlockList();
for (const [net, bits] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.168.0.0", 16],
  ["224.0.0.0", 3],
] as const)
  internal.addSubnet(net, bits, "ipv4");
for (const [net, bits] of [
  ["::", 127],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
] as const)
  internal.addSubnet(net, bits, "ipv6");

/** Whether an address is loopback, private, link-local or otherwise not on the internet. */
export function isInternalAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  const ip = mapped ? mapped[1] : address;
  const family = isIP(ip);
  if (!family) return true;
  return internal.check(ip, family === 4 ? "ipv4" : "ipv6");
}

/** A redirect is followed only to https on the feed's own host, resolving to public addresses. */
async function redirectProblem(from: URL, to: URL): Promise<string | null> {
  if (to.protocol !== "https:") return "not https";
  if (to.hostname !== from.hostname) return "another host";
  const host = to.hostname.replace(/^\[|\]$/g, "");
  const addresses = isIP(host) ? [host] : (await lookup(host, { all: true })).map((a) => a.address);
  if (addresses.length === 0 || addresses.some(isInternalAddress)) return "an internal address";
  return null;
}

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

/**
 * Parses RSS 2.0 item elements into article fields (title, link, date, description, content),
 * every field sanitised to text.
 */
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
  const signal = AbortSignal.timeout(FEED_TIMEOUT_MS);
  const origin = new URL(url);
  let current = origin;
  let response: Response;
  for (let hops = 0; ; hops++) {
    response = await fetch(current, {
      signal,
      headers: { accept: "application/rss+xml, application/xml;q=0.9, */*;q=0.5" },
      redirect: "manual",
    });
    const location = response.headers.get("location");
    if (response.status < 300 || response.status >= 400 || !location) break;
    await response.body?.cancel();
    if (hops >= FEED_MAX_REDIRECTS) throw new Error("too many redirects");
    const next = new URL(location, current);
    const problem = await redirectProblem(origin, next);
    if (problem) throw new Error(`redirect refused (${problem})`);
    current = next;
  }
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

type WarnLog = Pick<Logger, "warn">;

function refresh(url: string, log: WarnLog): Promise<RssArticle[]> {
  let pending = inflight.get(url);
  if (!pending) {
    pending = fetchFeed(url)
      .then((items) => {
        cache.set(url, { items, fetchedAt: Date.now() });
        return items;
      })
      .catch((err: unknown) => {
        log.warn({ err, url }, "RSS feed fetch failed");
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
  log: WarnLog,
  now = Date.now(),
): Promise<RssArticle[]> {
  if (!url) return [];
  const cached = cache.get(url);
  if (cached) {
    if (now - cached.fetchedAt >= ttlMs) void refresh(url, log);
    return cached.items;
  }
  return refresh(url, log);
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
