// Milestones (ADR 192). The database awards and takes back (milestones_sync in
// db/migrations/0014_milestones.sql, run by triggers in the transaction that moves a member's
// confirmed referrals or a milestone); this module reads, edits the ladder and seeds it.
import { and, asc, count, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import { contentSeeds, memberMilestones, milestones, profiles } from "../../../db/schema.ts";
import { DEFAULT_MILESTONES } from "../../content/milestones.ts";
import { byAdmin, recordAudit, type AdminActor } from "../audit.server.ts";
import type { Db, Queryable } from "../../lib/db.server.ts";
import { withRefusals } from "../../lib/db-refusals.server.ts";
import type { Milestone } from "./milestones.schema.ts";

/** Seeds the default ladder once, on the first start: an emptied ladder stays empty. */
export async function seedMilestones(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(contentSeeds)
      .values({ name: "milestones" })
      .onConflictDoNothing()
      .returning({ name: contentSeeds.name });
    if (claimed.length === 0) return false;
    await tx
      .insert(milestones)
      .values(
        DEFAULT_MILESTONES.map((m) => ({
          ...m,
          earlyArenaAccess: !!m.earlyArenaAccess,
          active: true,
        })),
      )
      .onConflictDoNothing();
    return true;
  });
}

/** The ladder for the admin section, lowest threshold first, with how many hold each. */
export async function listMilestones(db: Db) {
  const holders = db
    .select({ milestoneId: memberMilestones.milestoneId, holders: count().as("holders") })
    .from(memberMilestones)
    .groupBy(memberMilestones.milestoneId)
    .as("holders");
  return db
    .select({
      id: milestones.id,
      name: milestones.name,
      threshold: milestones.threshold,
      description: milestones.description,
      bonusPoints: milestones.bonusPoints,
      active: milestones.active,
      earlyArenaAccess: milestones.earlyArenaAccess,
      holders: sql<number>`coalesce(${holders.holders}, 0)::int`,
    })
    .from(milestones)
    .leftJoin(holders, eq(holders.milestoneId, milestones.id))
    .orderBy(asc(milestones.threshold), asc(milestones.name));
}

export type AdminMilestone = Awaited<ReturnType<typeof listMilestones>>[number];

export class MilestoneNameTaken extends Error {}
export class MilestoneHeld extends Error {}

/** The lock's key, as milestones_changed (0014) and ladder_lock_shared (0023) take it. */
const LADDER_LOCK = 7243003;

/**
 * The ladder lock (0014, 0023): a ladder edit holds it alone, a write that moves a member's
 * confirmed referrals or suspension holds it shared; each takes it before it locks a member,
 * so an edit and such a write never miss each other's change (nor wait on each other crosswise).
 */
export async function holdLadder(tx: Queryable, mode: "alone" | "shared") {
  await tx.execute(
    mode === "alone"
      ? sql`select pg_advisory_xact_lock(${LADDER_LOCK}::bigint)`
      : sql`select ladder_lock_shared()`,
  );
}

/** A transaction that edits the ladder: it waits for the writes in flight that move counts. */
function ladderEdit<T>(db: Db, edit: (tx: Queryable) => Promise<T>) {
  return db.transaction(async (tx) => {
    await holdLadder(tx, "alone");
    return edit(tx);
  });
}

const nameGuarded = <T>(write: () => Promise<T>) =>
  withRefusals({ milestones_name_key: () => new MilestoneNameTaken() }, write);

function audit(tx: Queryable, actor: AdminActor, action: string, id: string, details = {}) {
  return recordAudit(tx, {
    actor: byAdmin(actor),
    action: `milestone.${action}`,
    target: `milestone:${id}`,
    details,
  });
}

/** Creates a milestone; members who already reach it receive it in the same transaction. */
export function createMilestone(db: Db, input: Milestone, actor: AdminActor) {
  return nameGuarded(() =>
    ladderEdit(db, async (tx) => {
      const [row] = await tx.insert(milestones).values(input).returning({ id: milestones.id });
      await audit(tx, actor, "create", row!.id, input);
      return row!.id;
    }),
  );
}

/** Edits a milestone; a new threshold or state awards and takes back at once. False: unknown. */
export function updateMilestone(db: Db, id: string, input: Milestone, actor: AdminActor) {
  return nameGuarded(() =>
    ladderEdit(db, async (tx) => {
      const rows = await tx
        .update(milestones)
        .set({ ...input, updatedAt: new Date() })
        .where(eq(milestones.id, id))
        .returning({ id: milestones.id });
      if (rows.length === 0) return false;
      await audit(tx, actor, "update", id, input);
      return true;
    }),
  );
}

/** Deactivates (no new awards; holders keep it while they reach it) or activates. */
export async function setMilestoneActive(db: Db, id: string, active: boolean, actor: AdminActor) {
  return ladderEdit(db, async (tx) => {
    const rows = await tx
      .update(milestones)
      .set({ active, updatedAt: new Date() })
      .where(eq(milestones.id, id))
      .returning({ id: milestones.id });
    if (rows.length === 0) return false;
    await audit(tx, actor, active ? "activate" : "deactivate", id);
    return true;
  });
}

