// The staking window of an Arena (ADR 215): the operator opens it, closes it (or the job does
// at 'Staking closes'), and publishes the results; a seat holder saves their stakes while it
// is open. The database keeps every rule whatever writes (0024_staking.sql and
// 0028_staking_window_lock.sql): this module takes the seat's row first (a member's saves
// queue) and words the refusals.
// Relative .ts imports: the jobs import this.
import { and, count, eq, inArray, lte, sql } from "drizzle-orm";
import { z } from "zod";
import { arenaInvitations, arenaStakes, arenas } from "../../../db/schema.ts";
import { recordAudit, type AuditActor } from "../audit.server.ts";
import { pgNumber, sqlRow, sqlRows, type Db, type Queryable } from "../../lib/db.server.ts";
import { refusedBy } from "../../lib/db-refusals.server.ts";
import type { ArenaMailDeps } from "./arena-mail.server.ts";
import { splitGrants } from "./grants.ts";
import { lineUp, lockArenaForStaking } from "./lineup.server.ts";
import { queueGrantMails, queueHolderMails, queueResultsMails } from "./staking-mail.server.ts";

export class StakingWrongState extends Error {}
export class StakingNotReady extends Error {}
export class OverAllowance extends Error {}
export class NotASeatHolder extends Error {}
/** The window is not open: not yet (`not_opened`), or no longer (`closed`). */
export class StakingClosed extends Error {
  readonly window: "not_opened" | "closed";
  constructor(window: "not_opened" | "closed") {
    super(`staking ${window}`);
    this.window = window;
  }
}
/** A stake that is not a whole number of tokens, 0 or more. */
export class NotWholeTokens extends Error {}

/** Seat holders, founders, stakers and tokens staked of one Arena. */
export async function stakingFigures(db: Queryable, arenaId: string) {
  const row = await sqlRow(
    db,
    z.object({ holders: pgNumber, founders: pgNumber, stakers: pgNumber, staked: pgNumber }),
    sql`
      select
        (select count(*) from arena_invitations
         where arena_id = ${arenaId} and status = 'seated' and user_id is not null) as holders,
        (select count(*) from arena_founders where arena_id = ${arenaId}) as founders,
        (select count(distinct invitation_id) from arena_stakes where arena_id = ${arenaId}) as stakers,
        (select coalesce(sum(tokens), 0) from arena_stakes where arena_id = ${arenaId}) as staked`,
  );
  return row ?? { holders: 0, founders: 0, stakers: 0, staked: 0 };
}

/** Why staking cannot open yet, or null when it can. */
export const notReadyReason = (f: { founders: number; holders: number }) =>
  f.founders < 2 ? "founders" : f.holders < 1 ? "holders" : null;

/**
 * Opens staking (at least two founders and one seat holder), queuing 'Staking is open' to each
 * seat holder, audited: the number of seat holders.
 */
export async function openStaking(deps: ArenaMailDeps, arenaId: string, actor: AuditActor) {
  return deps.db.transaction(async (tx) => {
    const arena = await lockArenaForStaking(tx, arenaId);
    if (!arena || arena.staking !== "not_opened") throw new StakingWrongState();
    const figures = await stakingFigures(tx, arenaId);
    if (notReadyReason(figures)) throw new StakingNotReady();
    await tx.execute(sql`update arenas set staking = 'open' where id = ${arenaId}`);
    await queueHolderMails(deps, tx, "open", arena);
    await recordAudit(tx, {
      actor,
      action: "arena.staking.open",
      target: `arena:${arenaId}`,
      details: { holders: figures.holders, founders: figures.founders },
    });
    return figures.holders;
  });
}

/** 'Staking closes': when the job closes the window (null: only by hand). */
export async function setStakingClosesAt(db: Db, arenaId: string, at: Date | null) {
  const rows = await db
    .update(arenas)
    .set({ stakingClosesAt: at })
    .where(and(eq(arenas.id, arenaId), inArray(arenas.staking, ["not_opened", "open"])))
    .returning({ id: arenas.id });
  if (rows.length === 0) throw new StakingWrongState();
}

/**
 * Closes an open window: stakes are frozen from here on (the database's trigger waits for the
 * saves in flight). The results as they now stand; audited with the tokens staked.
 */
