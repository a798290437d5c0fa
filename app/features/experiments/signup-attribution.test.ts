// Which sign-ups count for the hero test (ADR 186, 220): every combination of the visitor's
// measurement choice, the run their variant cookie was drawn in and a stopped test.
import { describe, expect, it } from "vitest";
import { COOKIES } from "~/lib/cookies";
import { heroRunName } from "./hero-variant";
import type { HeroState, HeroStateCache } from "./runs.server";
import { heroAtSignUp } from "./signup-attribution.server";

const consents = {
  none: { cookie: "", gpc: false, measures: false },
  rejected: { cookie: "vs_consent=essential", gpc: false, measures: false },
  accepted: { cookie: "vs_consent=all", gpc: false, measures: true },
  "accepted, opted out": {
    cookie: `vs_consent=all; ${COOKIES.privacyChoice.name}=opt-out`,
    gpc: false,
    measures: false,
  },
  "accepted, opted in": {
    cookie: `vs_consent=all; ${COOKIES.privacyChoice.name}=opt-in`,
    gpc: false,
    measures: true,
  },
  "accepted, Global Privacy Control": { cookie: "vs_consent=all", gpc: true, measures: false },
};
// The run in force is 2; `held` is the run the cookie names (null: no usable cookie).
const cookies = {
  "no variant cookie": { cookie: "", held: null },
  "B of the run in force": { cookie: "vs_hero=B2", held: 2 },
  "A of an earlier run": { cookie: "vs_hero=A", held: 1 },
  "a forged value": { cookie: "vs_hero=C2", held: null },
};
const tests: Record<string, HeroState> = {
  running: { run: 2, testName: heroRunName(2), shownToAll: null },
  "stopped (A shown to all)": { run: 2, testName: heroRunName(2), shownToAll: "A" },
};

const cacheOf = (state: HeroState): HeroStateCache => ({
  get: () => Promise.resolve(state),
  refresh: () => Promise.resolve(state),
});

describe("a sign-up's hero attribution", () => {
  for (const [consentName, consent] of Object.entries(consents))
    for (const [cookieName, variantCookie] of Object.entries(cookies))
      for (const [testName, state] of Object.entries(tests)) {
        const counts =
          consent.measures && variantCookie.held === state.run && state.shownToAll === null;
        it(`${consentName}, ${cookieName}, test ${testName}: ${counts ? "counts" : "counts nowhere"}`, async () => {
          const cookie = [consent.cookie, variantCookie.cookie].filter(Boolean).join("; ");
          const headers: Record<string, string> = { cookie };
          if (consent.gpc) headers["sec-gpc"] = "1";
          const request = new Request("http://localhost/waitlist", { method: "POST", headers });
          await expect(heroAtSignUp(cacheOf(state), request)).resolves.toEqual(
            counts ? { heroTest: heroRunName(2), heroVariant: "B" } : null,
          );
        });
      }
});
