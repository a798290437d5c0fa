import { ChevronLeft, ChevronRight, House, Maximize, Minimize } from "lucide-react";
import { useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import type { Deck } from "~/content/decks/types";
import { path } from "~/content/paths";
import { OWN_ATTRIBUTE } from "~/lib/own-attribute";
import {
  clampSlide,
  deckActionForKey,
  hashForSlide,
  slideAnnouncement,
  slideIndexFromHash,
  swipeAction,
} from "../deck-navigation";
import { SlideView } from "./slides";
import "./deck.css";
import "./deck-slide.css";
import "./deck-print.css";

/** Keys typed into these elements, and Space/Enter on controls, belong to the element. */
function ownsKey(target: EventTarget | null, key: string): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target.closest("input, textarea, select")) return true;
  return (key === " " || key === "Enter") && target.closest("button, a, summary") !== null;
}

/** Full screen on or off. Which label and icon the button shows is CSS's (`:fullscreen`). */
function toggleFullscreen() {
  if (document.fullscreenElement) void document.exitFullscreen().catch(() => {});
  else void document.documentElement.requestFullscreen?.().catch(() => {});
}

/** Marks what the head script answers until hydration (app/lib/head-deck.ts, ADR 226). */
const own = { [OWN_ATTRIBUTE]: "" };

/**
 * The deck player (ADR 060): the current slide lives in the URL fragment (#5, 1-based),
 * so a link opens that slide and Back/Forward move between slides. Every slide is in the
 * HTML (print gives one slide per page); only the current one is displayed. Until the page has
 * hydrated, the head script answers the same controls and keys from the same fragment
 * (app/lib/head-deck.ts, ADR 226): what it changed in the markup is what this renders next.
 */
