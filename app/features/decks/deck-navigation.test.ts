import { describe, expect, it } from "vitest";
import {
  clampSlide,
  deckActionForKey,
  hashForSlide,
  slideIndexFromHash,
  swipeAction,
} from "./deck-navigation";

describe("deck navigation", () => {
  it("reads the 1-based slide from the URL fragment and clamps it", () => {
    expect(slideIndexFromHash("#5", 12)).toBe(4);
    expect(slideIndexFromHash("#1", 12)).toBe(0);
    expect(slideIndexFromHash("#12", 12)).toBe(11);
    expect(slideIndexFromHash("#99", 12)).toBe(11);
    expect(slideIndexFromHash("#0", 9)).toBe(0);
    expect(slideIndexFromHash("", 9)).toBe(0);
    expect(slideIndexFromHash("#intro", 9)).toBe(0);
    expect(slideIndexFromHash("#-3", 9)).toBe(0);
    expect(hashForSlide(4)).toBe("#5");
  });

  it("does not wrap around", () => {
    expect(clampSlide(-1, 12)).toBe(0);
    expect(clampSlide(12, 12)).toBe(11);
    expect(clampSlide(3, 12)).toBe(3);
  });

  it("maps the presenter keys", () => {
    expect(deckActionForKey({ key: "ArrowRight" })).toBe("next");
    expect(deckActionForKey({ key: "PageDown" })).toBe("next");
    expect(deckActionForKey({ key: " " })).toBe("next");
    expect(deckActionForKey({ key: " ", shiftKey: true })).toBe("previous");
    expect(deckActionForKey({ key: "ArrowLeft" })).toBe("previous");
    expect(deckActionForKey({ key: "PageUp" })).toBe("previous");
    expect(deckActionForKey({ key: "Home" })).toBe("first");
    expect(deckActionForKey({ key: "End" })).toBe("last");
    expect(deckActionForKey({ key: "f" })).toBe("fullscreen");
    expect(deckActionForKey({ key: "F", shiftKey: true })).toBe("fullscreen");
    expect(deckActionForKey({ key: "ArrowRight", altKey: true })).toBeNull();
    expect(deckActionForKey({ key: "f", ctrlKey: true })).toBeNull();
    expect(deckActionForKey({ key: "x" })).toBeNull();
  });

  it("recognises horizontal swipes only", () => {
    expect(swipeAction(-120, 10)).toBe("next");
    expect(swipeAction(120, -10)).toBe("previous");
    expect(swipeAction(-30, 0)).toBeNull();
    expect(swipeAction(-80, 120)).toBeNull();
  });
});
