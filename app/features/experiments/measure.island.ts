// Measurement that must not wait for the page's scripts (ADR 220, 227; a module of its own
// since ADR 228), on every page, only while the visitor allows it (mayMeasure: consent to all,
// no opt-out, no Global Privacy Control):
// - the visit's first touch (the landing page, the host that linked to it, its utm_*) is kept
//   in the `vs_touch` cookie at once, or when 'Accept All' is chosen; any other choice
//   deletes it;
// - on the hero test's page (root.tsx writes `data-scripts="measured"`), the document's own
//   visit sends its page view once, and every hero link followed (`data-hero-cta`) sends its
//   click, before and after hydration alike. React counts only the later visits of a
//   client-side navigation (use-hero-events.ts), through `__vsHero` and `__vsHeroVisit`;
// - one page's events carry one visitor id drawn here, which the server uses while the request
//   has no vs_vid cookie yet: a page view and a click sent together are one visitor.
import { browserMayMeasure, sendMeasurement } from "~/lib/consent";
import { COOKIES, readCookie, writeBrowserCookie } from "~/lib/cookies";
import { landingValue } from "~/lib/first-touch";
import { HERO_EVENTS_ENDPOINT, type HeroEventType } from "./hero-events";
import type { HeroGlobals } from "./use-hero-events";

const html = document.documentElement;
const w = window as Window & HeroGlobals;

function keepFirstTouch() {
  if (browserMayMeasure() && !readCookie(document.cookie, COOKIES.firstTouch.name))
    writeBrowserCookie(COOKIES.firstTouch, landingValue(location.href, document.referrer));
}

let visitor: string | undefined;
function drawVisitor() {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

function sendHero(type: HeroEventType) {
  if (!browserMayMeasure()) return;
  visitor ??= drawVisitor();
  const variant = html.dataset.hero === "B" ? "B" : "A";
  sendMeasurement(HERO_EVENTS_ENDPOINT, { variant, event_type: type, visitor });
}

const visit = html.dataset.scripts === "measured" ? { sent: false } : null;
function countVisit() {
  if (visit && !visit.sent && html.dataset.scripts === "measured" && browserMayMeasure()) {
    visit.sent = true;
    sendHero("page_view");
  }
}
w.__vsHero = sendHero;
w.__vsHeroVisit = visit;

keepFirstTouch();
if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", countVisit);
else countVisit();
addEventListener("vs:consent", (event) => {
  if ((event as CustomEvent<string>).detail === "all") keepFirstTouch();
  else writeBrowserCookie(COOKIES.firstTouch, null);
  countVisit();
});
addEventListener(
  "click",
  (event) => {
    const link = event.target instanceof Element ? event.target.closest("a[data-hero-cta]") : null;
    if (link)
      sendHero(
        link.getAttribute("data-hero-cta") === "primary"
          ? "click_primary_cta"
          : "click_secondary_cta",
      );
  },
  true,
);
