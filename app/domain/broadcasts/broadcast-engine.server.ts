// The broadcast lane of the one e-mail outbox (ADR 212). Starting a broadcast counts its
// audience; the lane then freezes it in one transaction of its own (a row per recipient, ADR
// 219), each broadcast by one instance. The outbox worker of every
// instance then claims recipients in small batches (FOR UPDATE SKIP LOCKED, a lease, a
// shared rate: BROADCAST_RATE messages a second across all instances, counted from the rows
// claimed in the last second under one advisory lock), reads the member's address and choice
// when it hands the message over (an unsubscribe or a suppression meanwhile: 'skipped'),
// retries a temporary failure with backoff up to 5 attempts, suppresses the address on a
// permanent one, pauses the broadcast when more than 10 of its first 200 messages fail for
// good, and marks it 'sent' once no recipient is owed. A batch whose instance died is claimed
// again when its lease has passed. Logs carry counts and ids, never addresses.
// Imported by services.server.ts: relative imports with .ts only.
import os from "node:os";
import { sql } from "drizzle-orm";
import { resultRows, type Db } from "../../lib/db.server.ts";
import type { Mailer } from "../../lib/email.server.ts";
import type { Logger } from "../../lib/logger.server.ts";
import { metrics } from "../../lib/metrics.server.ts";
import { unsubscribeUrl } from "../mail/member-mail.server.ts";
import { failureCode, isPermanent } from "../mail/smtp-failures.ts";
import { countAudience, ELIGIBLE, freezeAudience, type Audience } from "./audience.server.ts";
import { broadcastMail, messageHtml, type BroadcastContent } from "./broadcast-mail.server.ts";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export const BROADCAST = {
  batch: 10,
  leaseSeconds: 45,
  maxAttempts: 5,
  /** 30 s, 1 min, 2 min, 4 min. */
  backoffSeconds: (attempt: number) => Math.min(600, 30 * 2 ** Math.max(0, attempt - 1)),
  /** More permanent failures than this among the first `pauseWindow` messages pause it. */
  pauseFailures: 10,
  pauseWindow: 200,
  /** When the rate allows nothing now, the lane asks to run again this soon. */
  rateWaitMs: 100,
  /** How often the lane looks for scheduled broadcasts that are due. */
  dueEveryMs: 5_000,
} as const;

/**
 * Starts a broadcast now (in `tx`): 'sending', counting the audience as the admin confirmed
 * it; the outbox worker freezes it (freezeNextBroadcast). An empty audience is 'sent' at once.
 */
export async function startBroadcast(tx: Tx | Db, id: string, audience: Audience) {
  const recipients = await countAudience(tx, audience);
  const empty = recipients === 0;
  await tx.execute(sql`
    update broadcasts set status = ${empty ? "sent" : "sending"},
      recipients = ${recipients}, started_at = now(), updated_at = now(),
      finished_at = ${empty ? sql`now()` : null}, frozen_at = ${empty ? sql`now()` : null}
    where id = ${id}::uuid`);
  return recipients;
}

/**
 * Freezes the audience of one started broadcast (the oldest not yet frozen) in its own
 * transaction: a row per recipient, then the count frozen. Not inside the request that
 * started it: at a million members this takes about a minute (ADR 219). A worker that dies
 * meanwhile leaves nothing behind; the next one freezes it. Its id, or null when none waits.
 */
export async function freezeNextBroadcast(db: Db): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [next] = resultRows<{
      id: string;
      audience_kind: Audience["kind"];
      audience_value: string | null;
    }>(
      await tx.execute(sql`
        select id, audience_kind, audience_value from broadcasts
        where frozen_at is null and status in ('sending', 'paused')
        order by started_at limit 1 for update skip locked`),
    );
    if (!next) return null;
    const recipients = await freezeAudience(tx, next.id, {
      kind: next.audience_kind,
      value: next.audience_value,
    });
    // Nobody left to reach (all unsubscribed since), paused or not: it is done.
    const done = recipients === 0;
    await tx.execute(sql`
      update broadcasts set recipients = ${recipients}, frozen_at = now(), updated_at = now(),
        status = ${done ? sql`'sent'` : sql`status`},
        finished_at = ${done ? sql`now()` : sql`finished_at`}
      where id = ${next.id}::uuid`);
    return next.id;
  });
}