export async function closeStaking(
  db: Queryable,
  arenaId: string,
  actor: AuditActor,
  /** The site's outbox: each seat holder is told 'Staking has closed in …'. */
  mail?: Omit<ArenaMailDeps, "db">,
) {
  return db.transaction(async (tx) => {
    const arena = await lockArenaForStaking(tx, arenaId);
    if (!arena || arena.staking !== "open") throw new StakingWrongState();
    await tx.execute(sql`update arenas set staking = 'closed' where id = ${arenaId}`);
    if (mail) await queueHolderMails(mail, tx, "closed", arena);
    const results = await arenaResults(tx, arenaId, arena.grant_pool);
    await recordAudit(tx, {
      actor,
      action: "arena.staking.close",
      target: `arena:${arenaId}`,
      details: { staked: results.founders.reduce((n, f) => n + f.tokens, 0) },
    });
    return results;
  });
}

/** The scheduled close: every open window whose 'Staking closes' has passed. */
export async function closeDueStaking(db: Queryable, now: Date, mail?: Omit<ArenaMailDeps, "db">) {
  const due = await db
    .select({ id: arenas.id })
    .from(arenas)
    .where(and(eq(arenas.staking, "open"), lte(arenas.stakingClosesAt, now)));
  let closed = 0;
  for (const { id } of due) {
    try {
      await closeStaking(db, id, { kind: "system" }, mail);
      closed += 1;
    } catch (error) {
      if (!(error instanceof StakingWrongState)) throw error;
    }
  }
  return { closed };
}

/**
 * Each founder of the line-up with their tokens, stakers and grant (null: no token staked,
 * no grants), from the stakes as they stand; in line-up order.
 */
export async function arenaResults(db: Queryable, arenaId: string, pool: number) {
  const totals = await db
    .select({
      founderId: arenaStakes.founderId,
      tokens: sql`sum(${arenaStakes.tokens})`.mapWith(Number),
      stakers: count(),
    })
    .from(arenaStakes)
    .where(eq(arenaStakes.arenaId, arenaId))
    .groupBy(arenaStakes.founderId);
  const byFounder = new Map(totals.map((t) => [t.founderId, t]));
  const founders = (await lineUp(db, arenaId)).map((f) => ({
    ...f,
    tokens: byFounder.get(f.id)?.tokens ?? 0,
    stakers: byFounder.get(f.id)?.stakers ?? 0,
  }));
  const grants = splitGrants(pool, founders);
  return {
    pool,
    noTokens: grants === null,
    founders: founders.map((f, i) => ({ ...f, grant: grants?.[i] ?? 0 })),
  };
}
export type ArenaResults = Awaited<ReturnType<typeof arenaResults>>;

/**
 * Publishes the results of a closed window: the public page shows them, each founder gets
 * 'Your grant from …' (when there are grants) and each seat holder 'The results of …'.
 */
export async function publishResults(deps: ArenaMailDeps, arenaId: string, actor: AuditActor) {
  return deps.db.transaction(async (tx) => {
    const arena = await lockArenaForStaking(tx, arenaId);
    if (!arena || arena.staking !== "closed") throw new StakingWrongState();
    // Publishing finishes the Arena (ADR 229): its open invitations lapse first (the database
    // refuses any change of an invitation once it has finished), then nobody is invited again.
    await tx.execute(sql`
      update arena_invitations set status = 'expired', responded_at = now(), refill_due = false
      where arena_id = ${arenaId} and status = 'invited'`);
    await tx.execute(sql`update arena_invitations set refill_due = false
      where arena_id = ${arenaId} and refill_due`);
    await tx.execute(
      sql`update arenas set staking = 'published', status = 'finished' where id = ${arenaId}`,
    );
    const results = await arenaResults(tx, arenaId, arena.grant_pool);
    if (!results.noTokens)
      await queueGrantMails(deps, tx, arena, arena.grant_pool, results.founders);
    await queueResultsMails(deps, tx, arena);
    await recordAudit(tx, {
      actor,
      action: "arena.staking.publish",
      target: `arena:${arenaId}`,
      details: {
        pool: arena.grant_pool,
        grants: results.founders.map((f) => ({
          venture: f.ventureName,
          founder: f.founderName,
          tokens: f.tokens,
          stakers: f.stakers,
          grant: f.grant,
        })),
      },
    });
    return results;
  });
}

