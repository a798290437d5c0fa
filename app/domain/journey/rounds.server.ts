// The breakout (ADR 233): the operator announces a round for a venture of published results;
// each confirmed staker (more than 0 tokens) on the 'Founder updates' list gets 'An invitation
// from {Venture}' (queued in one statement, keyed 'round-invitation:<round>:<member>'). Until
// the round closes a staker may record, change or withdraw a non-binding indication of interest
// of at most ten times their tokens (frozen at closing) in dollars, with their consent to share
// their address with the founder; the database keeps the cap and the close (0030's trigger).
// Nothing takes, holds or moves money.
import { sql } from "drizzle-orm";
import { z } from "zod";
import { roundInterests } from "../../../db/schema.ts";
import { JOURNEY_LIMITS } from "../../content/journey.ts";
import { recordAudit, type AuditActor } from "../audit.server.ts";
import { sqlRows, type Db } from "../../lib/db.server.ts";
import { withRefusals } from "../../lib/db-refusals.server.ts";
import { zonedToUtc } from "../../lib/time-zone.ts";
import type { RoundInput } from "./journey.schema.ts";
import { count, when } from "./rows.ts";
import { recipientsSql } from "./updates.server.ts";
import { tokensOn } from "./ventures.server.ts";

export class RoundNotAllowed extends Error {}
export class RoundStillOpen extends Error {}
export class RoundDateInvalid extends Error {}
export class RoundClosed extends Error {}
export class AboveCap extends Error {
  readonly cap: number;
  constructor(cap: number) {
    super("above the cap");
    this.cap = cap;
  }
}
export class NotAStaker extends Error {}

/** The day after `day` ('YYYY-MM-DD'). */
const nextDay = (day: string) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
};

/** Today in `zone` ('YYYY-MM-DD'). */
export const todayIn = (zone: string, now = new Date()) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: zone, dateStyle: "short" }).format(now);

/** The first day a round may close on: tomorrow in `zone`. */
export const nextDayIn = (zone: string, now = new Date()) => nextDay(todayIn(zone, now));

/**
 * The instant a round closing on `day` closes: the end of that day in `zone`; null when `day`
 * is not a real date after today there.
 */
export function roundClosesAt(day: string, zone: string, now = new Date()): Date | null {
  const check = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(check.getTime()) || check.toISOString().slice(0, 10) !== day) return null;
  if (day <= todayIn(zone, now)) return null;
  return zonedToUtc(`${nextDay(day)}T00:00`, zone);
}

/** The cap of a member on a venture: ten times their tokens, in dollars. */
export const capFor = (tokens: number) => tokens * JOURNEY_LIMITS.capPerToken;

/**
 * 'Announce Round' for a venture of published results (RoundNotAllowed otherwise; one round
 * at a time: RoundStillOpen); its invitations commit with it. Audited with the count.
 */
export async function announceRound(
  db: Db,
  opts: { founderId: string; input: RoundInput; zone: string; actor: AuditActor; now?: Date },
) {
  const closesAt = roundClosesAt(opts.input.closesOn, opts.zone, opts.now);
  if (!closesAt) throw new RoundDateInvalid();
  return db.transaction(async (tx) => {
    const [venture] = await sqlRows(
      tx,
      z.object({ staking: z.string(), open: z.boolean(), venture_name: z.string() }),
      sql`
        select a.staking, f.venture_name, exists (select 1 from venture_rounds r
          where r.founder_id = f.id and r.closes_at > now()) as open
        from arena_founders f join arenas a on a.id = f.arena_id
        where f.id = ${opts.founderId} for update of f`,
    );
    if (!venture || venture.staking !== "published") throw new RoundNotAllowed();
    if (venture.open) throw new RoundStillOpen();
    const [round] = await sqlRows(
      tx,
      z.object({ id: z.string() }),
      sql`
        insert into venture_rounds (founder_id, name, closes_on, closes_at, note)
        values (${opts.founderId}, ${opts.input.name}, ${opts.input.closesOn},
          ${closesAt.toISOString()}::timestamptz, ${opts.input.note})
        returning id`,
    );
    const id = round!.id;
    const [queued] = await sqlRows(
      tx,
      z.object({ n: count }),
      sql`
        with queued as (
          insert into outbox (kind, user_id, ref, dedupe_key)
          select 'round-invitation', x.user_id, ${id}::uuid,
            'round-invitation:' || ${id} || ':' || x.user_id
          from (${recipientsSql(opts.founderId, false)}) x
          on conflict (dedupe_key) do nothing returning 1)
        select count(*) as n from queued`,
    );
    await recordAudit(tx, {
      actor: opts.actor,
      action: "venture.round.announce",
      target: `venture:${opts.founderId}`,
      details: {
        venture: venture.venture_name,
        round: id,
        name: opts.input.name,
        closesOn: opts.input.closesOn,
        invited: queued?.n ?? 0,
      },
    });
    return { id, invited: queued?.n ?? 0 };
  });
}