/** Starts every scheduled broadcast whose time has come (one instance each). */
export async function startDueBroadcasts(db: Db): Promise<string[]> {
  return db.transaction(async (tx) => {
    const due = resultRows<{ id: string; audience_kind: Audience["kind"]; audience_value: string }>(
      await tx.execute(sql`
        select id, audience_kind, audience_value from broadcasts
        where status = 'scheduled' and scheduled_at <= now()
        order by scheduled_at limit 5 for update skip locked`),
    );
    for (const b of due)
      await startBroadcast(tx, b.id, { kind: b.audience_kind, value: b.audience_value });
    return due.map((b) => b.id);
  });
}

type Claimed = { broadcast_id: string; user_id: string; attempts: number };
type Member = { id: string; email: string; name: string; list_key: string; eligible: boolean };

export type BroadcastLaneDeps = {
  db: Db;
  mailer: Mailer;
  log: Pick<Logger, "warn" | "error" | "info">;
  secret: string;
  publicUrl: string;
  /** Messages a second across every instance; 0: no limit. */
  rate: number;
};

export function createBroadcastLane(deps: BroadcastLaneDeps) {
  const { db, log } = deps;
  const instance = `${os.hostname()}:${process.pid}`.slice(0, 200);
  const contents = new Map<string, BroadcastContent & { html: string }>();
  let lastDue = 0;

  async function claim(): Promise<{ rows: Claimed[]; limited: boolean }> {
    return db.transaction(async (tx) => {
      let room: number = BROADCAST.batch;
      if (deps.rate > 0) {
        // One claim at a time across instances while a rate applies: the count is shared.
        await tx.execute(sql`select pg_advisory_xact_lock(3802120001)`);
        const [row] = resultRows<{ n: number | string }>(
          await tx.execute(sql`select count(*) as n from broadcast_recipients
                               where claimed_at > now() - interval '1 second'`),
        );
        room = Math.min(room, deps.rate - Number(row?.n ?? 0));
        if (room <= 0) return { rows: [], limited: true };
      }
      const rows = resultRows<Claimed>(
        await tx.execute(sql`
          update broadcast_recipients r set state = 'sending', claimed_at = now(),
            lease_until = now() + make_interval(secs => ${BROADCAST.leaseSeconds}),
            attempts = r.attempts + 1, leased_by = ${instance}
          from (select c.broadcast_id, c.user_id from broadcast_recipients c
                join broadcasts b on b.id = c.broadcast_id and b.status = 'sending'
                where (c.state = 'queued' and c.next_attempt_at <= now())
                   or (c.state = 'sending' and c.lease_until < now())
                order by c.next_attempt_at limit ${room}
                for update of c skip locked) due
          where r.broadcast_id = due.broadcast_id and r.user_id = due.user_id
          returning r.broadcast_id, r.user_id, r.attempts`),
      );
      return { rows, limited: false };
    });
  }

  async function contentOf(id: string) {
    const cached = contents.get(id);
    if (cached) return cached;
    const [row] = resultRows<{ subject: string; body: string }>(
      await db.execute(sql`select subject, body from broadcasts where id = ${id}::uuid`),
    );
    if (!row) return null;
    const content = { id, ...row, html: messageHtml(row.body) };
    contents.set(id, content);
    return content;
  }

  async function membersOf(ids: string[]) {
    const rows = resultRows<Member>(
      await db.execute(sql`
        select p.id, u.email, p.name, mp.list_key, (${ELIGIBLE}) as eligible
        from profiles p join users u on u.id = p.id join mail_preferences mp on mp.user_id = p.id
        where p.id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`),
    );
    return new Map(rows.map((m) => [m.id, m]));
  }

  const mark = (row: Claimed, set: ReturnType<typeof sql>) =>
    db.execute(sql`update broadcast_recipients set ${set}, lease_until = null
                   where broadcast_id = ${row.broadcast_id}::uuid and user_id = ${row.user_id}`);

  async function deliver(row: Claimed, member: Member | undefined) {
    const content = await contentOf(row.broadcast_id);
    if (!content || !member?.eligible) {
      // Unsubscribed, suppressed, suspended or gone since the freeze: not handed over.
      await mark(row, sql`state = 'skipped', done_at = now()`);
      metrics.broadcastMails.inc({ outcome: "skipped" });
      return;
    }
    const mail = broadcastMail(
      content,
      { userId: member.id, ...member },
      {
        publicUrl: deps.publicUrl,
        unsubscribeUrl: unsubscribeUrl(deps.publicUrl, deps.secret, "news", member.list_key),
        html: content.html,
      },
    );
    try {
      await deps.mailer.send(mail);
    } catch (error) {
      const code = failureCode(error);
      const permanent = isPermanent(error);
      const givenUp = permanent || row.attempts >= BROADCAST.maxAttempts;
      log.warn(
        { broadcast: row.broadcast_id, user: row.user_id, attempts: row.attempts, code, givenUp },
        "broadcast message not sent",
      );
      if (!givenUp) {
        metrics.broadcastMails.inc({ outcome: "retried" });
        await mark(
          row,
          sql`state = 'queued', last_error = ${code},
              next_attempt_at = now() + make_interval(secs => ${BROADCAST.backoffSeconds(row.attempts)})`,
        );
        return;
      }
      metrics.broadcastMails.inc({ outcome: "failed" });
      await mark(row, sql`state = 'failed', last_error = ${code}, done_at = now()`);
      if (permanent)
        await db.execute(sql`insert into mail_suppressions (user_id, reason)
                             values (${row.user_id}, 'bounce') on conflict do nothing`);
      await pauseOnFailures(row.broadcast_id);
      return;
    }
    metrics.broadcastMails.inc({ outcome: "sent" });
    await mark(row, sql`state = 'sent', last_error = null, done_at = now()`);
  }

  async function pauseOnFailures(id: string) {
    const paused = resultRows(
      await db.execute(sql`
        update broadcasts set status = 'paused', paused_reason = 'failures', updated_at = now()
        where id = ${id}::uuid and status = 'sending'
          and (select count(*) from (select state from broadcast_recipients
                 where broadcast_id = ${id}::uuid and done_at is not null
                 order by done_at limit ${BROADCAST.pauseWindow}) first
               where first.state = 'failed') > ${BROADCAST.pauseFailures}
        returning id`),
    );
    if (paused.length) log.warn({ broadcast: id }, "broadcast paused: too many permanent failures");
  }

  async function finish(ids: string[]) {
    for (const id of ids) {
      const done = resultRows(
        await db.execute(sql`
          update broadcasts set status = 'sent', finished_at = now(), updated_at = now()
          where id = ${id}::uuid and status = 'sending'
            and not exists (select 1 from broadcast_recipients
                            where broadcast_id = ${id}::uuid and state in ('queued', 'sending'))
          returning recipients`),
      );
      if (done.length) {
        contents.delete(id);
        log.info(
          { broadcast: id, recipients: (done[0] as { recipients: number }).recipients },
          "broadcast sent",
        );
      }
    }
  }

  /**
   * One pass: starts due scheduled broadcasts (every few seconds), claims and sends one
   * batch. Returns how soon it wants to run again: 0 now, null when idle (the poll).
   */
  async function runOnce(now = Date.now()): Promise<number | null> {
    if (now - lastDue >= BROADCAST.dueEveryMs) {
      lastDue = now;
      const started = await startDueBroadcasts(db);
      if (started.length) log.info({ broadcasts: started }, "scheduled broadcasts started");
    }
    const frozen = await freezeNextBroadcast(db);
    if (frozen) log.info({ broadcast: frozen }, "broadcast audience frozen");
    const { rows, limited } = await claim();
    if (limited) return BROADCAST.rateWaitMs;
    if (rows.length === 0) return null;
    const members = await membersOf([...new Set(rows.map((r) => r.user_id))]);
    await Promise.all(
      rows.map((row) =>
        deliver(row, members.get(row.user_id)).catch((err: unknown) =>
          log.error({ err, broadcast: row.broadcast_id }, "broadcast delivery"),
        ),
      ),
    );
    await finish([...new Set(rows.map((r) => r.broadcast_id))]);
    return rows.length === BROADCAST.batch ? 0 : null;
  }

  return { runOnce, forget: (id: string) => contents.delete(id) };
}

export type BroadcastLane = ReturnType<typeof createBroadcastLane>;
