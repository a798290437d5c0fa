// The staking window of an Arena (ADR 215): the operator opens it, closes it (or the job does
// at 'Staking closes'), and publishes the results; a seat holder saves their stakes while it
// is open. The database keeps every rule whatever writes (0024_staking.sql and
// 0028_staking_window_lock.sql): this module takes the seat's row first (a member's saves
// queue) and words the refusals.
// Relative .ts imports: the jobs import this.
import { sql } from "drizzle-orm";
import { recordAudit, type AuditActor } from "../audit.server.ts";
import { pgErrorCode, resultRows, type Db } from "../../lib/db.server.ts";
import type { ArenaMailDeps } from "./arena-mail.server.ts";
import { splitGrants } from "./grants.ts";
import { lineUp, lockArenaForStaking } from "./lineup.server.ts";
import { queueGrantMails, queueHolderMails, queueResultsMails } from "./staking-mail.server.ts";

export class StakingWrongState extends Error {}
export class StakingNotReady extends Error {}
export class OverAllowance extends Error {}
export class NotASeatHolder extends Error {}
export class StakingClosed extends Error {}
/** A stake that is not a whole number of tokens, 0 or more. */
export class NotWholeTokens extends Error {}

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
const num = (v: unknown) => Number(v ?? 0);

/** Seat holders, founders, stakers and tokens staked of one Arena. */
export async function stakingFigures(db: Db | Tx, arenaId: string) {
  const [row] = resultRows<Record<"holders" | "founders" | "stakers" | "staked", unknown>>(
    await db.execute(sql`
      select
        (select count(*) from arena_invitations
         where arena_id = ${arenaId} and status = 'seated' and user_id is not null) as holders,
        (select count(*) from arena_founders where arena_id = ${arenaId}) as founders,
        (select count(distinct invitation_id) from arena_stakes where arena_id = ${arenaId}) as stakers,
        (select coalesce(sum(tokens), 0) from arena_stakes where arena_id = ${arenaId}) as staked`),
  );
  return {
    holders: num(row?.holders),
    founders: num(row?.founders),
    stakers: num(row?.stakers),
    staked: num(row?.staked),
  };
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
  const rows = resultRows(
    await db.execute(sql`
      update arenas set staking_closes_at = ${at?.toISOString() ?? null}::timestamptz
      where id = ${arenaId} and staking in ('not_opened', 'open') returning id`),
  );
  if (rows.length === 0) throw new StakingWrongState();
}

/**
 * Closes an open window: stakes are frozen from here on (the database's trigger waits for the
 * saves in flight). The results as they now stand; audited with the tokens staked.
 */
export async function closeStaking(
  db: Db | Tx,
  arenaId: string,
  actor: AuditActor,
  /** The site's outbox: each seat holder is told 'Staking has closed in …'. */
  mail?: Omit<ArenaMailDeps, "db">,
) {
  return db.transaction(async (tx) => {
    const arena = await lockArenaForStaking(tx, arenaId);
    if (!arena || arena.staking !== "open") throw new StakingWrongState();
    await tx.execute(sql`update arenas set staking = 'closed' where id = ${arenaId}`);
    if (mail) await queueHolderMails({ ...mail, db: db as Db }, tx, "closed", arena);
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
export async function closeDueStaking(db: Db | Tx, now: Date, mail?: Omit<ArenaMailDeps, "db">) {
  const due = resultRows<{ id: string }>(
    await db.execute(sql`
      select id from arenas where staking = 'open'
        and staking_closes_at <= ${now.toISOString()}::timestamptz`),
  );
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
export async function arenaResults(db: Db | Tx, arenaId: string, pool: number) {
  const totals = resultRows<{ founder_id: string; tokens: unknown; stakers: unknown }>(
    await db.execute(sql`
      select founder_id, sum(tokens) as tokens, count(*) as stakers
      from arena_stakes where arena_id = ${arenaId} group by founder_id`),
  );
  const byFounder = new Map(totals.map((t) => [t.founder_id, t]));
  const founders = (await lineUp(db as Db, arenaId)).map((f) => ({
    ...f,
    tokens: num(byFounder.get(f.id)?.tokens),
    stakers: num(byFounder.get(f.id)?.stakers),
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
  const [seat] = resultRows<{ id: string }>(
    await db.execute(sql`
      select id from arena_invitations
      where arena_id = ${arenaId} and user_id = ${userId} and status = 'seated'`),
  );
  if (!seat) return null;
  const rows = resultRows<{ founder_id: string; tokens: number }>(
    await db.execute(sql`
      select founder_id, tokens from arena_stakes where invitation_id = ${seat.id}`),
  );
  return Object.fromEntries(rows.map((r) => [r.founder_id, Number(r.tokens)]));
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
      const [seat] = resultRows<{ id: string; staking: string; tokens_per_seat: number }>(
        await tx.execute(sql`
          select i.id, a.staking, a.tokens_per_seat
          from arena_invitations i join arenas a on a.id = i.arena_id
          where i.arena_id = ${opts.arenaId} and i.user_id = ${opts.userId}
            and i.status = 'seated'
          for update of i`),
      );
      if (!seat) throw new NotASeatHolder();
      if (seat.staking !== "open") throw new StakingClosed();
      const allowance = Number(seat.tokens_per_seat);
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
    if (pgErrorCode(error) === "23514") {
      const text = String((error as { cause?: unknown }).cause ?? error);
      if (/above the tokens per seat/.test(text)) throw new OverAllowance();
      if (/not open/.test(text)) throw new StakingClosed();
      throw new NotASeatHolder();
    }
    throw error;
  }
}

/** The open windows where a member holds a seat: the dashboard card's lines. */
export async function memberStakingWindows(db: Db, userId: string) {
  const rows = resultRows<{ name: string; slug: string; total: number; used: unknown }>(
    await db.execute(sql`
      select a.name, a.slug, a.tokens_per_seat as total,
        (select coalesce(sum(s.tokens), 0) from arena_stakes s where s.invitation_id = i.id) as used
      from arena_invitations i join arenas a on a.id = i.arena_id
      where i.user_id = ${userId} and i.status = 'seated' and a.staking = 'open'
      order by a.kickoff_on, a.name limit 20`),
  );
  return rows.map((r) => ({
    name: r.name,
    slug: r.slug,
    total: Number(r.total),
    left: Number(r.total) - num(r.used),
  }));
}
export type MemberStakingWindow = Awaited<ReturnType<typeof memberStakingWindows>>[number];
