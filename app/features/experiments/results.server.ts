import { eq, sql } from "drizzle-orm";
import { resultRows, type Db } from "~/lib/db.server";
import { abTestCounters } from "../../../db/schema.ts";
import { analyze, type ExperimentResults, type VariantCounts } from "./stats";

const TEST_NAME = "hero-messaging";

const empty = (variant: "A" | "B"): VariantCounts => ({
  variant,
  pageViews: 0,
  primaryClicks: 0,
  secondaryClicks: 0,
  uniqueVisitors: 0,
});

/**
 * Per-variant counts from ab_test_counters, which triggers keep in step with ab_test_events
 * (migration 0002): a handful of rows, however many events there are.
 */
export async function heroTestCounts(db: Db): Promise<{ A: VariantCounts; B: VariantCounts }> {
  const rows = await db
    .select({
      variant: abTestCounters.variant,
      metric: abTestCounters.metric,
      value: abTestCounters.value,
    })
    .from(abTestCounters)
    .where(eq(abTestCounters.testName, TEST_NAME));
  const out = { A: empty("A"), B: empty("B") };
  for (const r of rows) {
    const v = out[r.variant];
    const value = Number(r.value);
    if (r.metric === "page_view") v.pageViews = value;
    else if (r.metric === "click_primary_cta") v.primaryClicks = value;
    else if (r.metric === "click_secondary_cta") v.secondaryClicks = value;
    else v.uniqueVisitors = value;
  }
  return out;
}

/** The same figures straight from the events with one GROUP BY (tests check the counters against it). */
export async function heroTestCountsFromEvents(
  db: Db,
): Promise<{ A: VariantCounts; B: VariantCounts }> {
  const rows = resultRows<Record<string, unknown>>(
    await db.execute(sql`
      select variant,
        count(*) filter (where event_type = 'page_view') as page_views,
        count(*) filter (where event_type = 'click_primary_cta') as primary_clicks,
        count(*) filter (where event_type = 'click_secondary_cta') as secondary_clicks,
        count(distinct visitor_id) as unique_visitors
      from ab_test_events
      where test_name = ${TEST_NAME}
      group by variant`),
  );
  const out = { A: empty("A"), B: empty("B") };
  for (const r of rows) {
    const variant = r.variant as "A" | "B";
    out[variant] = {
      variant,
      pageViews: Number(r.page_views),
      primaryClicks: Number(r.primary_clicks),
      secondaryClicks: Number(r.secondary_clicks),
      uniqueVisitors: Number(r.unique_visitors),
    };
  }
  return out;
}

export async function heroTestResults(db: Db): Promise<ExperimentResults> {
  const { A, B } = await heroTestCounts(db);
  return analyze(A, B);
}

export type AbDay = {
  day: string;
  A: { pageViews: number; primaryClicks: number };
  B: { pageViews: number; primaryClicks: number };
};

/**
 * Page views and primary clicks per variant per UTC day over the last `days` days, from
 * ab_test_daily (kept by triggers, db/migrations/0008): at most 2 × 90 rows.
 */
export async function heroTestDaily(db: Db, days: number): Promise<AbDay[]> {
  const rows = resultRows<Record<string, unknown>>(
    await db.execute(sql`
      with d as (
        select ((now() at time zone 'utc')::date - (${days - 1} - i)) as day
        from generate_series(0, ${days - 1}) as i)
      select to_char(d.day, 'YYYY-MM-DD') as day, a.variant, a.page_views, a.primary_clicks
      from d left join ab_test_daily a on a.day = d.day and a.test_name = ${TEST_NAME}
      order by d.day`),
  );
  const byDay = new Map<string, AbDay>();
  for (const r of rows) {
    const day = String(r.day);
    if (!byDay.has(day))
      byDay.set(day, {
        day,
        A: { pageViews: 0, primaryClicks: 0 },
        B: { pageViews: 0, primaryClicks: 0 },
      });
    if (r.variant === "A" || r.variant === "B")
      byDay.get(day)![r.variant] = {
        pageViews: Number(r.page_views),
        primaryClicks: Number(r.primary_clicks),
      };
  }
  return [...byDay.values()];
}
