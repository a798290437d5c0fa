// The browser's half of the first touch (ADR 193), kept tiny: it runs on every page. It
// remembers the page the visit began on (read once, when the app's code loads: `landingValue`) and writes it
// to `vs_touch` as soon as the visitor allows measurement: at once when they already did,
// else when they choose Accept All or switch Measurement on; choosing essential only deletes
// it. A visit that has one keeps it: the first touch is the first. The server cleans and
// bounds every field (first-touch.ts); here each is only cut short to keep the cookie small.
import { browserMayMeasure } from "./consent.ts";
import { COOKIES, readCookie, writeBrowserCookie } from "./cookies.ts";

/**
 * The first touch's cookie value for a page at `href` reached from `referrer`. A referrer on
 * this site means the visit began on that page and this one was reached by a full navigation
 * (a visitor's page loads its scripts on intent, ADR 218, so a link followed before that is
 * one): the earlier page, with its `utm_*`, is the landing page; the host it came from is not
 * known here.
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
    // No referrer.
  }
  const { pathname, searchParams } = landing;
  const part = (key: string) => (searchParams.get(`utm_${key}`) ?? "").slice(0, 200);
  return new URLSearchParams({
    p: pathname.slice(0, 300),
    r: from,
    s: part("source"),
    m: part("medium"),
    c: part("campaign"),
  }).toString();
}

export function captureFirstTouch() {
  const value = landingValue(location.href, document.referrer);
  const spec = COOKIES.firstTouch;
  const keep = () => {
    if (browserMayMeasure() && !readCookie(document.cookie, spec.name))
      writeBrowserCookie(spec, value);
  };
  keep();
  addEventListener("vs:consent", (event) =>
    (event as CustomEvent).detail === "all" ? keep() : writeBrowserCookie(spec, null),
  );
}