const RoundRow = z.object({
  id: z.string(),
  name: z.string(),
  closes_on: z.union([z.string(), z.date()]),
  closes_at: when,
  note: z.string(),
  interested: count,
  total: count,
});

const dayOf = (v: string | Date) =>
  typeof v === "string" ? v.slice(0, 10) : v.toISOString().slice(0, 10);

/** A venture's latest round with its count and sum of interest, or null. */
export async function latestRound(db: Db, founderId: string, now = new Date()) {
  const [row] = await sqlRows(
    db,
    RoundRow,
    sql`
      select r.id, r.name, r.closes_on::text as closes_on, r.closes_at, r.note,
        (select count(*) from round_interests i where i.round_id = r.id) as interested,
        (select coalesce(sum(amount), 0) from round_interests i where i.round_id = r.id) as total
      from venture_rounds r where r.founder_id = ${founderId}
      order by r.created_at desc limit 1`,
  );
  if (!row) return null;
  return {
    id: row.id,
    name: row.name,
    closesOn: dayOf(row.closes_on),
    open: row.closes_at > now,
    note: row.note,
    interested: row.interested,
    total: row.total,
  };
}
export type Round = NonNullable<Awaited<ReturnType<typeof latestRound>>>;

/** A member's place in a round: their cap (0: not a staker) and interest so far. */
export async function memberRound(
  db: Db,
  round: { id: string },
  founderId: string,
  userId: string,
) {
  const cap = capFor(await tokensOn(db, founderId, userId));
  const [mine] = await sqlRows(
    db,
    z.object({ amount: count }),
    sql`
      select amount from round_interests where round_id = ${round.id} and user_id = ${userId}`,
  );
  return { cap, amount: mine?.amount ?? null };
}

/**
 * 'I'm Interested' (or a change): within the cap and before the round closes, with consent;
 * refused: NotAStaker, AboveCap (nothing saved), RoundClosed.
 */
export async function recordInterest(
  db: Db,
  opts: { roundId: string; userId: string; amount: number },
) {
  const [round] = await sqlRows(
    db,
    z.object({ founder_id: z.string(), closes_at: when }),
    sql`select founder_id, closes_at from venture_rounds where id = ${opts.roundId}`,
  );
  if (!round || round.closes_at <= new Date()) throw new RoundClosed();
  const cap = capFor(await tokensOn(db, round.founder_id, opts.userId));
  if (cap === 0) throw new NotAStaker();
  if (opts.amount > cap) throw new AboveCap(cap);
  // The database checks both again as it writes (a round closing, stakes gone in between).
  await withRefusals(
    {
      round_interests_round_open: () => new RoundClosed(),
      round_interests_within_cap: () => new AboveCap(cap),
    },
    () =>
      db
        .insert(roundInterests)
        .values({
          roundId: opts.roundId,
          userId: opts.userId,
          amount: opts.amount,
          shareEmail: true,
        })
        .onConflictDoUpdate({
          target: [roundInterests.roundId, roundInterests.userId],
          set: { amount: sql`excluded.amount` },
        }),
  );
  return { cap };
}

/** 'Withdraw Interest' until the round closes; false: there was none. */
export async function withdrawInterest(db: Db, opts: { roundId: string; userId: string }) {
  const rows = await sqlRows(
    db,
    z.object({ ok: z.number() }),
    sql`
      delete from round_interests i using venture_rounds r
      where i.round_id = ${opts.roundId} and i.user_id = ${opts.userId}
        and r.id = i.round_id and r.closes_at > now()
      returning 1 as ok`,
  );
  if (rows.length === 0) {
    const [round] = await sqlRows(
      db,
      z.object({ open: z.boolean() }),
      sql`select closes_at > now() as open from venture_rounds where id = ${opts.roundId}`,
    );
    if (!round?.open) throw new RoundClosed();
    return false;
  }
  return true;
}

/** 'Interested stakers' for the founder: name, address (shared with consent), amount, date. */
export async function interestedStakers(db: Db, roundId: string) {
  const rows = await sqlRows(
    db,
    z.object({ name: z.string(), email: z.string(), amount: count, updated_at: when }),
    sql`
      select p.name, u.email, i.amount, i.updated_at
      from round_interests i join profiles p on p.id = i.user_id join users u on u.id = i.user_id
      where i.round_id = ${roundId} and i.share_email
      order by i.updated_at, p.name limit 10000`,
  );
  return rows.map((r) => ({
    name: r.name,
    email: r.email,
    amount: r.amount,
    at: r.updated_at.toISOString(),
  }));
}
export type InterestedStaker = Awaited<ReturnType<typeof interestedStakers>>[number];
