import { useCallback, useEffect, useRef } from "react";
import { browserMayMeasure, sendMeasurement } from "~/lib/consent";
import type { HeroEventType } from "./experiments.schema";
import { HERO_VARIANT_COOKIE, parseHeroVariant, type HeroVariant } from "./hero-variant";

export const HERO_EVENTS_ENDPOINT = "/api/events";

function currentVariant(): HeroVariant {
  const marked = parseHeroVariant(document.documentElement.dataset.hero);
  if (marked) return marked;
  const match = new RegExp(`(?:^|; )${HERO_VARIANT_COOKIE}=([AB])`).exec(document.cookie);
  return parseHeroVariant(match?.[1]) ?? "A";
}

/** Sends one hero event, only when the visitor allows measurement (ADR 010). */
export function sendHeroEvent(eventType: HeroEventType) {
  sendMeasurement(HERO_EVENTS_ENDPOINT, { variant: currentVariant(), event_type: eventType });
}

/**
 * Counts one page view per visit of the landing page (sent as soon as measurement is
 * allowed, also when consent arrives later on the page) and returns the CTA click counter.
 */
export function useHeroEvents() {
  const viewSent = useRef(false);
  useEffect(() => {
    const trySend = () => {
      if (viewSent.current || !browserMayMeasure()) return;
      viewSent.current = true;
      sendHeroEvent("page_view");
    };
    trySend();
    window.addEventListener("vs:consent", trySend);
    return () => window.removeEventListener("vs:consent", trySend);
  }, []);
  return useCallback((cta: "primary" | "secondary") => {
    sendHeroEvent(cta === "primary" ? "click_primary_cta" : "click_secondary_cta");
  }, []);
}
