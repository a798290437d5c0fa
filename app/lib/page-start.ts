// Starting the page's React scripts, and the clicks that come before them (ADR 218, 228), in
// the site's own module (app/islands/site.island.ts), on every page.
//
// Scripts on intent (ADR 218): the server writes React Router's module script inert
// (scripts-after-paint.server.ts) and this module starts it, never before the document is
// parsed. A visitor's page (nobody signed in) is whole without it, so it starts at the first
// sign of someone using the page (INTENT_EVENTS), or on its own once the browser is idle
// IDLE_START_MS after the load event. Pages with work to do unasked start at the first
// contentful paint, or the load event if that comes later (at the load event in a hidden tab or
// without paint timing, 3 s after it at the latest): a signed-in member's (the member hint), a page carrying a one-shot notice, a
// route whose handle says `scripts: "fragment"` opened at a #fragment (a slide deck at #5), or
// `scripts: "measured"` for a visitor who allows measurement (the landing page).
//
// Early clicks: a server-rendered button is on screen before React has hydrated it (or before a
// deferred part has, components/deferred.tsx), and React drops a click it cannot dispatch. Such
// clicks (and the presses before them, so React does not half-handle them) are held here and
// replayed by `__vsReplay` once the page, then each deferred part, has hydrated. A held submit
// button whose page never hydrates submits its form natively after 8 s; one in a deferred part
// of a hydrated page does not (ADR 130). Links are left to the browser, and so are the controls
// a widget's own module answers (`data-vs-own`). Navigation keys pressed before hydration
// (REPLAYED_KEYS) are held and dispatched again, like clicks.
import { browserMayMeasure } from "./consent.ts";
import { COOKIES, readCookie } from "./cookies.ts";
import {
  IDLE_START_MS,
  INERT_MODULE_TYPE,
  INTENT_EVENTS,
  REPLAYED_KEYS,
  type PageGlobals,
} from "./head-script.ts";
import { OWN_ATTRIBUTE } from "./own-attribute.ts";

const IDLE_TIMEOUT_MS = 2000;
const NATIVE_SUBMIT_AFTER_MS = 8000;
const w = window as Window & PageGlobals;
const html = document.documentElement;

const waiting = (el: Element) =>
  !w.__vsHydrated || el.closest("[data-deferred]:not([data-ready])") !== null;

function heldTarget(event: Event): HTMLElement | null {
  const el =
    event.target instanceof Element
      ? event.target.closest<HTMLElement>(
          "button,[role=button],[role=radio],[role=checkbox],[role=switch],[role=tab]",
        )
      : null;
  return el && !el.closest(`a[href],[data-vs-theme],[${OWN_ATTRIBUTE}]`) && waiting(el) ? el : null;
}

let clicks: HTMLElement[] = [];
let keys: [Element, KeyboardEventInit][] = [];

for (const type of ["pointerdown", "mousedown", "pointerup", "mouseup"])
  addEventListener(type, (e) => heldTarget(e) && e.stopImmediatePropagation(), true);

addEventListener(
  "click",
  (event) => {
    const el = heldTarget(event);
    if (!el) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (!clicks.includes(el)) clicks.push(el);
    if (el instanceof HTMLButtonElement && el.type === "submit" && el.form)
      setTimeout(() => {
        const i = clicks.indexOf(el);
        if (i < 0 || w.__vsHydrated || !el.isConnected) return;
        clicks.splice(i, 1);
        el.form?.requestSubmit(el);
      }, NATIVE_SUBMIT_AFTER_MS);
  },
  true,
);

const replayedKeys: readonly string[] = REPLAYED_KEYS;
addEventListener(
  "keydown",
  (event) => {
    const el = event.target;
    if (w.__vsHydrated || !event.isTrusted || !replayedKeys.includes(event.key)) return;
    if (!(el instanceof HTMLElement) || el.isContentEditable) return;
    if (el.closest(`input,textarea,select,[${OWN_ATTRIBUTE}]`)) return;
    if (event.key === " " && el.closest("button,a,summary,[role=button]")) return;
    const { key, code, shiftKey, altKey, ctrlKey, metaKey } = event;
    keys.push([
      el,
      { key, code, shiftKey, altKey, ctrlKey, metaKey, bubbles: true, cancelable: true },
    ]);
  },
  true,
);

w.__vsReplay = () => {
  const held = clicks;
  clicks = [];
  for (const el of held) {
    if (!el.isConnected) continue;
    if (waiting(el)) clicks.push(el);
    else el.click();
  }
  const pressed = keys;
  keys = [];
  for (const [el, init] of pressed) {
    const target = el.isConnected ? el : document.body;
    if (waiting(target)) keys.push([el, init]);
    else target.dispatchEvent(new KeyboardEvent("keydown", init));
  }
};

/** Starts React Router's module script, written inert by the server. */
function boot() {
  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", boot, { once: true });
    return;
  }
  if (w.__vsBooted) return;
  w.__vsBooted = 1;
  for (const inert of document.querySelectorAll<HTMLScriptElement>(
    `script[type="${INERT_MODULE_TYPE}"]`,
  )) {
    const script = document.createElement("script");
    script.type = "module";
    if (inert.nonce) script.nonce = inert.nonce;
    script.textContent = inert.textContent;
    inert.replaceWith(script);
  }
}

w.__vsStart = boot;

const startsAtPaint =
  (html.dataset.scripts === "fragment" && location.hash.length > 1) ||
  (html.dataset.scripts === "measured" && browserMayMeasure()) ||
  // The member hint's cookie, not the bootstrap's `data-member`: this module may run first.
  readCookie(document.cookie, COOKIES.memberHint.name) !== undefined ||
  readCookie(document.cookie, COOKIES.notice.name) !== undefined;

if (startsAtPaint) {
  // Never before the load event: a module started earlier would hold it back.
  const afterLoad = () =>
    document.readyState === "complete" ? boot() : addEventListener("load", boot, { once: true });
  const paintTiming = PerformanceObserver.supportedEntryTypes?.includes("paint") ?? false;
  if (paintTiming)
    new PerformanceObserver((list, observer) => {
      if (!list.getEntriesByName("first-contentful-paint").length) return;
      observer.disconnect();
      afterLoad();
    }).observe({ type: "paint", buffered: true });
  const atLoad = () =>
    !paintTiming || document.visibilityState !== "visible" ? boot() : setTimeout(boot, 3000);
  if (document.readyState === "complete") atLoad();
  else addEventListener("load", atLoad);
} else {
  const go = () => {
    for (const type of INTENT_EVENTS) removeEventListener(type, go, true);
    boot();
  };
  for (const type of INTENT_EVENTS) addEventListener(type, go, { capture: true, passive: true });
  const idle = () =>
    setTimeout(
      () =>
        "requestIdleCallback" in w ? requestIdleCallback(go, { timeout: IDLE_TIMEOUT_MS }) : go(),
      IDLE_START_MS,
    );
  if (document.readyState === "complete") idle();
  else addEventListener("load", idle);
}
