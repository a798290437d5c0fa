import { describe, expect, it } from "vitest";
import {
  communityKey,
  publicCount,
  tidyCommunity,
} from "../domain/attribution/communities.server.ts";
import { cleanField, firstTouchOf, readFirstTouch, sourceOf } from "./first-touch.ts";

// ADR 193: what a first touch keeps of a crafted cookie, how spellings fold, how counts round.
describe("the first touch", () => {
  it("keeps a host, never a URL; cuts utm_* to 100 characters; removes control characters", () => {
    expect(cleanField(" a\u0000b\u202ec ", 100)).toBe("abc");
    expect(cleanField("   ", 100)).toBeNull();
    const touch = firstTouchOf({
      path: "/education",
      host: "https://evil.example/x",
      source: "s".repeat(150),
      campaign: "\u0007",
    });
    expect(touch).toEqual({
      landingPath: "/education",
      referrerHost: null,
      utmSource: "s".repeat(100),
      utmMedium: null,
      utmCampaign: null,
    });
    expect(firstTouchOf({ path: "education" })).toBeNull();
    expect(firstTouchOf({ path: "/", host: "News.Example:8080" })?.referrerHost).toBe(
      "news.example:8080",
    );
  });

  it("reads the cookie the browser writes, and names the source as the Overview counts it", () => {
    const cookie = `a=1; vs_touch=${encodeURIComponent("p=/x&r=&s=&m=&c=spring")}`;
    const touch = readFirstTouch(cookie);
    expect(touch).toMatchObject({ landingPath: "/x", referrerHost: null, utmCampaign: "spring" });
    expect(sourceOf(touch)).toBe("direct");
    expect(sourceOf(null)).toBe("unknown");
    expect(sourceOf({ ...touch!, referrerHost: "news.example" })).toBe("news.example");
    expect(sourceOf({ ...touch!, referrerHost: "news.example", utmSource: "mail" })).toBe("mail");
    expect(readFirstTouch("vs_touch=%E0%A4%A")).toBeNull();
  });
});

describe("communities", () => {
  it("fold case and spaces into one key, keep the tidy spelling, round public counts down to tens", () => {
    expect(communityKey("  Indiana   University ")).toBe(communityKey("indiana university"));
    expect(tidyCommunity("  Indiana   University ")).toBe("Indiana University");
    expect(communityKey("ÉCOLE Polytechnique")).toBe("école polytechnique");
    expect([9, 10, 19, 49, 120].map(publicCount)).toEqual([0, 10, 10, 40, 120]);
  });
});