/** A member's seat and stakes in an Arena (null: no seat). */
export async function memberStakes(db: Db, arenaId: string, userId: string) {
  const [seat] = await db
    .select({ id: arenaInvitations.id })
    .from(arenaInvitations)
    .where(
      and(
        eq(arenaInvitations.arenaId, arenaId),
        eq(arenaInvitations.userId, userId),
        eq(arenaInvitations.status, "seated"),
      ),
    );
  if (!seat) return null;
  const rows = await db
    .select({ founderId: arenaStakes.founderId, tokens: arenaStakes.tokens })
    .from(arenaStakes)
    .where(eq(arenaStakes.invitationId, seat.id));
  return Object.fromEntries(rows.map((r) => [r.founderId, r.tokens]));
}

/**
 * Saves a seat holder's stakes (every founder's, 0 for none), replacing the earlier ones;
 * refused: NotWholeTokens, NotASeatHolder, StakingClosed, OverAllowance (nothing saved).
 */
export async function saveStakes(
  db: Db,
  opts: { arenaId: string; userId: string; stakes: Map<string, number> },
) {
  for (const tokens of opts.stakes.values())
    if (!Number.isSafeInteger(tokens) || tokens < 0) throw new NotWholeTokens();
  try {
    return await db.transaction(async (tx) => {
      // The seat's row first: this member's other saves wait here. The database's trigger
      // then takes the window's lock and checks again what this read (a close in between).
      const [seat] = await tx
        .select({
          id: arenaInvitations.id,
          staking: arenas.staking,
          tokensPerSeat: arenas.tokensPerSeat,
        })
        .from(arenaInvitations)
        .innerJoin(arenas, eq(arenas.id, arenaInvitations.arenaId))
        .where(
          and(
            eq(arenaInvitations.arenaId, opts.arenaId),
            eq(arenaInvitations.userId, opts.userId),
            eq(arenaInvitations.status, "seated"),
          ),
        )
        .for("update", { of: arenaInvitations });
      if (!seat) throw new NotASeatHolder();
      if (seat.staking !== "open")
        throw new StakingClosed(seat.staking === "not_opened" ? "not_opened" : "closed");
      const allowance = seat.tokensPerSeat;
      let sum = 0;
      for (const tokens of opts.stakes.values()) sum += tokens;
      if (sum > allowance) throw new OverAllowance();
      await tx.execute(sql`delete from arena_stakes where invitation_id = ${seat.id}`);
      const rows = [...opts.stakes].filter(([, tokens]) => tokens > 0);
      if (rows.length > 0)
        // A founder outside this Arena's line-up matches nothing and is not written.
        await tx.execute(sql`
          insert into arena_stakes (invitation_id, founder_id, arena_id, tokens)
          select ${seat.id}, f.id, f.arena_id, v.tokens
          from (values ${sql.join(
            rows.map(([id, tokens]) => sql`(${id}::uuid, ${tokens}::int)`),
            sql`, `,
          )}) as v(founder_id, tokens)
          join arena_founders f on f.id = v.founder_id and f.arena_id = ${opts.arenaId}`);
      return { allowance, used: sum };
    });
  } catch (error) {
    throw refusedBy(error, {
      arena_stakes_within_allowance: () => new OverAllowance(),
      arena_stakes_seat_holder: () => new NotASeatHolder(),
      // The window closed between the seat's read and the write: the insert finds it closed,
      // or the delete of the earlier stakes finds them frozen (ADR 234).
      arena_stakes_window_open: () => new StakingClosed("closed"),
      arena_stakes_frozen_once_closed: () => new StakingClosed("closed"),
    });
  }
}

/** The open windows where a member holds a seat: the dashboard card's lines. */
export async function memberStakingWindows(db: Db, userId: string) {
  const rows = await sqlRows(
    db,
    z.object({ name: z.string(), slug: z.string(), total: pgNumber, used: pgNumber }),
    sql`
      select a.name, a.slug, a.tokens_per_seat as total,
        (select coalesce(sum(s.tokens), 0) from arena_stakes s where s.invitation_id = i.id) as used
      from arena_invitations i join arenas a on a.id = i.arena_id
      where i.user_id = ${userId} and i.status = 'seated' and a.staking = 'open'
      order by a.kickoff_on, a.name limit 20`,
  );
  return rows.map((r) => ({ name: r.name, slug: r.slug, total: r.total, left: r.total - r.used }));
}
export type MemberStakingWindow = Awaited<ReturnType<typeof memberStakingWindows>>[number];
