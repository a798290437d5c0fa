import type { Database } from "../../app/lib/db.server.ts";

/**
 * The points rules of docs/architecture.md 'Data rules', checked over every profile: rows that
 * break points_total = ledger sum, referral_count = joined referrals, or the
 * points_histogram (rank counts) = ranked (not suspended) profiles per points total. Empty when all hold.
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
    where coalesce(g.n, 0) <> coalesce(h.members, 0)`),
  );
}
