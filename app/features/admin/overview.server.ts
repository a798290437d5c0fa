// Growth at a glance (ADR 161, Overview tab): per-day sign-ups (confirmed or not), referrals
// joined, the share of sign-ups that came through a referral, the viral coefficient (joined
// referrals per member who joined in the period) and the period's top referrers, in UTC days.
import { sql } from "drizzle-orm";
import { resultRows, type Db } from "~/lib/db.server";
import type { ReportPeriod } from "~/lib/limits";

export type OverviewDay = {
  day: string;
  confirmed: number;
  unconfirmed: number;
  referred: number;
  joined: number;
};

export async function loadOverview(db: Db, days: ReportPeriod) {
  const start = sql`(date_trunc('day', now() at time zone 'utc') - make_interval(days => ${days - 1})) at time zone 'utc'`;
  // Per-day figures from growth_daily, which triggers keep in step with users and referrals
  // (db/migrations/0008, ADR 162): at most 90 rows, however many members there are.
  const [perDay, top] = await Promise.all([
    db.execute(sql`
      with d as (
        select ((now() at time zone 'utc')::date - (${days - 1} - i)) as day
        from generate_series(0, ${days - 1}) as i)
      select to_char(d.day, 'YYYY-MM-DD') as day,
        coalesce(g.confirmed, 0) as confirmed, coalesce(g.unconfirmed, 0) as unconfirmed,
        coalesce(g.referred, 0) as referred, coalesce(g.joined, 0) as joined
      from d left join growth_daily g on g.day = d.day
      order by d.day`),
    db.execute(sql`
      with top as (
        select referrer_id, count(*) as joined from referrals
        where status = 'joined' and joined_at >= ${start}
        group by referrer_id
        order by count(*) desc, referrer_id limit 10)
      select top.referrer_id as id, p.name, p.nickname, top.joined
      from top join profiles p on p.id = top.referrer_id
      order by top.joined desc, top.referrer_id`),
  ]);
  const series = resultRows<Record<string, unknown>>(perDay).map((r): OverviewDay => ({
    day: String(r.day),
    confirmed: Number(r.confirmed),
    unconfirmed: Number(r.unconfirmed),
    referred: Number(r.referred),
    joined: Number(r.joined),
  }));
  const signups = series.reduce((n, d) => n + d.confirmed + d.unconfirmed, 0);
  const referred = series.reduce((n, d) => n + d.referred, 0);
  const joined = series.reduce((n, d) => n + d.joined, 0);
  return {
    days,
    series,
    totals: {
      signups,
      joined,
      referralShare: signups ? referred / signups : 0,
      viralCoefficient: signups ? joined / signups : 0,
    },
    topReferrers: resultRows<Record<string, unknown>>(top).map((r) => ({
      id: String(r.id),
      name: String(r.nickname ?? r.name),
      joined: Number(r.joined),
    })),
  };
}

export type Overview = Awaited<ReturnType<typeof loadOverview>>;
