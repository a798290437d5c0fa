// The staking window's clock (ADR 215, docs/product.md#arena-staking): 'Staking closes' set or
// changed by the operator (audited, each seat holder told), one 'Staking closes soon in …' per
// seat holder with tokens left 24 hours before it (at once when less remains), and the close at
// that time with 'Staking has closed in …'. The job runs every minute on the scheduler (one run
// per database at a time); each reminder is keyed in the outbox by its seat, so a restart, a
// second instance or a run that repeats never sends it twice.
// Relative .ts imports: the jobs import this.
import { and, eq, gt, lte } from "drizzle-orm";
import { arenas } from "../../../db/schema.ts";
import { recordAudit, type AuditActor } from "../audit.server.ts";
import type { Queryable } from "../../lib/db.server.ts";
import type { Job } from "../../lib/jobs.server.ts";
import { formatInZone } from "../../lib/time-zone.ts";
import type { ArenaMailDeps, MailDeps } from "./arena-mail.server.ts";
import { lockArenaForStaking } from "./lineup.server.ts";
import { closeDueStaking, StakingWrongState } from "./staking.server.ts";
import { confirmedHolders, holderMailContent, queueHolderMails } from "./staking-mail.server.ts";

/** How often the job looks for a window to remind of or close. */
export const STAKING_CLOCK_EVERY_MS = 60_000;
/** 'Staking closes soon' goes this long before the closing time. */
export const CLOSES_SOON_BEFORE_MS = 24 * 60 * 60 * 1000;

export type StakingClockDeps = ArenaMailDeps & { zone: string };

/**
 * 'Staking closes' (null: only by hand), while the window has not closed; audited with the old
 * and new time, and each seat holder of an open window is told the new time (once per time).
 */
export async function setClosingTime(
  deps: StakingClockDeps,
  arenaId: string,
  at: Date | null,
  actor: AuditActor,
) {
  return deps.db.transaction(async (tx) => {
    const arena = await lockArenaForStaking(tx, arenaId);
    if (!arena || (arena.staking !== "not_opened" && arena.staking !== "open"))
      throw new StakingWrongState();
    const [before] = await tx
      .select({ at: arenas.stakingClosesAt })
      .from(arenas)
      .where(eq(arenas.id, arenaId));
    const from = before?.at?.toISOString() ?? null;
    const to = at?.toISOString() ?? null;
    if (from === to) return false;
    await tx.update(arenas).set({ stakingClosesAt: at }).where(eq(arenas.id, arenaId));
    await recordAudit(tx, {
      actor,
      action: "arena.staking.closes",
      target: `arena:${arenaId}`,
      details: { from, to },
    });
    if (at && arena.staking === "open")
      await queueHolderMails(deps, tx, "closesSet", arena, {
        when: formatInZone(at, deps.zone),
        key: (seat) => `arena-closes:${seat}:${at.getTime()}`,
      });
    return true;
  });
}

/**
 * Queues 'Staking closes soon in …' to each confirmed seat holder with tokens left in every
 * open window closing within 24 hours; once per seat (the outbox's key). The number queued.
 */
export async function remindClosingSoon(
  deps: MailDeps & { db: Queryable; zone: string },
  now: Date,
) {
  const due = await deps.db
    .select({
      id: arenas.id,
      name: arenas.name,
      slug: arenas.slug,
      total: arenas.tokensPerSeat,
      closesAt: arenas.stakingClosesAt,
    })
    .from(arenas)
    .where(
      and(
        eq(arenas.staking, "open"),
        gt(arenas.stakingClosesAt, now),
        lte(arenas.stakingClosesAt, new Date(now.getTime() + CLOSES_SOON_BEFORE_MS)),
      ),
    );
  let queued = 0;
  for (const { total, closesAt, ...arena } of due) {
    if (!closesAt) continue;
    for (const holder of await confirmedHolders(deps.db, arena.id)) {
      const left = total - holder.used;
      if (left <= 0) continue;
      const mail = holderMailContent(
        "closesSoon",
        deps.publicUrl,
        holder,
        { name: arena.name, slug: arena.slug, tokensPerSeat: total },
        { when: formatInZone(closesAt, deps.zone), left },
      );
      if (await deps.outbox.enqueue(mail, { key: `arena-closes-soon:${holder.id}` })) queued += 1;
    }
  }
  return queued;
}

/** Every minute: the reminders due, then the windows past their closing time. */
export function stakingClockJob(deps: Omit<StakingClockDeps, "db">): Job {
  return {
    name: "arena-staking-close",
    everyMs: STAKING_CLOCK_EVERY_MS,
    quiet: true,
    run: async (ctx) => {
      const reminded = await remindClosingSoon({ ...deps, db: ctx.db }, ctx.now);
      const { closed } = await closeDueStaking(ctx.db, ctx.now, deps);
      return { reminded, closed };
    },
  };
}