/** Deletes a milestone nobody holds (the foreign key refuses otherwise). False: unknown. */
export async function deleteMilestone(db: Db, id: string, actor: AdminActor) {
  // The key's name, whichever SQLSTATE the server answers (23001 on newer, 23503 on older).
  return withRefusals({ member_milestones_milestone_id_fkey: () => new MilestoneHeld() }, () =>
    ladderEdit(db, async (tx) => {
      const rows = await tx
        .delete(milestones)
        .where(eq(milestones.id, id))
        .returning({ id: milestones.id, name: milestones.name });
      if (rows.length === 0) return false;
      await audit(tx, actor, "delete", id, { name: rows[0]!.name });
      return true;
    }),
  );
}

/** The next active milestone above `confirmed` referrals, or null when none is left. */
export async function nextMilestoneOf(db: Db, userId: string) {
  const [row] = await db
    .select({
      name: milestones.name,
      threshold: milestones.threshold,
      confirmed: profiles.referralCount,
    })
    .from(profiles)
    .innerJoin(
      milestones,
      and(eq(milestones.active, true), sql`${milestones.threshold} > ${profiles.referralCount}`),
    )
    .where(eq(profiles.id, userId))
    .orderBy(asc(milestones.threshold), asc(milestones.name))
    .limit(1);
  return row
    ? { name: row.name, threshold: row.threshold, remaining: row.threshold - row.confirmed }
    : null;
}

/** The dashboard's 'Milestones' card: progress toward the next one and what is earned. */
export async function milestoneProgress(db: Db, userId: string) {
  const [[me], next, earned, anyActive] = await Promise.all([
    db.select({ confirmed: profiles.referralCount }).from(profiles).where(eq(profiles.id, userId)),
    nextMilestoneOf(db, userId),
    db
      .select({
        name: milestones.name,
        description: milestones.description,
        bonusPoints: memberMilestones.bonusPoints,
        awardedAt: memberMilestones.awardedAt,
      })
      .from(memberMilestones)
      .innerJoin(milestones, eq(milestones.id, memberMilestones.milestoneId))
      .where(eq(memberMilestones.userId, userId))
      .orderBy(asc(milestones.threshold)),
    db.select({ id: milestones.id }).from(milestones).where(eq(milestones.active, true)).limit(1),
  ]);
  const confirmed = me?.confirmed ?? 0;
  // The bar runs from the threshold below (0 or the last one reached) to the next one.
  const below = next
    ? await db
        .select({ threshold: sql<number>`coalesce(max(${milestones.threshold}), 0)::int` })
        .from(milestones)
        .where(and(eq(milestones.active, true), sql`${milestones.threshold} <= ${confirmed}`))
    : [];
  return {
    confirmed,
    next: next ? { ...next, from: below[0]?.threshold ?? 0 } : null,
    earned: earned.map((e) => ({ ...e, awardedAt: e.awardedAt.toISOString() })),
    anyActive: anyActive.length > 0,
  };
}

export type MilestoneProgress = Awaited<ReturnType<typeof milestoneProgress>>;

/** Each member's highest milestone (by threshold) among `userIds`, for the leaderboard badge. */
export async function highestMilestones(db: Db, userIds: string[]) {
  if (userIds.length === 0) return new Map<string, string>();
  const rows = await db
    .selectDistinctOn([memberMilestones.userId], {
      userId: memberMilestones.userId,
      name: milestones.name,
    })
    .from(memberMilestones)
    .innerJoin(milestones, eq(milestones.id, memberMilestones.milestoneId))
    .where(inArray(memberMilestones.userId, userIds))
    .orderBy(memberMilestones.userId, desc(milestones.threshold));
  return new Map(rows.map((r) => [r.userId, r.name]));
}

/** Awards whose 'You reached …' e-mail has not gone out, oldest first (the mail outbox). */
export function unnotifiedAwards(db: Db, limit: number, userId?: string) {
  return db
    .select({
      userId: memberMilestones.userId,
      milestoneId: memberMilestones.milestoneId,
      name: milestones.name,
      description: milestones.description,
      bonusPoints: memberMilestones.bonusPoints,
      awardedAt: memberMilestones.awardedAt,
    })
    .from(memberMilestones)
    .innerJoin(milestones, eq(milestones.id, memberMilestones.milestoneId))
    .where(
      and(
        isNull(memberMilestones.notifiedAt),
        userId ? eq(memberMilestones.userId, userId) : undefined,
      ),
    )
    .orderBy(asc(memberMilestones.awardedAt))
    .limit(limit);
}

/** Marks one award's e-mail as handled; false when another instance got there first. */
export async function claimAwardNotice(db: Db, userId: string, milestoneId: string) {
  const rows = await db
    .update(memberMilestones)
    .set({ notifiedAt: new Date() })
    .where(
      and(
        eq(memberMilestones.userId, userId),
        eq(memberMilestones.milestoneId, milestoneId),
        isNull(memberMilestones.notifiedAt),
      ),
    )
    .returning({ userId: memberMilestones.userId });
  return rows.length > 0;
}
