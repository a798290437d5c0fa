// Growth at a glance (ADR 161, Overview tab): per-day sign-ups (confirmed or not), referrals
// joined, the share of sign-ups that came through a referral, the viral coefficient (joined
// referrals per member who joined in the period) and the period's top referrers, in UTC days.
import { sql } from "drizzle-orm";
import { z } from "zod";
import { pgNumber, sqlRows, type Queryable } from "~/lib/db.server";
import type { ReportPeriod } from "~/lib/limits";

export type OverviewDay = {
  day: string;
  confirmed: number;
  unconfirmed: number;
  referred: number;
  joined: number;
};

const DayRow = z.object({
  day: z.string(),
  confirmed: pgNumber,
  unconfirmed: pgNumber,
  referred: pgNumber,
  joined: pgNumber,
});
const TopRow = z.object({
  id: z.string(),
  name: z.string(),
  nickname: z.string().nullable(),
  joined: pgNumber,
});

export async function loadOverview(db: Queryable, days: ReportPeriod) {
  const start = sql`(date_trunc('day', now() at time zone 'utc') - make_interval(days => ${days - 1})) at time zone 'utc'`;
  // Per-day figures from growth_daily, which triggers keep in step with users and referrals
  // (db/migrations/0008, ADR 162): at most 90 rows, however many members there are.
  const [series, top] = await Promise.all([
    sqlRows(
      db,
      DayRow,
      sql`
      with d as (
        select ((now() at time zone 'utc')::date - (${days - 1} - i)) as day
        from generate_series(0, ${days - 1}) as i)
      select to_char(d.day, 'YYYY-MM-DD') as day,
        coalesce(g.confirmed, 0) as confirmed, coalesce(g.unconfirmed, 0) as unconfirmed,
        coalesce(g.referred, 0) as referred, coalesce(g.joined, 0) as joined
      from d left join growth_daily g on g.day = d.day
      order by d.day`,
    ),
    sqlRows(
      db,
      TopRow,
      sql`
      with top as (
        select referrer_id, count(*) as joined from referrals
        where status = 'joined' and joined_at >= ${start}
        group by referrer_id
        order by count(*) desc, referrer_id limit 10)
      select top.referrer_id as id, p.name, p.nickname, top.joined
      from top join profiles p on p.id = top.referrer_id
      order by top.joined desc, top.referrer_id`,
    ),
  ]);
  const signups = series.reduce((n, d) => n + d.confirmed + d.unconfirmed, 0);
  const referred = series.reduce((n, d) => n + d.referred, 0);
  const joined = series.reduce((n, d) => n + d.joined, 0);
  return {
    days,
    series: series satisfies OverviewDay[],
    totals: {
      signups,
      joined,
      referralShare: signups ? referred / signups : 0,
      viralCoefficient: signups ? joined / signups : 0,
    },
    topReferrers: top.map((r) => ({ id: r.id, name: r.nickname ?? r.name, joined: r.joined })),
  };
}

export type Overview = Awaited<ReturnType<typeof loadOverview>>;
