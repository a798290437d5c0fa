// Cookie consent and privacy choices (cookie policy, docs/product.md#privacy-choices, ADR 010).
import { privacyChoiceCookie } from "./site-config.ts";

export const CONSENT_COOKIE = "vs_consent";
export type Consent = "all" | "essential";
export type PrivacyChoice = "opt-in" | "opt-out";
const YEAR_SECONDS = 365 * 24 * 60 * 60;

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

export function parseConsent(value: string | undefined): Consent | null {
  return value === "all" || value === "essential" ? value : null;
}

export function parsePrivacyChoice(value: string | undefined): PrivacyChoice | null {
  return value === "opt-in" || value === "opt-out" ? value : null;
}

/**
 * Non-essential measurement (the A/B events) happens only with consent to all
 * cookies, no 'opt-out' privacy choice and no Global Privacy Control signal.
 */
export function mayMeasure(input: {
  cookieHeader: string | null | undefined;
  gpc: boolean;
}): boolean {
  if (input.gpc) return false;
  if (parsePrivacyChoice(readCookie(input.cookieHeader, privacyChoiceCookie)) === "opt-out")
    return false;
  return parseConsent(readCookie(input.cookieHeader, CONSENT_COOKIE)) === "all";
}

/** A year-long, site-wide, same-site cookie (a Set-Cookie value, or what `document.cookie` takes). */
export function serializeCookie(name: string, value: string, secure: boolean): string {
  return `${name}=${encodeURIComponent(value)}; Max-Age=${YEAR_SECONDS}; Path=/; SameSite=Strict${secure ? "; Secure" : ""}`;
}

function writeCookie(name: string, value: string) {
  document.cookie = serializeCookie(name, value, location.protocol === "https:");
}

/** Browser only. */
export function browserGpc(): boolean {
  return (
    (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true
  );
}

export function getBrowserConsent(): Consent | null {
  return parseConsent(readCookie(document.cookie, CONSENT_COOKIE));
}

export function setBrowserConsent(consent: Consent) {
  writeCookie(CONSENT_COOKIE, consent);
  window.dispatchEvent(new CustomEvent("vs:consent", { detail: consent }));
}

export function getBrowserPrivacyChoice(): PrivacyChoice | null {
  return parsePrivacyChoice(readCookie(document.cookie, privacyChoiceCookie));
}

/**
 * docs/product.md#privacy-choices: '{brand}_privacy_choice', opt-in or opt-out, 365 days, path /,
 * SameSite=Strict.
 */
export function setBrowserPrivacyChoice(choice: PrivacyChoice) {
  writeCookie(privacyChoiceCookie, choice);
}

export function browserMayMeasure(): boolean {
  return mayMeasure({ cookieHeader: document.cookie, gpc: browserGpc() });
}

/**
 * Sends one measurement (a hero event, a quiz step) if the visitor allows it; the one way the
 * site measures (ADR 010, 186). A beacon survives the navigation a click starts; fetch
 * keepalive is the fallback. Browser only.
 */
export function sendMeasurement(endpoint: string, payload: unknown) {
  if (!browserMayMeasure()) return;
  const body = JSON.stringify(payload);
  const queued =
    typeof navigator.sendBeacon === "function" &&
    navigator.sendBeacon(endpoint, new Blob([body], { type: "application/json" }));
  if (queued) return;
  fetch(endpoint, {
    method: "POST",
    body,
    headers: { "content-type": "application/json" },
    keepalive: true,
    credentials: "same-origin",
  }).catch(() => {});
}