export function DeckPlayer({ deck }: { deck: Deck }) {
  const total = deck.slides.length;
  const location = useLocation();
  // The server cannot see the fragment: render slide 1 until hydrated, then follow the URL.
  const [hydrated, setHydrated] = useState(false);
  const navigate = useNavigate();
  useEffect(() => {
    setHydrated(true);
    // A slide the head script stepped to once the router had read the address (while the page
    // hydrated): the router adopts the address bar's.
    const { hash } = window.location;
    if (hash !== location.hash)
      navigate(
        { pathname: location.pathname, search: location.search, hash },
        { replace: true, preventScrollReset: true },
      );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on hydrating
  }, []);
  const index = hydrated ? slideIndexFromHash(location.hash, total) : 0;

  // Key presses can arrive faster than renders (a held arrow key, a clicker): each step
  // starts from the slide last asked for, not from the last rendered one. That slide is the
  // one in the address bar: a hash-only navigation (and Back/Forward) updates it at once,
  // while the render that follows is a React transition committed — and its effects run —
  // later. A copy of the index kept in a ref and re-synced from an effect went stale in
  // between and swallowed the next press.
  const go = useCallback(
    (to: number | ((current: number) => number)) => {
      const current = slideIndexFromHash(window.location.hash, total);
      const next = clampSlide(typeof to === "function" ? to(current) : to, total);
      if (next === current) return;
      navigate(
        { pathname: location.pathname, search: location.search, hash: hashForSlide(next) },
        { preventScrollReset: true },
      );
    },
    [total, navigate, location.pathname, location.search],
  );

  const latest = useRef({ go });
  latest.current = { go };
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || ownsKey(event.target, event.key)) return;
      const action = deckActionForKey(event);
      if (!action) return;
      event.preventDefault();
      const { go } = latest.current;
      if (action === "next") go((i) => i + 1);
      else if (action === "previous") go((i) => i - 1);
      else if (action === "first") go(0);
      else if (action === "last") go(total - 1);
      else toggleFullscreen();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [total]);

  // Announce slide changes (not the first render) to screen readers.
  const [announcement, setAnnouncement] = useState("");
  const announced = useRef<number | null>(null);
  useEffect(() => {
    if (!hydrated) return;
    if (announced.current !== null && announced.current !== index) {
      setAnnouncement(slideAnnouncement(index, total, deck.slides[index].title));
    }
    announced.current = index;
  }, [hydrated, index, total, deck.slides]);

  const touchStart = useRef<{ x: number; y: number } | null>(null);

  const controls = (
    <nav className="deck-controls" aria-label="Slides">
      <button
        type="button"
        className="deck-control"
        data-vs-deck-go="previous"
        suppressHydrationWarning
        onClick={() => go((i) => i - 1)}
        disabled={index === 0}
      >
        <ChevronLeft aria-hidden="true" />
        Previous
      </button>
      <ol className="deck-dots">
        {deck.slides.map((slide, i) => (
          <li key={i}>
            <button
              type="button"
              className="deck-dot"
              aria-label={`Go to slide ${i + 1}`}
              aria-current={i === index ? "true" : undefined}
              data-vs-deck-go={i}
              suppressHydrationWarning
              onClick={() => go(i)}
            >
              <span />
            </button>
          </li>
        ))}
      </ol>
      <button
        type="button"
        className="deck-control"
        data-vs-deck-go="next"
        suppressHydrationWarning
        onClick={() => go((i) => i + 1)}
        disabled={index === total - 1}
      >
        Next
        <ChevronRight aria-hidden="true" />
      </button>
    </nav>
  );

  return (
    <div className="deck" data-theme={deck.theme} data-vs-deck="" {...own}>
      <header className="deck-bar">
        <Link to={path("/")} className="deck-control">
          <House aria-hidden="true" />
          Home
        </Link>
        <h1 className="deck-bar-title">{deck.title}</h1>
        {deck.controls === "header" ? controls : null}
        {/* One text: the head script rewrites it before hydration. */}
        <p className="deck-counter" data-vs-deck-counter="" suppressHydrationWarning>
          {`${index + 1} / ${total}`}
        </p>
        <FullscreenButton onClick={toggleFullscreen} />
      </header>
      <div
        className="deck-stage"
        onTouchStart={(e) => {
          const t = e.changedTouches[0];
          touchStart.current = t ? { x: t.clientX, y: t.clientY } : null;
        }}
        onTouchEnd={(e) => {
          const start = touchStart.current;
          const t = e.changedTouches[0];
          touchStart.current = null;
          if (!start || !t) return;
          const action = swipeAction(t.clientX - start.x, t.clientY - start.y);
          if (action === "next") go((i) => i + 1);
          else if (action === "previous") go((i) => i - 1);
        }}
      >
        {deck.slides.map((slide, i) => (
          <div
            key={i}
            className="deck-frame"
            data-current={i === index}
            data-announce={slideAnnouncement(i, total, slide.title)}
            suppressHydrationWarning
          >
            <section
              className="deck-slide"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${total}`}
            >
              <SlideView slide={slide} />
            </section>
          </div>
        ))}
      </div>
      {deck.controls === "footer" ? controls : null}
      <div
        className="deck-live"
        aria-live="polite"
        aria-atomic="true"
        data-vs-deck-live=""
        suppressHydrationWarning
      >
        {announcement}
      </div>
    </div>
  );
}

/** Both labels and icons are in the markup; deck.css shows those of the state (`:fullscreen`). */
function FullscreenButton({ onClick }: { onClick: () => void }): ReactNode {
  return (
    <button
      type="button"
      className="deck-control"
      data-vs-deck-go="fullscreen"
      onClick={onClick}
      aria-keyshortcuts="F"
      title="Full screen (F)"
    >
      <Maximize aria-hidden="true" className="deck-fullscreen-off" />
      <Minimize aria-hidden="true" className="deck-fullscreen-on" />
      <span className="sr-only deck-fullscreen-off">Enter full screen</span>
      <span className="sr-only deck-fullscreen-on">Exit full screen</span>
    </button>
  );
}
