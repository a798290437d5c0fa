import { sql } from "drizzle-orm";
import { resultRows, type Db } from "~/lib/db.server";
import { analyze, type ExperimentResults, type VariantCounts } from "./stats";

const TEST_NAME = "hero-messaging";

/**
 * Per-variant counts aggregated in SQL (GROUP BY over the (test_name, variant,
 * event_type) index), never by loading the events into memory.
 */
export async function heroTestCounts(db: Db): Promise<{ A: VariantCounts; B: VariantCounts }> {
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
  const empty = (variant: "A" | "B"): VariantCounts => ({ variant, pageViews: 0, primaryClicks: 0, secondaryClicks: 0, uniqueVisitors: 0 });
  const out = { A: empty("A"), B: empty("B") };
  for (const r of rows) {
    const variant = r.variant as "A" | "B";
    if (variant !== "A" && variant !== "B") continue;
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
