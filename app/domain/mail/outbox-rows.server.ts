// The outbox's statements (ADRs 208, 224): a batch claimed with a fresh fencing token each,
// the sent ones recorded in one statement (each only while its token holds), and the queue's
// figures for the metrics.
// Imported by services.server.ts: relative imports with .ts only.
import { sql } from "drizzle-orm";
import { z } from "zod";
import { pgNumber, sqlRow, sqlRows, type Db } from "../../lib/db.server.ts";
import type { Mail } from "../../lib/email.server.ts";

const outboxRow = z.object({
  id: pgNumber,
  kind: z.string(),
  /** The message as queued (a mail), or null for a row rendered when sent. */
  message: z
    .custom<Omit<Mail, "kind">>((m) => typeof m === "object" && m !== null && "to" in m)
    .nullable(),
  attempts: z.number(),
  user_id: z.string().nullable(),
  callback: z.string().nullable(),
  /** What a row rendered when sent is about (an update, a round: 0030). */
  ref: z.string().nullable(),
  lease_token: z.string(),
});
export type OutboxRow = z.output<typeof outboxRow>;

/** Claims up to `batch` due rows (a claim counts as an attempt). */
export async function claimRows(
  db: Db,
  opts: { leaseSeconds: number; instance: string; batch: number },
): Promise<OutboxRow[]> {
  return sqlRows(
    db,
    outboxRow,
    sql`
      update outbox set lease_until = now() + make_interval(secs => ${opts.leaseSeconds}),
        attempts = attempts + 1, leased_by = ${opts.instance}, lease_token = gen_random_uuid()
      where id in (select id from outbox
                   where status = 'queued' and next_attempt_at <= now()
                     and (lease_until is null or lease_until < now())
                   order by next_attempt_at, id limit ${opts.batch}
                   for update skip locked)
      returning id, kind, message, attempts, user_id, callback, ref, lease_token`,
  );
}

/** Marks rows sent (their message dropped) while their claims hold; how many it marked. */
export async function markRowsSent(db: Db, rows: OutboxRow[]): Promise<number> {
  const values = sql.join(
    rows.map((r) => sql`(${r.id}::bigint, ${r.lease_token}::uuid)`),
    sql`, `,
  );
  const done = await sqlRows(
    db,
    z.object({ id: pgNumber }),
    sql`
      update outbox o set status = 'sent', sent_at = now(), message = null, last_error = null,
        lease_until = null, lease_token = null
      from (values ${values}) v(i, t) where o.id = v.i and o.lease_token = v.t returning o.id`,
  );
  return done.length;
}

/** The queue for the metrics: rows waiting, the age of the oldest in seconds, dead rows. */
export async function queueOf(
  db: Db,
): Promise<{ depth: number; oldestSeconds: number; dead: number }> {
  const row = await sqlRow(
    db,
    z.object({ depth: pgNumber, oldest: pgNumber.nullable(), dead: pgNumber }),
    sql`
      select count(*) filter (where status = 'queued') as depth,
        extract(epoch from now() - min(created_at) filter (where status = 'queued')) as oldest,
        count(*) filter (where status = 'dead') as dead
      from outbox where status in ('queued', 'dead')`,
  );
  return {
    depth: row?.depth ?? 0,
    oldestSeconds: row?.oldest ?? 0,
    dead: row?.dead ?? 0,
  };
}
