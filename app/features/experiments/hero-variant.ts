// The home-page hero A/B test (docs/product.md#hero-test, docs/architecture.md D9). Pure helpers shared by
// the server (assignment), the inline bootstrap (marking) and the page (events).
import { COOKIES } from "../../lib/cookies.ts";

/** The experiment; its first run's test_name too (later runs: `hero-messaging#2`, ADR 186). */
export const HERO_TEST_NAME = "hero-messaging";
export const HERO_VARIANT_COOKIE = COOKIES.hero.name;
export const VISITOR_COOKIE = COOKIES.visitor.name;
export type HeroVariant = "A" | "B";

export function parseHeroVariant(value: string | undefined | null): HeroVariant | null {
  return value === "A" || value === "B" ? value : null;
}

/** 50/50 random split. */
export function assignHeroVariant(random: () => number = Math.random): HeroVariant {
  return random() < 0.5 ? "A" : "B";
}

/** The test_name of a run: its events, counters and sign-ups carry it (ADR 186). */
export function heroRunName(run: number): string {
  return run === 1 ? HERO_TEST_NAME : `${HERO_TEST_NAME}#${run}`;
}

/**
 * The variant cookie names the run it was drawn in: `B` (run 1) or `B2`, `A3`… The head
 * script reads only its first letter, so a cookie of another run still paints; the server
 * draws again when the run has changed.
 */
export function heroCookieValue(variant: HeroVariant, run: number): string {
  return run === 1 ? variant : `${variant}${run}`;
}

export function parseHeroCookie(
  value: string | undefined | null,
): { variant: HeroVariant; run: number } | null {
  const match = /^([AB])([1-9][0-9]{0,5})?$/.exec(value ?? "");
  if (!match) return null;
  return { variant: match[1] as HeroVariant, run: match[2] ? Number(match[2]) : 1 };
}
