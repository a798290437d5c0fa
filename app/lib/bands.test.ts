import { describe, expect, it } from "vitest";
import { findBand, shareUrl, slugify } from "./bands";

describe("bands helpers", () => {
  it("finds inclusive ranges", () => {
    const bands = [
      { min: 0, max: 5 },
      { min: 6, max: 9 },
    ];
    expect(findBand(bands, 5)).toBe(bands[0]);
    expect(findBand(bands, 6)).toBe(bands[1]);
    expect(findBand(bands, 10)).toBeUndefined();
  });
  it("slugifies titles", () => {
    expect(slugify("The Staking®-Ready Founder")).toBe("the-staking-ready-founder");
    expect(slugify("The Explorer")).toBe("the-explorer");
  });
  it("builds share links from the origin", () => {
    expect(shareUrl("http://x.test/", "/founders", "#founder-readiness-quiz")).toBe(
      "http://x.test/founders#founder-readiness-quiz",
    );
  });
});
