// Who is in line for an Arena, in which order (ADRs 209–211, 221). In line: confirmed,
// unsuspended members of its community (a merged community counts as the one it went into;
// everyone for an Arena open to all) who hold no invitation to it, are not admins (they run
// the programme) and were not left out of it by an admin. The order, in three tiers: holders
// of a milestone with 'Early Arena access' first; then everyone else in the leaderboard's
// order; members whose confirmed referrals are flagged and not yet resolved last (the same
// order among them). 'Invite Next', a member's place and the preview all read it here.
import { sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import { recordAudit, type AuditActor } from "../audit.server.ts";
import { pgNumber, sqlRow, sqlRows, type Db, type Queryable } from "../../lib/db.server.ts";

/** The members in line for Arena `arenaId` (profiles `p`), as FROM … WHERE. */
export const lineOf = (arenaId: string, extra: SQL = sql`true`) => sql`
  from profiles p
  join users u on u.id = p.id and u.email_verified
  join arenas a on a.id = ${arenaId}
  where p.suspended_at is null
    and (a.community_id is null or p.community_id in (
      select x.id from communities x join communities y on y.id = a.community_id
      where coalesce(x.merged_into, x.id) = coalesce(y.merged_into, y.id)))
    and not exists (select 1 from arena_invitations i
                    where i.arena_id = a.id and i.user_id = p.id)
    and not exists (select 1 from user_roles r where r.user_id = p.id and r.role = 'admin')
    and not exists (select 1 from arena_exclusions x
                    where x.arena_id = a.id and x.user_id = p.id)
    and (${extra})`;

/** Whether member `p` holds a milestone with early Arena access. */
export const EARLY = sql`exists (select 1 from member_milestones h
  join milestones m on m.id = h.milestone_id and m.early_arena_access
  where h.user_id = p.id)`;

/** Whether a confirmed referral of member `p` is flagged and nobody has resolved it yet. */
export const FLAGGED = sql`exists (select 1 from referrals f
  where f.referrer_id = p.id and f.status = 'joined' and cardinality(f.flags) > 0
    and f.flags_cleared_at is null and f.approved_at is null)`;

/** The tier of member `p`: 0 early access, 1 everyone else, 2 flagged referrals unresolved. */
export const TIER = sql`(case when ${EARLY} then 0 when ${FLAGGED} then 2 else 1 end)`;

/**
 * The leaderboard's order within a tier (most points, then the earliest to join:
 * app/features/members/members.server.ts, profiles_leaderboard_idx).
 */
export const LEADERBOARD_ORDER = sql`p.points_total desc, p.created_at, p.id`;

/**
 * The next `n` in line as a CTE `picked (id, tier, n)`: each tier read in the leaderboard
 * index's order and only as far as needed (a million in line costs what a thousand does).
 */
export const nextPicked = (arenaId: string, n: number) => sql`
  line as (
    (select p.id, 0 as tier, p.points_total, p.created_at
     ${lineOf(arenaId, EARLY)} order by ${LEADERBOARD_ORDER} limit ${n})
    union all
    (select p.id, 1, p.points_total, p.created_at
     ${lineOf(arenaId, sql`not ${EARLY} and not ${FLAGGED}`)} order by ${LEADERBOARD_ORDER} limit ${n})
    union all
    (select p.id, 2, p.points_total, p.created_at
     ${lineOf(arenaId, sql`not ${EARLY} and ${FLAGGED}`)} order by ${LEADERBOARD_ORDER} limit ${n})),
  picked as (
    select id, tier, row_number() over (order by tier, points_total desc, created_at, id) as n
    from line order by n limit ${n})`;

/** How many members are in line for an Arena. */
export async function inLineCount(db: Queryable, arenaId: string): Promise<number> {
  const row = await sqlRow(
    db,
    z.object({ n: pgNumber }),
    sql`select count(*) as n ${lineOf(arenaId)}`,
  );
  return row?.n ?? 0;
}

/** A member's place in an Arena's line (1 = next), or null when they are not in it. */
export async function linePosition(db: Queryable, arenaId: string, userId: string) {
  const row = await sqlRow(
    db,
    z.object({ position: pgNumber }),
    sql`
      with me as (
        select p.id, p.points_total, p.created_at, ${TIER} as tier
        ${lineOf(arenaId, sql`p.id = ${userId}`)})
      select 1 + (select count(*) ${lineOf(
        arenaId,
        sql`${TIER} < me.tier or (${TIER} = me.tier and (
              p.points_total > me.points_total or (p.points_total = me.points_total
              and (p.created_at, p.id) < (me.created_at, me.id))))`,
      )}) as position
      from me`,
  );
  return row?.position ?? null;
}

const NextRow = z.object({
  id: z.string(),
  name: z.string(),
  points: pgNumber,
  tier: z.coerce.number().pipe(z.union([z.literal(0), z.literal(1), z.literal(2)])),
  n: pgNumber,
});
export type NextInLine = z.infer<typeof NextRow>;

/** Who 'Invite Next' would invite now, in order: the next `n` with their tier and points. */
export function nextInLine(db: Queryable, arenaId: string, n: number): Promise<NextInLine[]> {
  return sqlRows(
    db,
    NextRow,
    sql`
      with ${nextPicked(arenaId, n)}
      select picked.id, p.name, p.points_total as points, picked.tier, picked.n
      from picked join profiles p on p.id = picked.id order by picked.n`,
  );
}

/**
 * An admin leaves a member out of one Arena's line ('Leave Out', with a reason), audited in
 * the same transaction. False: they were not in line.
 */
export async function leaveOut(
  db: Db,
  opts: { arenaId: string; userId: string; reason: string; actor: AuditActor },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const row = await sqlRow(
      tx,
      z.object({ user_id: z.string() }),
      sql`
        insert into arena_exclusions (arena_id, user_id, reason)
        select ${opts.arenaId}::uuid, p.id, ${opts.reason}
        ${lineOf(opts.arenaId, sql`p.id = ${opts.userId}`)}
        on conflict do nothing
        returning user_id`,
    );
    if (!row) return false;
    await recordAudit(tx, {
      actor: opts.actor,
      action: "arena.leave-out",
      target: `arena:${opts.arenaId}`,
      details: { user: row.user_id, reason: opts.reason },
    });
    return true;
  });
}
