// Pure rules of deck navigation (docs/product.md#slide-decks; presenter keys after reveal.js).

/** The slide index (0 … total−1) for a URL fragment such as '#5' (1-based); anything else is the first slide. */
export function slideIndexFromHash(hash: string, total: number): number {
  const match = /^#?(\d{1,4})$/.exec(hash);
  if (!match) return 0;
  return clampSlide(Number(match[1]) - 1, total);
}

export function hashForSlide(index: number): string {
  return `#${index + 1}`;
}

/** Previous and Next do not wrap around. */
export function clampSlide(index: number, total: number): number {
  return Math.min(Math.max(index, 0), Math.max(total - 1, 0));
}

export type DeckAction = "next" | "previous" | "first" | "last" | "fullscreen";

export type DeckKey = {
  key: string;
  shiftKey?: boolean;
  altKey?: boolean;
  ctrlKey?: boolean;
  metaKey?: boolean;
};

/**
 * The presenter keys: arrows, Page Up/Down (clickers send these), Space (Shift+Space goes
 * back), Home/End, F for fullscreen. Keys with Ctrl/Alt/Meta stay the browser's.
 */
export function deckActionForKey(event: DeckKey): DeckAction | null {
  if (event.altKey || event.ctrlKey || event.metaKey) return null;
  switch (event.key) {
    case "ArrowRight":
    case "ArrowDown":
    case "PageDown":
      return "next";
    case "ArrowLeft":
    case "ArrowUp":
    case "PageUp":
      return "previous";
    case " ":
    case "Spacebar":
      return event.shiftKey ? "previous" : "next";
    case "Home":
      return "first";
    case "End":
      return "last";
    case "f":
    case "F":
      return "fullscreen";
    default:
      return null;
  }
}

/** Swipe: a mostly horizontal move of at least 50 px; right-to-left goes forward. */
export const SWIPE_THRESHOLD_PX = 50;
export function swipeAction(dx: number, dy: number): "next" | "previous" | null {
  if (Math.abs(dx) < SWIPE_THRESHOLD_PX || Math.abs(dx) <= Math.abs(dy)) return null;
  return dx < 0 ? "next" : "previous";
}
