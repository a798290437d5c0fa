import { useEffect } from "react";
import { useLocation } from "react-router";
import { browserMayMeasure } from "~/lib/consent";
import type { HeroEventType } from "./hero-events";

/** What the measurement module (measure.island.ts) leaves on the window for React. */
export type HeroGlobals = {
  /** Sends one hero event if the visitor allows measurement (measure.island.ts). */
  __vsHero?: (eventType: HeroEventType) => void;
  /** The document's own visit of the landing page, counted by measure.island.ts (null elsewhere). */
  __vsHeroVisit?: { sent: boolean } | null;
};

/** The first landing-page render of this document: measure.island.ts counts it (ADR 220). */
let documentVisitClaimed = false;

/**
 * Counts a page view of the landing page reached by a client-side navigation, once, as soon as
 * the visitor allows measurement (also when consent arrives later on the page). The document's
 * own visit and every hero link followed are counted by the measurement module
 * (measure.island.ts, ADR 228), before and after hydration alike, so nothing here depends on how
 * soon the page's scripts started.
 */
export function useHeroPageViews() {
  const { key } = useLocation();
  useEffect(() => {
    const w: Window & HeroGlobals = window;
    const visit = w.__vsHeroVisit;
    if (visit && !documentVisitClaimed) {
      documentVisitClaimed = true;
      // Leaving the page ends its visit: a consent given on another page counts no view here.
      return () => {
        visit.sent = true;
      };
    }
    let sent = false;
    const trySend = () => {
      if (sent || !browserMayMeasure()) return;
      sent = true;
      w.__vsHero?.("page_view");
    };
    trySend();
    window.addEventListener("vs:consent", trySend);
    return () => window.removeEventListener("vs:consent", trySend);
  }, [key]);
}
