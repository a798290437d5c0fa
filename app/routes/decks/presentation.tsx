import { presentationDeck } from "~/content/decks/presentation";
import { DeckPlayer } from "~/features/decks/components/deck-player";
import { pageMeta } from "~/lib/meta";
import type { RouteHandle } from "~/root";

// A full-screen deck: no site header or footer (the deck keeps its own Home link).
// Opened at a #slide, its scripts start at the first paint to show that slide (ADR 218).
export const handle: RouteHandle = { chrome: false, scripts: "fragment" };

// The deck carries its title, description and path.
export const meta = () => pageMeta(presentationDeck);

export default function DeckRoute() {
  return <DeckPlayer deck={presentationDeck} />;
}
