// The broadcast lane's statements (ADRs 212, 224): a batch of recipients claimed with their
// member's address and choice in one statement, the sent ones recorded in one (each fenced by
// its claim's token), the broadcasts nobody is owed any more marked 'sent', and the
// self-pause on bounces. Few round trips a batch: the lane keeps up with nodemailer's pool.
// Imported by services.server.ts: relative imports with .ts only.
import { sql } from "drizzle-orm";
import { z } from "zod";
import { pgNumber, sqlRow, sqlRows, type Queryable } from "../../lib/db.server.ts";
import { ELIGIBLE } from "./audience.server.ts";

/** A claimed recipient, with its member (null fields: the member is gone). */
const ClaimedRecipient = z.object({
  broadcast_id: z.string(),
  user_id: z.string(),
  attempts: pgNumber,
  lease_token: z.string(),
  email: z.string().nullable(),
  name: z.string().nullable(),
  list_key: z.string().nullable(),
  eligible: z.boolean(),
  /** The relay was failing at the claim (this one is a probe). */
  relay_failing: z.boolean(),
});
export type ClaimedRecipient = z.output<typeof ClaimedRecipient>;
const Recipient = z.object({ broadcast_id: z.string(), user_id: z.string() });
const Id = z.object({ id: z.string() });

/**
 * Claims up to `room` due recipients of sending broadcasts (a fresh token each). With
 * `relay`, the mail relay's row gates it in the same statement: nothing while it is paused,
 * one recipient (a probe) while it is failing.
 */
export async function claimRecipients(
  db: Queryable,
  opts: { room: number; leaseSeconds: number; instance: string; relay?: boolean },
): Promise<ClaimedRecipient[]> {
  const gate = opts.relay
    ? sql`(select coalesce(paused_until > now(), false) from mail_relay where id = 1)`
    : sql`false`;
  const failing = opts.relay
    ? sql`coalesce((select failing_since is not null from mail_relay where id = 1), false)`
    : sql`false`;
  return sqlRows(
    db,
    ClaimedRecipient,
    sql`
      with claimed as (
        update broadcast_recipients r set state = 'sending', claimed_at = now(),
          lease_until = now() + make_interval(secs => ${opts.leaseSeconds}),
          attempts = r.attempts + 1, leased_by = ${opts.instance}, lease_token = gen_random_uuid()
        from (select c.broadcast_id, c.user_id from broadcast_recipients c
              join broadcasts b on b.id = c.broadcast_id and b.status = 'sending'
              where ((c.state = 'queued' and c.next_attempt_at <= now())
                 or (c.state = 'sending' and c.lease_until < now())) and not ${gate}
              order by c.next_attempt_at limit (case when ${failing} then 1 else ${opts.room} end)
              for update of c skip locked) due
        where r.broadcast_id = due.broadcast_id and r.user_id = due.user_id
        returning r.broadcast_id, r.user_id, r.attempts, r.lease_token)
      select c.broadcast_id, c.user_id, c.attempts, c.lease_token, u.email, p.name, mp.list_key,
        coalesce((${ELIGIBLE}), false) as eligible, ${failing} as relay_failing
      from claimed c left join profiles p on p.id = c.user_id
        left join users u on u.id = c.user_id left join mail_preferences mp on mp.user_id = c.user_id`,
  );
}

/** How many recipients were claimed in the last second, by every instance (the rate). */
export async function claimedLastSecond(db: Queryable): Promise<number> {
  const row = await sqlRow(
    db,
    z.object({ n: pgNumber }),
    sql`select count(*) as n from broadcast_recipients
        where claimed_at > now() - interval '1 second'`,
  );
  return row?.n ?? 0;
}

/** Records the sent ones while their claims hold; the user ids recorded. */
export async function markSent(db: Queryable, rows: ClaimedRecipient[]): Promise<Set<string>> {
  if (rows.length === 0) return new Set();
  const values = sql.join(
    rows.map((r) => sql`(${r.broadcast_id}::uuid, ${r.user_id}, ${r.lease_token}::uuid)`),
    sql`, `,
  );
  const done = await sqlRows(
    db,
    Recipient,
    sql`
      update broadcast_recipients r set state = 'sent', last_error = null, done_at = now(),
        lease_until = null, lease_token = null
      from (values ${values}) v(b, u, t)
      where r.broadcast_id = v.b and r.user_id = v.u and r.lease_token = v.t
      returning r.broadcast_id, r.user_id`,
  );
  return new Set(done.map((d) => `${d.broadcast_id}/${d.user_id}`));
}

/** Marks 'sent' every frozen, sending broadcast nobody is owed any more. */
export async function finishBroadcasts(db: Queryable) {
  return sqlRows(
    db,
    z.object({ id: z.string(), recipients: pgNumber }),
    sql`
      update broadcasts b set status = 'sent', finished_at = now(), updated_at = now()
      where b.status = 'sending' and b.frozen_at is not null
        and not exists (select 1 from broadcast_recipients r
                        where r.broadcast_id = b.id and r.state in ('queued', 'sending'))
      returning b.id, b.recipients`,
  );
}

/**
 * Pauses a broadcast with more than `failures` bounces among its first `window` messages
 * since it started or was last resumed: an old window never pauses it again. True: paused.
 */
export async function pauseOnBounces(db: Queryable, id: string, window: number, failures: number) {
  const paused = await sqlRows(
    db,
    Id,
    sql`
      update broadcasts b set status = 'paused', paused_reason = 'failures', updated_at = now()
      where b.id = ${id}::uuid and b.status = 'sending'
        and (select count(*) from (select state from broadcast_recipients r
               where r.broadcast_id = ${id}::uuid and r.done_at is not null
                 and r.done_at >= coalesce(b.resumed_at, b.started_at, '-infinity')
               order by r.done_at limit ${window}) first
             where first.state = 'failed') > ${failures}
      returning b.id`,
  );
  return paused.length > 0;
}
