import { describe, expect, it } from "vitest";
import { readUnsubscribeToken, unsubscribeToken } from "./member-mail.server.ts";
import { operatorWeek } from "../../lib/operator-week.ts";

const isoWeek = (date: Date) => operatorWeek(date, "UTC");

const key = "0123456789abcdef0123456789abcdef";

describe("unsubscribe tokens", () => {
  it("name the list and an opaque key, and read back only when this server signed them", () => {
    const token = unsubscribeToken("secret", "digest", key);
    expect(token.startsWith(`digest.${key}.`)).toBe(true);
    expect(readUnsubscribeToken("secret", token)).toEqual({ list: "digest", listKey: key });
    expect(readUnsubscribeToken("other secret", token)).toBeNull();
    expect(readUnsubscribeToken("secret", token.replace("digest.", "referral."))).toBeNull();
    expect(readUnsubscribeToken("secret", token.replace(key, key.replace("0", "1")))).toBeNull();
    for (const bad of [undefined, "", "digest", `digest.${key}`, `${token}.x`, "x".repeat(500)])
      expect(readUnsubscribeToken("secret", bad)).toBeNull();
  });
});

describe("the operator's week in UTC (the digest's once-a-week key)", () => {
  it("follows ISO 8601, also across the new year", () => {
    expect(isoWeek(new Date("2026-11-26T03:00:00Z"))).toBe("2026-W48");
    expect(isoWeek(new Date("2026-11-29T23:59:59Z"))).toBe("2026-W48");
    expect(isoWeek(new Date("2026-11-30T00:00:00Z"))).toBe("2026-W49");
    expect(isoWeek(new Date("2021-01-03T12:00:00Z"))).toBe("2020-W53");
    expect(isoWeek(new Date("2024-12-30T12:00:00Z"))).toBe("2025-W01");
  });
});
