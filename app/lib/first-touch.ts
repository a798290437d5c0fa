// The visit's first touch (docs/architecture.md D24, ADR 193): the landing path, the
// referring site's host (never the full URL) and utm_source / utm_medium / utm_campaign,
// taken from the first page of a visit in the browser (features/experiments/measure.island.ts) and carried
// to sign-up (or a native form) in the `vs_touch` cookie, only while the visitor allows
// measurement. The server reads the cookie through `readFirstTouch` and cleans every field
// here: a cookie is input.
// Relative .ts imports: the Fastify host reaches this module too.
import { mayMeasure } from "./consent.ts";
import { COOKIES, readCookie, setCookie } from "./cookies.ts";
import { FIRST_TOUCH_MAX } from "./limits.ts";

export type FirstTouch = {
  landingPath: string;
  referrerHost: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
};

/** What the Overview's 'Sign-ups by source' calls it (db/migrations/0012 counts the same). */
export function sourceOf(touch: FirstTouch | null): string {
  if (!touch) return "unknown";
  return touch.utmSource ?? touch.referrerHost ?? "direct";
}

/** Control characters (C0, DEL, C1), bidi controls and zero-width characters. */
// eslint-disable-next-line no-control-regex -- removing control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/g;

/** Control characters removed, trimmed, cut to `max`; null when nothing is left. */
export function cleanField(value: unknown, max: number): string | null {
  if (typeof value !== "string") return null;
  const clean = value.replace(CONTROL, "").trim().slice(0, max).trim();
  return clean || null;
}

/** A host name as browsers write it, or null (a full URL is never kept: only its host). */
function cleanHost(value: unknown): string | null {
  const host = cleanField(value, FIRST_TOUCH_MAX.host)?.toLowerCase() ?? null;
  return host && /^[a-z0-9.-]+(:\d{1,5})?$/.test(host) ? host : null;
}

/** A first touch from raw parts, each cleaned; null without a landing path. */
export function firstTouchOf(raw: {
  path?: unknown;
  host?: unknown;
  source?: unknown;
  medium?: unknown;
  campaign?: unknown;
}): FirstTouch | null {
  const path = cleanField(raw.path, FIRST_TOUCH_MAX.path);
  if (!path?.startsWith("/")) return null;
  return {
    landingPath: path,
    referrerHost: cleanHost(raw.host),
    utmSource: cleanField(raw.source, FIRST_TOUCH_MAX.utm),
    utmMedium: cleanField(raw.medium, FIRST_TOUCH_MAX.utm),
    utmCampaign: cleanField(raw.campaign, FIRST_TOUCH_MAX.utm),
  };
}

/** The cookie's value: the parts as a query string (short names). */
export function firstTouchCookieValue(touch: FirstTouch): string {
  const parts = new URLSearchParams({ p: touch.landingPath });
  if (touch.referrerHost) parts.set("r", touch.referrerHost);
  if (touch.utmSource) parts.set("s", touch.utmSource);
  if (touch.utmMedium) parts.set("m", touch.utmMedium);
  if (touch.utmCampaign) parts.set("c", touch.utmCampaign);
  return parts.toString();
}

/** The first touch a request carries, or null (no cookie, or a malformed one). */
export function readFirstTouch(cookieHeader: string | null | undefined): FirstTouch | null {
  const value = readCookie(cookieHeader, COOKIES.firstTouch.name);
  if (!value || value.length > 2000) return null;
  const parts = new URLSearchParams(value);
  return firstTouchOf({
    path: parts.get("p"),
    host: parts.get("r"),
    source: parts.get("s"),
    medium: parts.get("m"),
    campaign: parts.get("c"),
  });
}

/**
 * The first touch a sign-up or form request carries, only with measurement consent (no GPC,
 * no opt-out, Accept All): the visit's `vs_touch`, else — no script ran, or it was the first
 * page — the page posted from (its path and utm_* from the request URL, the referring host
 * when another site). Null: 'unknown', nothing kept.
 */
export function firstTouchForRequest(request: Request): FirstTouch | null {
  const cookieHeader = request.headers.get("cookie");
  if (!mayMeasure({ cookieHeader, gpc: request.headers.get("sec-gpc")?.trim() === "1" }))
    return null;
  const kept = readFirstTouch(cookieHeader);
  if (kept) return kept;
  const url = new URL(request.url);
  let host: string | null = null;
  try {
    const from = new URL(request.headers.get("referer") ?? "");
    if (from.host !== url.host && from.host !== request.headers.get("host")) host = from.host;
  } catch {
    // No Referer.
  }
  const q = url.searchParams;
  return firstTouchOf({
    path: url.pathname.replace(/\.data$/, ""),
    host,
    source: q.get("utm_source"),
    medium: q.get("utm_medium"),
    campaign: q.get("utm_campaign"),
  });
}

/** The Set-Cookie value of a first touch (server side, e.g. in tests). */
export function firstTouchCookie(touch: FirstTouch, secure: boolean): string {
  return setCookie(COOKIES.firstTouch, firstTouchCookieValue(touch), { secure });
}

/**
 * The cookie's value for a page at `href` reached from `referrer` (the measurement module keeps
 * it while the landing page loads, ADR 227/228). A referrer on this site means the visit began
 * on that page and this one was reached by a full navigation: the earlier page, with its utm_*,
 * is the landing page, and the host it came from is not known here. Each field is only cut
 * short to keep the cookie small; the server cleans them (firstTouchOf).
 */
export function landingValue(href: string, referrer: string): string {
  const here = new URL(href);
  let landing = here;
  let from = "";
  try {
    const ref = new URL(referrer);
    if (ref.host === here.host) landing = ref;
    else from = ref.host;
  } catch {
    // No referrer, or not a URL: the visit began here.
  }
  const utm = (key: string) => (landing.searchParams.get(`utm_${key}`) ?? "").slice(0, 200);
  return new URLSearchParams({
    p: landing.pathname.slice(0, 300),
    r: from,
    s: utm("source"),
    m: utm("medium"),
    c: utm("campaign"),
  }).toString();
}
