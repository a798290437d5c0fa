// The Arenas' hourly job (ADR 211), on the existing scheduler (one run per database
// at a time, whichever instance): it expires overdue invitations (audited as 'system'),
// queues the one reminder 48 hours before an invitation expires, and, for an open Arena with
// 'Fill freed seats automatically' on, invites the next in line for every seat freed by a
// decline, an expiry, a release or a deleted account. Each refill is inviteNext's own
// transaction holding the Arena's row, so it never races an admin's 'Invite Next'.
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { z } from "zod";
import { arenaInvitations, arenas } from "../../../db/schema.ts";
import { REMINDER_BEFORE_MS } from "../../content/arenas.ts";
import { recordAudit } from "../audit.server.ts";
import { HOUR_MS, type Job } from "../../lib/jobs.server.ts";
import { pgNumber, sqlRow, sqlRows, type Queryable } from "../../lib/db.server.ts";
import { queueArenaMail, type MailDeps } from "./arena-mail.server.ts";
import { inviteNext } from "./invitations.server.ts";

const SYSTEM = { kind: "system" } as const;
/** The job's e-mails and where it runs: the database, or the scheduler's transaction. */
type JobDeps = MailDeps & { db: Queryable };

/** One run at `now`: counts of what it did. */
export async function runArenaJob(deps: JobDeps, now = new Date()) {
  const { db } = deps;
  const at = now.toISOString();
  // Expiry: every overdue invitation, its seat owed to the next in line.
  const expired = await sqlRows(
    db,
    z.object({ arena_id: z.string(), n: pgNumber }),
    sql`
      with gone as (
        update arena_invitations set status = 'expired', responded_at = ${at}::timestamptz,
          refill_due = true
        where status = 'invited' and expires_at <= ${at}::timestamptz
        returning arena_id)
      select arena_id, count(*) as n from gone group by arena_id`,
  );
  for (const row of expired)
    await recordAudit(db, {
      actor: SYSTEM,
      action: "arena.expire",
      target: `arena:${row.arena_id}`,
      details: { count: row.n },
    });

  // One reminder per invitation, 48 hours before it expires (not for one given less time).
  const before = sql`${REMINDER_BEFORE_MS / 1000} * interval '1 second'`;
  const due = await db
    .update(arenaInvitations)
    .set({ remindedAt: now })
    .where(
      and(
        eq(arenaInvitations.status, "invited"),
        isNull(arenaInvitations.remindedAt),
        gt(arenaInvitations.expiresAt, now),
        sql`${arenaInvitations.expiresAt} - ${before} <= ${at}::timestamptz`,
        gt(sql`${arenaInvitations.expiresAt} - ${arenaInvitations.invitedAt}`, before),
      ),
    )
    .returning({ id: arenaInvitations.id });
  let reminded = 0;
  for (const row of due)
    if (await db.transaction((tx) => queueArenaMail(deps, tx, "reminder", row.id))) reminded += 1;

  // Refilling: the seats owed in each open Arena that fills them automatically.
  const owed = await db
    .selectDistinct({ arenaId: arenaInvitations.arenaId })
    .from(arenaInvitations)
    .innerJoin(
      arenas,
      and(
        eq(arenas.id, arenaInvitations.arenaId),
        eq(arenas.status, "open"),
        eq(arenas.autoFill, true),
      ),
    )
    .where(eq(arenaInvitations.refillDue, true));
  let refilled = 0;
  for (const row of owed) refilled += await refillArena(deps, row.arenaId, now);
  return { expired: expired.reduce((n, r) => n + r.n, 0), reminded, refilled };
}

/**
 * Invites the next in line for the seats an open, automatically filling Arena owes (a decline,
 * an expiry, a release, a deleted account); the number invited. The job runs it hourly, and a
 * decline or a release runs it at once.
 */
export async function refillArena(deps: JobDeps, arenaId: string, now = new Date()) {
  // One transaction holding the Arena's row: a second refill waits and finds nothing owed.
  return deps.db.transaction(async (tx) => {
    const due = await sqlRow(
      tx,
      z.object({ n: pgNumber }),
      sql`
        select (select count(*) from arena_invitations i
                where i.arena_id = a.id and i.refill_due) as n
        from arenas a where a.id = ${arenaId} and a.status = 'open' and a.auto_fill
        for update of a`,
    );
    const owed = due?.n ?? 0;
    if (owed === 0) return 0;
    const invited = await inviteNext(
      { ...deps, db: tx },
      { arenaId, count: owed, actor: SYSTEM, now },
    );
    if (invited > 0)
      await tx.execute(sql`
        update arena_invitations set refill_due = false
        where id in (select id from arena_invitations
                     where arena_id = ${arenaId} and refill_due
                     order by responded_at nulls first, id limit ${invited})`);
    return invited;
  });
}

/** The hourly Arenas job (app/domain/scheduled-jobs.server.ts). */
export function arenaJob(deps: MailDeps): Job {
  return {
    name: "arenas",
    everyMs: HOUR_MS,
    run: (ctx) => runArenaJob({ ...deps, db: ctx.db }, ctx.now),
  };
}
