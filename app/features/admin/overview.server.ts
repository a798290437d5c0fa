// Growth at a glance (issue 16, Overview tab): per-day sign-ups (confirmed or not), referrals
// joined, the share of sign-ups that came through a referral, the viral coefficient (joined
// referrals per member who joined in the period) and the period's top referrers, in UTC days.
import { sql } from "drizzle-orm";
import { resultRows, type Db } from "~/lib/db.server";
import type { OverviewPeriod } from "./member-admin.schema";

export type OverviewDay = {
  day: string;
  confirmed: number;
  unconfirmed: number;
  referred: number;
  joined: number;
};

export async function loadOverview(db: Db, days: OverviewPeriod) {
  const start = sql`(date_trunc('day', now() at time zone 'utc') - make_interval(days => ${days - 1})) at time zone 'utc'`;
  const [perDay, top] = await Promise.all([
    db.execute(sql`
      with d as (
        select generate_series(0, ${days - 1}) as i),
      s as (
        select ((p.created_at at time zone 'utc')::date) as day,
          count(*) filter (where u.email_verified) as confirmed,
          count(*) filter (where not u.email_verified) as unconfirmed,
          count(*) filter (where u.referrer_id is not null) as referred
        from profiles p join users u on u.id = p.id
        where p.created_at >= ${start}
        group by 1),
      j as (
        select ((joined_at at time zone 'utc')::date) as day, count(*) as joined
        from referrals where status = 'joined' and joined_at >= ${start}
        group by 1)
      select to_char(((now() at time zone 'utc')::date - (${days - 1} - d.i)), 'YYYY-MM-DD') as day,
        coalesce(s.confirmed, 0) as confirmed, coalesce(s.unconfirmed, 0) as unconfirmed,
        coalesce(s.referred, 0) as referred, coalesce(j.joined, 0) as joined
      from d
      left join s on s.day = (now() at time zone 'utc')::date - (${days - 1} - d.i)
      left join j on j.day = (now() at time zone 'utc')::date - (${days - 1} - d.i)
      order by d.i`),
    db.execute(sql`
      select r.referrer_id as id, p.name, p.nickname, count(*) as joined
      from referrals r join profiles p on p.id = r.referrer_id
      where r.status = 'joined' and r.joined_at >= ${start}
      group by r.referrer_id, p.name, p.nickname
      order by count(*) desc, r.referrer_id limit 10`),
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
