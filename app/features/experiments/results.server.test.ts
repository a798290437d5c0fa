import { inArray } from "drizzle-orm";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { abTestEvents } from "../../../db/schema.ts";
import { type TestApp, withTestApp } from "../../../tests/support/app.ts";
import { heroTestCounts, heroTestCountsFromRows, heroTestDaily } from "./results.server.ts";

let t: TestApp;
withTestApp((app) => (t = app));

const event = fc.record({
  variant: fc.constantFrom("A" as const, "B" as const),
  eventType: fc.constantFrom(
    "page_view" as const,
    "click_primary_cta" as const,
    "click_secondary_cta" as const,
  ),
  visitorId: fc.integer({ min: 0, max: 15 }).map((n) => `visitor-${n}`),
  // Today or up to 8 days back: the per-day counters split by UTC day.
  timestamp: fc.integer({ min: 0, max: 8 }).map((d) => new Date(Date.now() - d * 86_400_000)),
});

/** ab_test_daily's view of the last 7 days, straight from the events. */
async function dailyFromEvents() {
  const rows = await t.db.select().from(abTestEvents);
  const days = await heroTestDaily(t.db, 7);
  return days.map(({ day }) => {
    const of = (variant: "A" | "B", type: string) =>
      rows.filter(
        (r) =>
          r.testName === "hero-messaging" &&
          r.variant === variant &&
          r.eventType === type &&
          r.timestamp.toISOString().slice(0, 10) === day,
      ).length;
    return {
      day,
      A: {
        pageViews: of("A", "page_view"),
        primaryClicks: of("A", "click_primary_cta"),
        signups: 0,
      },
      B: {
        pageViews: of("B", "page_view"),
        primaryClicks: of("B", "click_primary_cta"),
        signups: 0,
      },
    };
  });
}

describe("A/B counters", () => {
  it("always equal a GROUP BY over the events, through inserts and deletes", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(event, { maxLength: 12 }), { minLength: 1, maxLength: 4 }),
        fc.boolean(),
        async (batches, purge) => {
          for (const batch of batches)
            if (batch.length) await t.db.insert(abTestEvents).values(batch);
          if (purge)
            await t.db.delete(abTestEvents).where(sqlVisitorIn(["visitor-1", "visitor-2"]));
          expect(await heroTestCounts(t.db)).toEqual(await heroTestCountsFromRows(t.db));
          expect(await heroTestDaily(t.db, 7)).toEqual(await dailyFromEvents());
        },
      ),
      { numRuns: 15 },
    );
    await t.db.delete(abTestEvents);
    expect(await heroTestCounts(t.db)).toEqual(await heroTestCountsFromRows(t.db));
    expect((await heroTestCounts(t.db)).A.pageViews).toBe(0);
  });

  it("ignores other tests' events", async () => {
    await t.db.insert(abTestEvents).values({
      testName: "other-test",
      variant: "A",
      eventType: "page_view",
      visitorId: "visitor-x1",
    });
    expect((await heroTestCounts(t.db)).A.pageViews).toBe(0);
  });
});

function sqlVisitorIn(ids: string[]) {
  return inArray(abTestEvents.visitorId, ids);
}
