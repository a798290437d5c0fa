// Pure rules of deck navigation (docs/product.md#slide-decks; presenter keys after reveal.js).
// The deck's own module answers with them (deck.island.ts, ADR 228).
/** A slide's URL fragment, 1-based (slideIndexFromHash). */
export const SLIDE_HASH = /^#?(\d{1,4})$/;

export type DeckAction = "next" | "previous" | "first" | "last" | "fullscreen";

/**
 * The presenter keys (deckActionForKey): arrows, Page Up/Down (clickers send these), Space
 * (Shift+Space goes back), Home/End, F for fullscreen. Keys with Ctrl/Alt/Meta stay the browser's.
 */
export const DECK_KEYS: Readonly<Record<string, DeckAction>> = {
  ArrowRight: "next",
  ArrowDown: "next",
  PageDown: "next",
  ArrowLeft: "previous",
  ArrowUp: "previous",
  PageUp: "previous",
  " ": "next",
  Spacebar: "next",
  Home: "first",
  End: "last",
  f: "fullscreen",
  F: "fullscreen",
};
/** The keys Shift turns back ('next' becomes 'previous'). */
export const SHIFT_BACK_KEYS: readonly string[] = [" ", "Spacebar"];

/** A swipe is a mostly horizontal move of at least this many pixels (swipeAction). */
export const SWIPE_THRESHOLD_PX = 50;

/** The slide index (0 … total−1) for a URL fragment such as '#5' (1-based); anything else is the first slide. */
export function slideIndexFromHash(hash: string, total: number): number {
  const match = SLIDE_HASH.exec(hash);
  if (!match) return 0;
  return clampSlide(Number(match[1]) - 1, total);
}

export function hashForSlide(index: number): string {
  return `#${index + 1}`;
}

/** What the live region says when the slide changes (in the markup, for the deck's module). */
export function slideAnnouncement(index: number, total: number, title: string): string {
  return `Slide ${index + 1} of ${total}: ${title}`;
}

/** Previous and Next do not wrap around. */
export function clampSlide(index: number, total: number): number {
  return Math.min(Math.max(index, 0), Math.max(total - 1, 0));
}

export type DeckKey = {
  key: string;
  shiftKey?: boolean;
  altKey?: boolean;
  ctrlKey?: boolean;
  metaKey?: boolean;
};

/** A key's action (DECK_KEYS); keys with Ctrl/Alt/Meta stay the browser's. */
export function deckActionForKey(event: DeckKey): DeckAction | null {
  if (event.altKey || event.ctrlKey || event.metaKey) return null;
  if (!Object.hasOwn(DECK_KEYS, event.key)) return null;
  return event.shiftKey && SHIFT_BACK_KEYS.includes(event.key) ? "previous" : DECK_KEYS[event.key];
}

/** Swipe: a mostly horizontal move of at least 50 px; right-to-left goes forward. */
export function swipeAction(dx: number, dy: number): "next" | "previous" | null {
  if (Math.abs(dx) < SWIPE_THRESHOLD_PX || Math.abs(dx) <= Math.abs(dy)) return null;
  return dx < 0 ? "next" : "previous";
}
