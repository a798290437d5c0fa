import { describe, expect, it } from "vitest";
import { formatInZone, utcToZonedInput, zonedToUtc } from "./time-zone";

describe("the operator's time zone", () => {
  it("reads a wall-clock time in a zone, across summer time", () => {
    expect(zonedToUtc("2026-12-01T09:00", "UTC")?.toISOString()).toBe("2026-12-01T09:00:00.000Z");
    expect(zonedToUtc("2026-12-01T09:00", "Europe/London")?.toISOString()).toBe(
      "2026-12-01T09:00:00.000Z",
    );
    expect(zonedToUtc("2026-07-01T09:00", "Europe/London")?.toISOString()).toBe(
      "2026-07-01T08:00:00.000Z",
    );
    expect(zonedToUtc("2026-03-03T18:30", "America/Indiana/Indianapolis")?.toISOString()).toBe(
      "2026-03-03T23:30:00.000Z",
    );
    expect(zonedToUtc("soon", "UTC")).toBeNull();
    expect(zonedToUtc("2026-02-30T09:00", "UTC")).toBeNull();
  });

  it("resolves a skipped time forward by the gap and a repeated one to the first (ADR 224)", () => {
    // 29 March 2026, 01:30 in London does not happen: 02:30 BST.
    expect(zonedToUtc("2026-03-29T01:30", "Europe/London")?.toISOString()).toBe(
      "2026-03-29T01:30:00.000Z",
    );
    // 25 October 2026, 01:30 in London happens twice: the first, in BST.
    expect(zonedToUtc("2026-10-25T01:30", "Europe/London")?.toISOString()).toBe(
      "2026-10-25T00:30:00.000Z",
    );
  });

  it("writes an instant back as the field and the page show it", () => {
    const at = new Date("2026-07-01T08:00:00Z");
    expect(utcToZonedInput(at, "Europe/London")).toBe("2026-07-01T09:00");
    expect(formatInZone(at, "Europe/London")).toBe("1 Jul 2026, 09:00 (Europe/London)");
  });
});
