// Cookie consent and privacy choices (cookie policy, docs/product.md#privacy-choices, ADR 010).
import { COOKIES, readCookie, writeBrowserCookie } from "./cookies.ts";

export type Consent = "all" | "essential";
export type PrivacyChoice = "opt-in" | "opt-out";

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
  if (parsePrivacyChoice(readCookie(input.cookieHeader, COOKIES.privacyChoice.name)) === "opt-out")
    return false;
  return parseConsent(readCookie(input.cookieHeader, COOKIES.consent.name)) === "all";
}

/** Browser only. */
export function browserGpc(): boolean {
  return (
    (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true
  );
}

export function getBrowserConsent(): Consent | null {
  return parseConsent(readCookie(document.cookie, COOKIES.consent.name));
}

export function setBrowserConsent(consent: Consent) {
  writeBrowserCookie(COOKIES.consent, consent);
  window.dispatchEvent(new CustomEvent("vs:consent", { detail: consent }));
}

export function getBrowserPrivacyChoice(): PrivacyChoice | null {
  return parsePrivacyChoice(readCookie(document.cookie, COOKIES.privacyChoice.name));
}

/**
 * docs/product.md#privacy-choices: '{brand}_privacy_choice', opt-in or opt-out, 365 days, path /,
 * SameSite=Strict.
 */
export function setBrowserPrivacyChoice(choice: PrivacyChoice) {
  writeBrowserCookie(COOKIES.privacyChoice, choice);
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
