import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import { pgNumber, sqlRows, type Db } from "~/lib/db.server";
import { reportPeriod } from "~/lib/limits";
import type { Logger } from "~/lib/logger.server";
import { abTestCounters } from "../../../db/schema.ts";
import { HERO_TEST_NAME } from "./hero-variant";
import { heroRuns, type HeroRun } from "./runs.server";
import { analyze, type ExperimentResults, type VariantCounts } from "./stats";

type Both = { A: VariantCounts; B: VariantCounts };
const VARIANT = z.enum(abTestCounters.variant.enumValues);

const empty = (variant: "A" | "B"): VariantCounts => ({
  variant,
  pageViews: 0,
  primaryClicks: 0,
  secondaryClicks: 0,
  uniqueVisitors: 0,
  signups: 0,
  confirmedSignups: 0,
});

/**
 * Per-variant counts of one run from ab_test_counters and ab_test_signups, which triggers
 * keep in step with the events and the members (migrations 0002, 0011): a handful of rows,
 * however many events and members there are.
 */
export async function heroTestCounts(db: Db, testName = HERO_TEST_NAME): Promise<Both> {
  const [rows, signups] = await Promise.all([
    db
      .select({
        variant: abTestCounters.variant,
        metric: abTestCounters.metric,
        value: abTestCounters.value,
      })
      .from(abTestCounters)
      .where(eq(abTestCounters.testName, testName)),
    signupCounts(db, testName),
  ]);
  const out = { A: { ...empty("A"), ...signups.A }, B: { ...empty("B"), ...signups.B } };
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

async function signupCounts(db: Db, testName: string) {
  const rows = await sqlRows(
    db,
    z.object({ variant: VARIANT, signups: pgNumber, confirmed: pgNumber }),
    sql`
      select variant, sum(signups) as signups, sum(confirmed) as confirmed
      from ab_test_signups where test_name = ${testName} group by variant`,
  );
  const out = { A: { signups: 0, confirmedSignups: 0 }, B: { signups: 0, confirmedSignups: 0 } };
  for (const r of rows) out[r.variant] = { signups: r.signups, confirmedSignups: r.confirmed };
  return out;
}

/** The same figures straight from the rows (tests check the counters against it). */
export async function heroTestCountsFromRows(db: Db, testName = HERO_TEST_NAME): Promise<Both> {
  const rows = await sqlRows(
    db,
    z.object({
      variant: VARIANT,
      page_views: pgNumber,
      primary_clicks: pgNumber,
      secondary_clicks: pgNumber,
      unique_visitors: pgNumber,
      signups: pgNumber,
      confirmed: pgNumber,
    }),
    sql`
      select v.variant,
        (select count(*) from ab_test_events e where e.test_name = ${testName}
          and e.variant = v.variant and e.event_type = 'page_view') as page_views,
        (select count(*) from ab_test_events e where e.test_name = ${testName}
          and e.variant = v.variant and e.event_type = 'click_primary_cta') as primary_clicks,
        (select count(*) from ab_test_events e where e.test_name = ${testName}
          and e.variant = v.variant and e.event_type = 'click_secondary_cta') as secondary_clicks,
        (select count(distinct visitor_id) from ab_test_events e where e.test_name = ${testName}
          and e.variant = v.variant) as unique_visitors,
        (select count(*) from profiles p where p.hero_test = ${testName}
          and p.hero_variant = v.variant) as signups,
        (select count(*) from profiles p join users u on u.id = p.id
          where p.hero_test = ${testName} and p.hero_variant = v.variant
          and u.email_verified) as confirmed
      from (values ('A'), ('B')) as v(variant)`,
  );
  const out = { A: empty("A"), B: empty("B") };
  for (const r of rows) {
    out[r.variant] = {
      variant: r.variant,
      pageViews: r.page_views,
      primaryClicks: r.primary_clicks,
      secondaryClicks: r.secondary_clicks,
      uniqueVisitors: r.unique_visitors,
      signups: r.signups,
      confirmedSignups: r.confirmed,
    };
  }
  return out;
}

export async function heroTestResults(db: Db, testName = HERO_TEST_NAME) {
  const { A, B } = await heroTestCounts(db, testName);
  return analyze(A, B);
}

type DayFigures = { pageViews: number; primaryClicks: number; signups: number };
export type AbDay = { day: string; A: DayFigures; B: DayFigures };

/**
 * Page views, primary clicks and sign-ups per variant per UTC day over the last `days` days
 * of one run, from ab_test_daily and ab_test_signups (kept by triggers, db/migrations/0008
 * and 0011): at most 4 × 90 rows.
 */
export async function heroTestDaily(
  db: Db,
  days: number,
  testName = HERO_TEST_NAME,
): Promise<AbDay[]> {
  const rows = await sqlRows(
    db,
    z.object({
      day: z.string(),
      variant: VARIANT,
      page_views: pgNumber,
      primary_clicks: pgNumber,
      signups: pgNumber,
    }),
    sql`
      with d as (
        select ((now() at time zone 'utc')::date - (${days - 1} - i)) as day
        from generate_series(0, ${days - 1}) as i),
      v(variant) as (values ('A'), ('B'))
      select to_char(d.day, 'YYYY-MM-DD') as day, v.variant,
        coalesce(a.page_views, 0) as page_views, coalesce(a.primary_clicks, 0) as primary_clicks,
        coalesce(s.signups, 0) as signups
      from d cross join v
      left join ab_test_daily a on a.day = d.day and a.test_name = ${testName}
        and a.variant = v.variant
      left join ab_test_signups s on s.day = d.day and s.test_name = ${testName}
        and s.variant = v.variant
      order by d.day, v.variant`,
  );
  const byDay = new Map<string, AbDay>();
  const zero = { pageViews: 0, primaryClicks: 0, signups: 0 };
  for (const r of rows) {
    const { day } = r;
    if (!byDay.has(day)) byDay.set(day, { day, A: zero, B: zero });
    byDay.get(day)![r.variant] = {
      pageViews: r.page_views,
      primaryClicks: r.primary_clicks,
      signups: r.signups,
    };
  }
  return [...byDay.values()];
}

export type RunSummary = Omit<HeroRun, "startedAt" | "stoppedAt"> & {
  startedAt: string;
  stoppedAt: string | null;
};
export type HeroReport = ExperimentResults & {
  days: number;
  daily: AbDay[];
  run: RunSummary;
  earlier: (RunSummary & { results: ExperimentResults })[];
};

const summary = (r: HeroRun): RunSummary => ({
  ...r,
  startedAt: r.startedAt.toISOString(),
  stoppedAt: r.stoppedAt?.toISOString() ?? null,
});

/**
 * The A/B Tests section's figures for `?days=` (default 30), or `{ error }` when they could not
 * be read (docs/product.md#toasts: an A/B data failure reaches only the log).
 */
export async function loadHeroReport(
  services: { database: { db: Db }; log: Logger },
  url: URL,
): Promise<HeroReport | { error: "failed" }> {
  try {
    return await heroTestReport(services.database.db, reportPeriod(url.searchParams.get("days")));
  } catch (err) {
    services.log.error({ err }, "A/B results failed");
    return { error: "failed" };
  }
}

/** The A/B Tests section: the run in force (frozen once stopped) and every earlier run. */
export async function heroTestReport(db: Db, days: number): Promise<HeroReport> {
  const [current, ...earlier] = await heroRuns(db);
  const testName = current?.testName ?? HERO_TEST_NAME;
  const [results, daily, earlierResults] = await Promise.all([
    heroTestResults(db, testName),
    heroTestDaily(db, days, testName),
    Promise.all(earlier.map((r) => heroTestResults(db, r.testName))),
  ]);
  const fallback: HeroRun = {
    testName,
    run: 1,
    startedAt: new Date(0),
    stoppedAt: null,
    shownVariant: null,
    stopReason: null,
  };
  return {
    ...results,
    days,
    daily,
    run: summary(current ?? fallback),
    earlier: earlier.map((r, i) => ({ ...summary(r), results: earlierResults[i] })),
  };
}
