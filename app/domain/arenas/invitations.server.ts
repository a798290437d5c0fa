// Arena invitations (ADRs 209–211); who is in line and in which order is line.server.ts.
// Every write that takes or frees a seat holds the Arena's row (SELECT … FOR UPDATE) for its transaction, so
// 'Invite Next' on two instances and the hourly job queue behind each other, and the
// database's own check (0018_arenas.sql) refuses more seated plus invited than seats.
import { and, eq, gt, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import { arenaInvitations, arenas } from "../../../db/schema.ts";
import { recordAudit, type AuditActor } from "../audit.server.ts";
import { pgNumber, pgTime, sqlRow, sqlRows, type Db, type Queryable } from "../../lib/db.server.ts";
import { withRefusals } from "../../lib/db-refusals.server.ts";
import {
  queueArenaMail,
  queueArenaMails,
  type ArenaMailDeps,
  type MailDeps,
} from "./arena-mail.server.ts";
import { linePosition, nextPicked } from "./line.server.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

export class ArenaNotOpen extends Error {}
/** Its kick-off date has passed: an Arena no longer invites (still not open for new members). */
export class ArenaKickoffPassed extends ArenaNotOpen {}
/** Its results are published: nobody is invited, seated or freed any more (ADR 229). */
export class ArenaFinished extends ArenaNotOpen {}

/** A write the database refused because the Arena has finished, as ArenaFinished. */
export function unlessFinished<T>(write: () => Promise<T>): Promise<T> {
  return withRefusals({ arena_finished: () => new ArenaFinished() }, write);
}

/** Locks an Arena's row for the transaction; its state, or null when there is none. */
async function lockArena(tx: Queryable, where: SQL) {
  const [arena] = await tx
    .select({
      id: arenas.id,
      status: arenas.status,
      seats: arenas.seats,
      days_to_accept: arenas.daysToAccept,
      kickoff_passed: sql`${arenas.kickoffOn} < current_date`.mapWith(Boolean),
    })
    .from(arenas)
    .where(where)
    .for("update");
  return arena ?? null;
}

/**
 * Invites the next `count` members in line, never more than the free seats (seats − seated −
 * open invitations), each with an e-mail queued in the same transaction; the number invited.
 * Throws ArenaNotOpen unless the Arena is open.
 */
export async function inviteNext(
  deps: MailDeps & { db: Queryable },
  opts: { arenaId: string; count: number; actor: AuditActor; now?: Date },
): Promise<number> {
  const now = opts.now ?? new Date();
  return unlessFinished(() =>
    deps.db.transaction(async (tx) => {
      const arena = await lockArena(tx, eq(arenas.id, opts.arenaId));
      if (arena?.status === "finished") throw new ArenaFinished();
      if (!arena || arena.status !== "open") throw new ArenaNotOpen();
      if (arena.kickoff_passed) throw new ArenaKickoffPassed();
      const taken = await sqlRow(
        tx,
        z.object({ used: pgNumber, last: pgNumber }),
        sql`
        select count(*) filter (where status in ('invited', 'seated')) as used,
          coalesce(max(place), 0) as last
        from arena_invitations where arena_id = ${arena.id}`,
      );
      const n = Math.min(opts.count, arena.seats - (taken?.used ?? 0));
      if (n <= 0) return 0;
      const expires = new Date(now.getTime() + arena.days_to_accept * DAY_MS);
      const invited = await sqlRows(
        tx,
        z.object({ id: z.string(), user_id: z.string(), place: pgNumber }),
        sql`
        with ${nextPicked(arena.id, n)}
        insert into arena_invitations (arena_id, user_id, place, invited_at, expires_at)
        select ${arena.id}, picked.id, ${taken?.last ?? 0} + picked.n,
          ${now.toISOString()}::timestamptz, ${expires.toISOString()}::timestamptz
        from picked
        on conflict (arena_id, user_id) do nothing
        returning id, user_id, place`,
      );
      await queueArenaMails(
        deps,
        tx,
        "invitation",
        invited.map((row) => row.id),
      );
      if (invited.length > 0)
        await recordAudit(tx, {
          actor: opts.actor,
          action: "arena.invite",
          target: `arena:${arena.id}`,
          // Who, in the order of the line: the Audit Log names them.
          details: {
            count: invited.length,
            members: [...invited].sort((a, b) => a.place - b.place).map((row) => row.user_id),
          },
        });
      return invited.length;
    }),
  );
}

export type Answer = "accepted" | "declined" | "none";

/**
 * The invited member accepts or declines their own open invitation to an open Arena: a
 * declined seat is owed to the next in line. 'none': nothing to answer (and nothing changed).
 */
export async function answerInvitation(
  deps: ArenaMailDeps,
  opts: { slug: string; userId: string; accept: boolean; now?: Date },
): Promise<Answer> {
  const now = opts.now ?? new Date();
  return deps.db.transaction(async (tx) => {
    const arena = await lockArena(tx, eq(arenas.slug, opts.slug));
    if (!arena || arena.status !== "open") return "none";
    const [row] = await tx
      .update(arenaInvitations)
      .set({
        status: opts.accept ? "seated" : "declined",
        respondedAt: now,
        refillDue: !opts.accept,
      })
      .where(
        and(
          eq(arenaInvitations.arenaId, arena.id),
          eq(arenaInvitations.userId, opts.userId),
          eq(arenaInvitations.status, "invited"),
          gt(arenaInvitations.expiresAt, now),
        ),
      )
      .returning({ id: arenaInvitations.id });
    if (!row) return "none";
    if (opts.accept) await queueArenaMail(deps, tx, "welcome", row.id);
    await recordAudit(tx, {
      actor: { kind: "member", id: opts.userId },
      action: opts.accept ? "arena.accept" : "arena.decline",
      target: `arena:${arena.id}`,
    });
    return opts.accept ? "accepted" : "declined";
  });
}

/**
 * An admin releases a seated member's seat (audited with the reason) and the member is told
 * by e-mail ('Your seat in {Arena} was released'), with the reason only when `tellReason`.
 * False: no such seat.
 */
export async function releaseSeat(
  deps: ArenaMailDeps,
  opts: {
    arenaId: string;
    invitationId: string;
    reason: string;
    tellReason?: boolean;
    actor: AuditActor;
  },
): Promise<boolean> {
  return unlessFinished(() =>
    deps.db.transaction(async (tx) => {
      const arena = await lockArena(tx, eq(arenas.id, opts.arenaId));
      if (!arena) return false;
      if (arena.status === "finished") throw new ArenaFinished();
      const [row] = await tx
        .update(arenaInvitations)
        .set({
          status: "released",
          releaseReason: opts.reason,
          respondedAt: sql`now()`,
          refillDue: true,
        })
        .where(
          and(
            eq(arenaInvitations.id, opts.invitationId),
            eq(arenaInvitations.arenaId, arena.id),
            eq(arenaInvitations.status, "seated"),
          ),
        )
        .returning({ id: arenaInvitations.id, user_id: arenaInvitations.userId });
      if (!row) return false;
      await queueArenaMail(deps, tx, "released", row.id, opts.tellReason ? opts.reason : null);
      await recordAudit(tx, {
        actor: opts.actor,
        action: "arena.release",
        target: `arena:${arena.id}`,
        details: {
          invitation: row.id,
          user: row.user_id,
          reason: opts.reason,
          told: opts.tellReason ?? false,
        },
      });
      return true;
    }),
  );
}

/**
 * A seated member gives up their own seat ('Give Up Seat'); it is owed to the next in line.
 * Throws ArenaFinished once the Arena has finished.
 */
export async function giveUpSeat(db: Db, opts: { slug: string; userId: string }): Promise<boolean> {
  return unlessFinished(() =>
    db.transaction(async (tx) => {
      const arena = await lockArena(tx, eq(arenas.slug, opts.slug));
      if (!arena) return false;
      if (arena.status === "finished") throw new ArenaFinished();
      const [row] = await tx
        .update(arenaInvitations)
        .set({ status: "released", releaseReason: null, respondedAt: sql`now()`, refillDue: true })
        .where(
          and(
            eq(arenaInvitations.arenaId, arena.id),
            eq(arenaInvitations.userId, opts.userId),
            eq(arenaInvitations.status, "seated"),
          ),
        )
        .returning({ id: arenaInvitations.id });
      if (!row) return false;
      await recordAudit(tx, {
        actor: { kind: "member", id: opts.userId },
        action: "arena.give-up",
        target: `arena:${arena.id}`,
      });
      return true;
    }),
  );
}

/** What concerns a member in each non-draft Arena: their invitation or their place in line. */
export async function memberArenas(db: Db, userId: string) {
  const rows = await sqlRows(
    db,
    z.object({
      id: z.string(),
      name: z.string(),
      slug: z.string(),
      status: z.string(),
      invitation: z.string().nullable(),
      expires_at: pgTime.nullable(),
    }),
    sql`
      select a.id, a.name, a.slug, a.status, i.status as invitation, i.expires_at
      from arenas a
      left join arena_invitations i on i.arena_id = a.id and i.user_id = ${userId}
      where a.status = 'open' or (a.status in ('closed', 'finished') and i.status = 'seated')
      order by a.kickoff_on, a.name
      limit 20`,
  );
  const out = [];
  for (const r of rows) {
    const invitation =
      r.invitation === "invited" && r.expires_at && r.expires_at <= new Date()
        ? "expired"
        : r.invitation;
    const position = invitation ? null : await linePosition(db, r.id, userId);
    if (!invitation && position === null) continue;
    out.push({
      name: r.name,
      slug: r.slug,
      finished: r.status === "finished",
      invitation,
      expiresAt: r.expires_at?.toISOString() ?? null,
      position,
    });
  }
  return out;
}
export type MemberArena = Awaited<ReturnType<typeof memberArenas>>[number];
