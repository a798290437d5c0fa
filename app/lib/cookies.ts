// Every cookie the site sets itself, in one table (ADR 187): name, path,
// SameSite, HttpOnly and lifetime here, `Secure` whenever the site is served over https (the
// server: PUBLIC_URL; the browser: the page's own protocol). The session cookies are
// better-auth's (app/domain/accounts/auth.server.ts); the theme control's module writes `vs_theme` itself
// (it runs before any module) with the same attributes as its row here. The cookie policy
// lists every row.
import { privacyChoiceCookie } from "./site-config.ts";

const YEAR = 365 * 24 * 60 * 60;

export type CookieSpec = {
  name: string;
  /** Seconds; the member hint takes the session cookie's own lifetime instead. */
  maxAge: number;
  sameSite: "Lax" | "Strict";
  /** Readable by the page's scripts (the widgets' modules, the banner), or server-only. */
  httpOnly: boolean;
};

export const COOKIES = {
  /** The cookie banner's choice (cookie policy). */
  consent: { name: "vs_consent", maxAge: YEAR, sameSite: "Strict", httpOnly: false },
  /** 'Your Privacy Choices' (docs/product.md#privacy-choices: '{brand}_privacy_choice', 365 days, Strict). */
  privacyChoice: { name: privacyChoiceCookie, maxAge: YEAR, sameSite: "Strict", httpOnly: false },
  /** The hero variant and its run (ADR 186), read by the bootstrap. */
  hero: { name: "vs_hero", maxAge: YEAR, sameSite: "Lax", httpOnly: false },
  /** The anonymous measurement visitor, only with consent (ADR 010). */
  visitor: { name: "vs_vid", maxAge: YEAR, sameSite: "Lax", httpOnly: true },
  /** A one-shot notice across a redirect (app/lib/notice.ts). */
  notice: { name: "vs_notice", maxAge: 60, sameSite: "Lax", httpOnly: false },
  /** 'A session is present', for the nav before first paint (server/plugins/member-hint.ts). */
  memberHint: { name: "vs_member", maxAge: 30 * 24 * 60 * 60, sameSite: "Lax", httpOnly: false },
  /**
   * The referral a visitor arrived with through /join?ref=… (ADR 192): for the browser
   * session, or 30 days with measurement consent; /waitlist and its sign-up use it.
   */
  referral: { name: "vs_ref", maxAge: 30 * 24 * 60 * 60, sameSite: "Lax", httpOnly: true },
  /**
   * The visit's first touch (landing path, referring host, utm_*: ADR 193), written by the
   * browser only with measurement consent, read at sign-up and by the native forms.
   */
  firstTouch: { name: "vs_touch", maxAge: 24 * 60 * 60, sameSite: "Lax", httpOnly: false },
  /** The footer's Theme choice, written by components/theme-control.island.ts. */
  theme: { name: "vs_theme", maxAge: YEAR, sameSite: "Lax", httpOnly: false },
} as const satisfies Record<string, CookieSpec>;

/** A Set-Cookie value (or what `document.cookie` takes, where HttpOnly is ignored). */
export function setCookie(
  spec: CookieSpec,
  value: string,
  /** `maxAge: null`: a cookie for the browser session (the hint of a session cookie). */
  opts: { secure: boolean; maxAge?: number | null },
): string {
  const maxAge = opts.maxAge === undefined ? spec.maxAge : opts.maxAge;
  const attributes = [`${spec.name}=${encodeURIComponent(value)}`, "Path=/"];
  if (maxAge !== null) attributes.push(`Max-Age=${maxAge}`);
  attributes.push(`SameSite=${spec.sameSite}`);
  if (spec.httpOnly) attributes.push("HttpOnly");
  if (opts.secure) attributes.push("Secure");
  return attributes.join("; ");
}

/** The Set-Cookie value that deletes the cookie. */
export function clearCookie(spec: CookieSpec, opts: { secure: boolean }): string {
  return setCookie(spec, "", { ...opts, maxAge: 0 });
}

/** In the browser: writes the cookie with the page's protocol deciding `Secure`. */
export function writeBrowserCookie(spec: CookieSpec, value: string | null) {
  const secure = location.protocol === "https:";
  document.cookie =
    value === null ? clearCookie(spec, { secure }) : setCookie(spec, value, { secure });
}

/** One cookie's value from a Cookie header (or `document.cookie`). */
export function readCookie(
  cookieHeader: string | null | undefined,
  name: string,
): string | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}
