// The hero test's events (ADR 220): the beacon's address and its event types, shared by the
// measurement module (measure.island.ts), React (use-hero-events.ts) and the server's schema.
// With its extension: the server (plain Node) imports this module too.

/** The hero beacon's address (server/api/events.ts accepts it). */
export const HERO_EVENTS_ENDPOINT = "/api/events";
export const HERO_EVENT_TYPES = ["page_view", "click_primary_cta", "click_secondary_cta"] as const;
export type HeroEventType = (typeof HERO_EVENT_TYPES)[number];
