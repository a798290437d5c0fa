// The home-page hero A/B test (spec §2 Landing, docs/architecture.md D9). Pure helpers shared by
// the server (assignment), the inline head script (marking) and the page (events).

export const HERO_TEST_NAME = "hero-messaging";
export const HERO_VARIANT_COOKIE = "vs_hero";
export const VISITOR_COOKIE = "vs_vid";
export type HeroVariant = "A" | "B";

export function parseHeroVariant(value: string | undefined | null): HeroVariant | null {
  return value === "A" || value === "B" ? value : null;
}

/** 50/50 random split. */
export function assignHeroVariant(random: () => number = Math.random): HeroVariant {
  return random() < 0.5 ? "A" : "B";
}
