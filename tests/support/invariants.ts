import type { Database } from "../../app/lib/db.server.ts";

/**
 * The points rules of docs/architecture.md 'Data rules', checked over every profile: rows that
 * break points_total = ledger sum, referral_count = joined referrals, or the
 * points_histogram (rank counts) = ranked (not suspended) profiles per points total (and
 * points_hours per points total and hour of joining), or the
 * milestone rule (ADR 192: an unsuspended member holds each active milestone they reach, and
 * nobody holds one they no longer reach). Empty when all hold.
 */
export function invariantViolations(database: Database) {
  return database.rawTransaction((run) =>
    run(`
    select p.id, p.points_total, coalesce(l.sum, 0) as ledger_sum, p.referral_count, coalesce(r.joined, 0) as joined
    from profiles p
    left join (select user_id, sum(points)::int as sum from points_ledger group by user_id) l on l.user_id = p.id
    left join (select referrer_id, count(*)::int as joined from referrals where status = 'joined' group by referrer_id) r on r.referrer_id = p.id
    where p.points_total <> coalesce(l.sum, 0) or p.referral_count <> coalesce(r.joined, 0)
    union all
    select 'histogram:' || coalesce(h.points, g.points_total)::text, coalesce(g.n, 0), coalesce(h.members, 0), 0, 0
    from points_histogram h
    full join (select points_total, count(*)::int as n from profiles where suspended_at is null group by points_total) g on g.points_total = h.points
    where coalesce(g.n, 0) <> coalesce(h.members, 0)
    union all
    select 'hours:' || coalesce(h.points, g.points_total)::text || ':' || coalesce(h.hour, g.hour)::text,
      coalesce(g.n, 0), coalesce(h.members, 0), 0, 0
    from (select * from points_hours where members <> 0) h
    full join (select points_total, date_trunc('hour', created_at at time zone 'utc') as hour, count(*)::int as n
               from profiles where suspended_at is null group by 1, 2) g
      on g.points_total = h.points and g.hour = h.hour
    where coalesce(g.n, 0) <> coalesce(h.members, 0)
    union all
    select 'milestone-missing:' || p.id || ':' || m.name, p.referral_count, m.threshold, 0, 0
    from profiles p join milestones m on m.active and p.referral_count >= m.threshold
    where p.suspended_at is null
      and not exists (select 1 from member_milestones h where h.user_id = p.id and h.milestone_id = m.id)
    union all
    select 'milestone-unearned:' || p.id || ':' || m.name, p.referral_count, m.threshold, 0, 0
    from member_milestones h join profiles p on p.id = h.user_id join milestones m on m.id = h.milestone_id
    where p.referral_count < m.threshold
    union all
    select 'milestone-ledger:' || p.id, coalesce(l.sum, 0), coalesce(h.sum, 0), 0, 0
    from profiles p
    left join (select user_id, sum(points)::int as sum from points_ledger where kind = 'milestone' group by user_id) l on l.user_id = p.id
    left join (select user_id, sum(bonus_points)::int as sum from member_milestones group by user_id) h on h.user_id = p.id
    where coalesce(l.sum, 0) <> coalesce(h.sum, 0)`),
  );
}
