import { describe, expect, it } from "vitest";
import { mayMeasure } from "./consent";
import { readCookie } from "./cookies";

describe("consent", () => {
  it("reads cookies by exact name and survives bad encoding", () => {
    expect(readCookie("a=1; vs_consent=all; b=2", "vs_consent")).toBe("all");
    expect(readCookie("xvs_consent=all", "vs_consent")).toBeUndefined();
    expect(readCookie("vs_consent=%E0%A4%A", "vs_consent")).toBeUndefined();
    expect(readCookie(undefined, "vs_consent")).toBeUndefined();
  });

  it("measures only with consent to all, no opt-out and no GPC", () => {
    expect(mayMeasure({ cookieHeader: "vs_consent=all", gpc: false })).toBe(true);
    expect(mayMeasure({ cookieHeader: "vs_consent=all", gpc: true })).toBe(false);
    expect(mayMeasure({ cookieHeader: "vs_consent=essential", gpc: false })).toBe(false);
    expect(mayMeasure({ cookieHeader: "", gpc: false })).toBe(false);
    expect(
      mayMeasure({
        cookieHeader: "vs_consent=all; VentureStaking_privacy_choice=opt-out",
        gpc: false,
      }),
    ).toBe(false);
    expect(
      mayMeasure({
        cookieHeader: "vs_consent=all; VentureStaking_privacy_choice=opt-in",
        gpc: false,
      }),
    ).toBe(true);
  });
});
