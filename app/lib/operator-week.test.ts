// The operator's week and the daylight-saving rule (ADR 224): a skipped time moves forward by
// the gap, a repeated one takes the first instant; weeks are the zone's, not UTC's.
import { describe, expect, it } from "vitest";
import { operatorWeek, wallTimeToInstant, weeklySlot } from "./operator-week.ts";

const at = (iso: string) => new Date(iso);

describe("wall-clock times in the operator's zone", () => {
  it("a time that happens once is that instant", () => {
    expect(
      wallTimeToInstant("Europe/London", { year: 2026, month: 7, day: 6, hour: 9, minute: 0 }),
    ).toEqual({ at: at("2026-07-06T08:00:00Z"), resolved: null });
  });

  it("a time the spring gap skips moves forward by the gap (02:30 -> 03:30 EDT)", () => {
    expect(
      wallTimeToInstant("America/New_York", { year: 2027, month: 3, day: 14, hour: 2, minute: 30 }),
    ).toEqual({ at: at("2027-03-14T07:30:00Z"), resolved: "gap" });
    // Europe: 01:00 UTC, 02:00 local on 29 March 2026 does not happen in Berlin.
    expect(
      wallTimeToInstant("Europe/Berlin", { year: 2026, month: 3, day: 29, hour: 2, minute: 0 }),
    ).toEqual({ at: at("2026-03-29T01:00:00Z"), resolved: "gap" });
  });

  it("a time the autumn overlap repeats is the first of the two (01:30 EDT, not EST)", () => {
    expect(
      wallTimeToInstant("America/New_York", { year: 2026, month: 11, day: 1, hour: 1, minute: 30 }),
    ).toEqual({ at: at("2026-11-01T05:30:00Z"), resolved: "overlap" });
    // Lord Howe moves by half an hour.
    expect(
      wallTimeToInstant("Australia/Lord_Howe", {
        year: 2026,
        month: 4,
        day: 5,
        hour: 1,
        minute: 45,
      }),
    ).toMatchObject({ resolved: "overlap" });
  });
});

describe("the operator's week", () => {
  it("is the zone's ISO week, not UTC's, at the edges", () => {
    // Monday 03:00 UTC is still Sunday evening in New York, already Monday in Auckland.
    expect(operatorWeek(at("2026-11-30T03:00:00Z"), "UTC")).toBe("2026-W49");
    expect(operatorWeek(at("2026-11-30T03:00:00Z"), "America/New_York")).toBe("2026-W48");
    expect(operatorWeek(at("2026-11-29T12:00:00Z"), "Pacific/Auckland")).toBe("2026-W49");
    expect(operatorWeek(at("2026-11-29T12:00:00Z"), "UTC")).toBe("2026-W48");
    // The ISO week-numbering year: 1 January 2027 is a Friday of 2026-W53.
    expect(operatorWeek(at("2027-01-01T12:00:00Z"), "Europe/London")).toBe("2026-W53");
  });

  it("has its slot at the weekday and hour in the zone, through daylight saving", () => {
    // Monday 09:00 in London, winter and summer.
    expect(weeklySlot(at("2026-11-26T12:00:00Z"), "Europe/London", 1, 9)).toEqual(
      at("2026-11-23T09:00:00Z"),
    );
    expect(weeklySlot(at("2026-07-09T12:00:00Z"), "Europe/London", 1, 9)).toEqual(
      at("2026-07-06T08:00:00Z"),
    );
    // Sunday 02:00 in New York on the day the clocks spring forward: 03:00 EDT.
    expect(weeklySlot(at("2027-03-12T12:00:00Z"), "America/New_York", 7, 2)).toEqual(
      at("2027-03-14T07:00:00Z"),
    );
    // Sunday 01:00 on the day they fall back: the first 01:00 (EDT).
    expect(weeklySlot(at("2026-10-30T12:00:00Z"), "America/New_York", 7, 1)).toEqual(
      at("2026-11-01T05:00:00Z"),
    );
  });
});
