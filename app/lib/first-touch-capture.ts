// The browser's half of the first touch (ADR 193), kept tiny: it runs on every page. It
// remembers the page the visit began on (read once, when the app's code loads) and writes it
// to `vs_touch` as soon as the visitor allows measurement: at once when they already did,
// else when they choose Accept All or switch Measurement on; choosing essential only deletes
// it. A visit that has one keeps it: the first touch is the first. The server cleans and
// bounds every field (first-touch.ts); here each is only cut short to keep the cookie small.
import { browserMayMeasure } from "./consent.ts";
import { COOKIES, readCookie, writeBrowserCookie } from "./cookies.ts";

export function captureFirstTouch() {
  const { pathname, searchParams, host } = new URL(location.href);
  let from = "";
  try {
    from = new URL(document.referrer).host;
  } catch {
    // No referrer.
  }
  const part = (key: string) => (searchParams.get(`utm_${key}`) ?? "").slice(0, 200);
  const value = new URLSearchParams({
    p: pathname.slice(0, 300),
    r: from === host ? "" : from,
    s: part("source"),
    m: part("medium"),
    c: part("campaign"),
  }).toString();
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
