// A slide deck's own module (ADR 060, 226, 228), loaded by the deck pages: it answers the deck
// for the page's whole life, before, during and after hydration; React renders the deck's
// markup (components/deck-player.tsx) and never handles it. The slide is the URL fragment (#5),
// so a link opens that slide and Back/Forward move between slides. The rules are
// ./deck-navigation.ts, the ones the tests check.
// - `data-vs-deck` marks the deck; `data-vs-deck-go` a control: "previous", "next",
//   "fullscreen" or a slide's index (a dot); the presenter keys (deckActionForKey) and a swipe
//   on the stage (swipeAction) step too;
// - a slide's frame (`.deck-frame`) carries `data-current` and its announcement
//   (`data-announce`), written into `data-vs-deck-live`; `data-vs-deck-counter` reads "5 / 12".
// A step pushes the slide's fragment (`history.pushState`: no scroll).
import {
  clampSlide,
  deckActionForKey,
  hashForSlide,
  slideIndexFromHash,
  swipeAction,
  type DeckAction,
} from "./deck-navigation";

const deckOnPage = () => document.querySelector<HTMLElement>("[data-vs-deck]");
const frames = (deck: HTMLElement) => deck.querySelectorAll<HTMLElement>(".deck-frame");

/** Shows the slide the address names; `announce` says it in the live region when it changed. */
function show(deck: HTMLElement, announce: boolean) {
  const all = frames(deck);
  const total = all.length;
  const index = slideIndexFromHash(location.hash, total);
  const counter = deck.querySelector<HTMLElement>("[data-vs-deck-counter]");
  const live = deck.querySelector<HTMLElement>("[data-vs-deck-live]");
  const text = `${index + 1} / ${total}`;
  all.forEach((frame, j) => frame.setAttribute("data-current", String(j === index)));
  for (const control of deck.querySelectorAll<HTMLButtonElement>("[data-vs-deck-go]")) {
    const go = control.dataset.vsDeckGo;
    if (go === "previous") control.disabled = index === 0;
    else if (go === "next") control.disabled = index === total - 1;
    else if (go !== "fullscreen") {
      if (Number(go) === index) control.setAttribute("aria-current", "true");
      else control.removeAttribute("aria-current");
    }
  }
  if (announce && live && counter && counter.textContent !== text)
    live.textContent = all[index].dataset.announce ?? "";
  if (counter) counter.textContent = text;
}

function act(deck: HTMLElement, action: DeckAction | number) {
  if (action === "fullscreen") {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => {});
    else void document.documentElement.requestFullscreen?.().catch(() => {});
    return;
  }
  const total = frames(deck).length;
  const current = slideIndexFromHash(location.hash, total);
  const next = clampSlide(
    action === "next"
      ? current + 1
      : action === "previous"
        ? current - 1
        : action === "first"
          ? 0
          : action === "last"
            ? total - 1
            : action,
    total,
  );
  if (next === current) return;
  history.pushState(history.state, "", hashForSlide(next));
  show(deck, true);
}

addEventListener(
  "click",
  (event) => {
    const deck = deckOnPage();
    const control =
      event.target instanceof Element
        ? event.target.closest<HTMLElement>("[data-vs-deck-go]")
        : null;
    if (!deck || !control || !deck.contains(control)) return;
    const go = control.dataset.vsDeckGo ?? "";
    act(deck, /^\d+$/.test(go) ? Number(go) : (go as DeckAction));
  },
  true,
);

/** Keys typed into these elements, and Space/Enter on controls, belong to the element. */
function ownsKey(target: EventTarget | null, key: string): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target.closest("input, textarea, select")) return true;
  return (key === " " || key === "Enter") && target.closest("button, a, summary") !== null;
}

addEventListener(
  "keydown",
  (event) => {
    const deck = deckOnPage();
    // A key the page held before hydration comes again, untrusted (page-start.ts): answered.
    if (!deck || !event.isTrusted || event.defaultPrevented || ownsKey(event.target, event.key))
      return;
    const action = deckActionForKey(event);
    if (!action) return;
    event.preventDefault();
    act(deck, action);
  },
  true,
);

let touchStart: { x: number; y: number } | null = null;
addEventListener(
  "touchstart",
  (event) => {
    const touch = event.changedTouches[0];
    const onStage = event.target instanceof Element && event.target.closest(".deck-stage") !== null;
    touchStart = deckOnPage() && touch && onStage ? { x: touch.clientX, y: touch.clientY } : null;
  },
  { capture: true, passive: true },
);
addEventListener(
  "touchend",
  (event) => {
    const deck = deckOnPage();
    const start = touchStart;
    const touch = event.changedTouches[0];
    touchStart = null;
    if (!deck || !start || !touch) return;
    const action = swipeAction(touch.clientX - start.x, touch.clientY - start.y);
    if (action) act(deck, action);
  },
  true,
);

const sync = (announce: boolean) => {
  const deck = deckOnPage();
  if (deck) show(deck, announce);
};
addEventListener("popstate", () => sync(true));
addEventListener("hashchange", () => sync(true));
// A deck rendered after a client-side navigation says so (deck-player.tsx).
addEventListener("vs:deck", () => sync(false));
if (document.readyState === "loading")
  document.addEventListener("DOMContentLoaded", () => sync(false));
else sync(false);
