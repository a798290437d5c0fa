// The hero variant a waitlist sign-up saw (ADR 186): kept with the member only with
// measurement consent, only while the test collects figures, and only for the run the
// visitor's variant was drawn in. app/domain/accounts/sign-up.server.ts records it with the profile.
import { mayMeasure } from "../../lib/consent.ts";
import { readCookie } from "../../lib/cookies.ts";
import { HERO_VARIANT_COOKIE, parseHeroCookie, type HeroVariant } from "./hero-variant.ts";
import type { HeroStateCache } from "./runs.server.ts";

export type HeroAttribution = { heroTest: string; heroVariant: HeroVariant };

/** What of the hero test a sign-up request carries, or null. */
export async function heroAtSignUp(
  heroState: HeroStateCache,
  request: Request,
): Promise<HeroAttribution | null> {
  const cookieHeader = request.headers.get("cookie");
  if (!mayMeasure({ cookieHeader, gpc: request.headers.get("sec-gpc")?.trim() === "1" }))
    return null;
  const state = await heroState.get();
  const held = parseHeroCookie(readCookie(cookieHeader, HERO_VARIANT_COOKIE));
  if (state.shownToAll || !held || held.run !== state.run) return null;
  return { heroTest: state.testName, heroVariant: held.variant };
}
