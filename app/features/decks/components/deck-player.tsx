import { ChevronLeft, ChevronRight, House, Maximize, Minimize } from "lucide-react";
import { useEffect, type ReactNode } from "react";
import { Link } from "react-router";
import type { Deck } from "~/content/decks/types";
import { path } from "~/content/paths";
import { OWN_ATTRIBUTE } from "~/lib/own-attribute";
import { IslandScript } from "~/components/island-script";
import { slideAnnouncement } from "../deck-navigation";
import { SlideView } from "./slides";
import "./deck.css";
import "./deck-slide.css";
import "./deck-print.css";

/** Marks what the deck's own module answers (../deck.island.ts, ADR 228). */
const own = { [OWN_ATTRIBUTE]: "" };

/**
 * The deck player (ADR 060): the current slide lives in the URL fragment (#5, 1-based), so a
 * link opens that slide and Back/Forward move between slides. Every slide is in the HTML (print
 * gives one slide per page); only the current one is displayed. The deck's own module answers
 * its controls, keys and swipes for the page's whole life and shows the slide the address names
 * (../deck.island.ts, ADR 228); React renders the markup, slide 1 current (the server cannot
 * see the fragment), and never changes it.
 */
export function DeckPlayer({ deck }: { deck: Deck }) {
  const total = deck.slides.length;
  const index = 0;
  // Rendered after a client-side navigation: the module shows the slide of the address.
  useEffect(() => {
    dispatchEvent(new Event("vs:deck"));
  }, []);

  const controls = (
    <nav className="deck-controls" aria-label="Slides">
      <button
        type="button"
        className="deck-control"
        data-vs-deck-go="previous"
        suppressHydrationWarning
        disabled
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
        disabled={total <= 1}
      >
        Next
        <ChevronRight aria-hidden="true" />
      </button>
    </nav>
  );

  return (
    <div className="deck" data-theme={deck.theme} data-vs-deck="" {...own}>
      <IslandScript name="deck" />
      <header className="deck-bar">
        <Link to={path("/")} className="deck-control">
          <House aria-hidden="true" />
          Home
        </Link>
        <h1 className="deck-bar-title">{deck.title}</h1>
        {deck.controls === "header" ? controls : null}
        {/* One text: the deck's module rewrites it. */}
        <p className="deck-counter" data-vs-deck-counter="" suppressHydrationWarning>
          {`${index + 1} / ${total}`}
        </p>
        <FullscreenButton />
      </header>
      <div className="deck-stage">
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
      />
    </div>
  );
}

/** Both labels and icons are in the markup; deck.css shows those of the state (`:fullscreen`). */
function FullscreenButton(): ReactNode {
  return (
    <button
      type="button"
      className="deck-control"
      data-vs-deck-go="fullscreen"
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
