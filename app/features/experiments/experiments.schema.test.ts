import { describe, expect, it } from "vitest";
import { parseHeroBeacon } from "./experiments.schema";

const bytes = (s: string) => new TextEncoder().encode(s);

describe("parseHeroBeacon", () => {
  it("accepts every variant and event type, as text or bytes", () => {
    for (const variant of ["A", "B"] as const) {
      for (const event_type of ["page_view", "click_primary_cta", "click_secondary_cta"] as const) {
        const body = JSON.stringify({ variant, event_type });
        expect(parseHeroBeacon(body)).toEqual({ ok: true, event: { variant, event_type } });
        expect(parseHeroBeacon(bytes(body))).toEqual({ ok: true, event: { variant, event_type } });
      }
    }
  });

  it.each([
    [undefined, /JSON object/],
    ["", /not valid JSON/],
    ["null", /JSON object/],
    ['"A"', /JSON object/],
    ["{", /not valid JSON/],
    [JSON.stringify({ variant: "a", event_type: "page_view" }), /variant must be 'A' or 'B'/],
    [JSON.stringify({ variant: "A", event_type: "signup" }), /event_type must be one of/],
    [JSON.stringify({}), /variant must be 'A' or 'B'; event_type must be one of/],
  ])("rejects %j with a clear message", (body, message) => {
    const result = parseHeroBeacon(body);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toMatch(message);
  });
});
