// The broadcast lane of the one e-mail outbox (ADRs 212, 219, 221). The worker of every
// instance claims recipients in small batches (FOR UPDATE SKIP LOCKED, a lease, a fencing
// token, BROADCAST_RATE a second across instances under one advisory lock), reads the
// member's address and choice when it hands the message over (unsubscribed since: 'skipped'),
// sends it under a deadline shorter than the lease, and records the outcome only while its
// token holds. A failure is read by where it happened (smtp-failures.ts): a bounce fails the
// message and suppresses the address; the recipient's temporary refusal is retried with
// backoff (5 attempts); the relay's pauses the whole lane (mail_relay) and puts the message
// back uncounted, then one message probes until the relay answers and the lane resumes. More
// than 10 bounces among the first 200 since the start or the last 'Resume' pause the
// broadcast; it is 'sent' once nobody is owed. Logs carry counts and ids, never addresses.
// Imported by services.server.ts: relative imports with .ts only.
import os from "node:os";
import { sql } from "drizzle-orm";
import { resultRows, type Db } from "../../lib/db.server.ts";
import type { Mailer } from "../../lib/email.server.ts";
import type { Logger } from "../../lib/logger.server.ts";
import { metrics } from "../../lib/metrics.server.ts";
import { unsubscribeUrl } from "../mail/member-mail.server.ts";
import { createSends, SendStopped, type RelayHealth } from "../mail/mail-relay.server.ts";
import { sendDeadlineMs } from "../mail/outbox.server.ts";
import { classifyFailure } from "../mail/smtp-failures.ts";
import { ELIGIBLE } from "./audience.server.ts";
import { broadcastMail, messageHtml, type BroadcastContent } from "./broadcast-mail.server.ts";
import { freezeNextBroadcast, startDueBroadcasts } from "./broadcast-start.server.ts";

export {
  freezeNextBroadcast,
  startBroadcast,
  startDueBroadcasts,
} from "./broadcast-start.server.ts";

export const BROADCAST = {
  batch: 10,
  leaseSeconds: 60,
  maxAttempts: 5,
  /** 30 s, 1 min, 2 min, 4 min. */
  backoffSeconds: (attempt: number) => Math.min(600, 30 * 2 ** Math.max(0, attempt - 1)),
  /** More bounces than this among the first `pauseWindow` messages pause it. */
  pauseFailures: 10,
  pauseWindow: 200,
  /** When the rate allows nothing now, the lane asks again this soon. */
  rateWaitMs: 100,
  /** How often the lane looks for scheduled broadcasts that are due. */
  dueEveryMs: 5_000,
} as const;

type Claimed = { broadcast_id: string; user_id: string; attempts: number; lease_token: string };
type Member = { id: string; email: string; name: string; list_key: string; eligible: boolean };

export type BroadcastLaneDeps = {
  db: Db;
  mailer: Mailer;
  log: Pick<Logger, "warn" | "error" | "info">;
  secret: string;
  publicUrl: string;
  /** Messages a second across every instance; 0: no limit. */
  rate: number;
  /** The relay's shared health: its failures pause the lane (absent: never paused). */
  relay?: RelayHealth;
  leaseSeconds?: number;
};

export function createBroadcastLane(deps: BroadcastLaneDeps) {
  const { db, log } = deps;
  const leaseSeconds = deps.leaseSeconds ?? BROADCAST.leaseSeconds;
  const deadlineMs = sendDeadlineMs(leaseSeconds);
  const instance = `${os.hostname()}:${process.pid}`.slice(0, 200);
  const contents = new Map<string, BroadcastContent & { html: string }>();
  const sends = createSends();
  let lastDue = 0;

  type Claim = { rows: Claimed[]; wait: number | null };
  async function claim(): Promise<Claim> {
    return db.transaction(async (tx): Promise<Claim> => {
      let room: number = BROADCAST.batch;
      const relay = await deps.relay?.state(tx);
      // The relay is failing: nothing until its pause ends, then one message to probe it.
      if (relay?.paused) return { rows: [], wait: Math.max(BROADCAST.rateWaitMs, relay.waitMs) };
      if (relay?.failing) room = 1;
      if (deps.rate > 0) {
        // One claim at a time across instances while a rate applies: the count is shared.
        await tx.execute(sql`select pg_advisory_xact_lock(3802120001)`);
        const [row] = resultRows<{ n: number | string }>(
          await tx.execute(sql`select count(*) as n from broadcast_recipients
                               where claimed_at > now() - interval '1 second'`),
        );
        room = Math.min(room, deps.rate - Number(row?.n ?? 0));
        if (room <= 0) return { rows: [], wait: BROADCAST.rateWaitMs };
      }
      const rows = resultRows<Claimed>(
        await tx.execute(sql`
          update broadcast_recipients r set state = 'sending', claimed_at = now(),
            lease_until = now() + make_interval(secs => ${leaseSeconds}),
            attempts = r.attempts + 1, leased_by = ${instance}, lease_token = gen_random_uuid()
          from (select c.broadcast_id, c.user_id from broadcast_recipients c
                join broadcasts b on b.id = c.broadcast_id and b.status = 'sending'
                where (c.state = 'queued' and c.next_attempt_at <= now())
                   or (c.state = 'sending' and c.lease_until < now())
                order by c.next_attempt_at limit ${room}
                for update of c skip locked) due
          where r.broadcast_id = due.broadcast_id and r.user_id = due.user_id
          returning r.broadcast_id, r.user_id, r.attempts, r.lease_token`),
      );
      return { rows, wait: null };
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

  /** Records an outcome while the claim is ours (fenced by its token); false: it is not. */
  async function mark(row: Claimed, set: ReturnType<typeof sql>) {
    const done = resultRows(
      await db.execute(sql`update broadcast_recipients set ${set}, lease_until = null,
                             lease_token = null
                           where broadcast_id = ${row.broadcast_id}::uuid
                             and user_id = ${row.user_id} and lease_token = ${row.lease_token}::uuid
                           returning 1`),
    );
    if (done.length === 0) {
      metrics.mailCompletionsFenced.inc();
      log.warn(
        { broadcast: row.broadcast_id, user: row.user_id },
        "outcome not recorded: lease lost",
      );
    }
    return done.length > 0;
  }

  async function deliver(row: Claimed, member: Member | undefined) {
    const content = await contentOf(row.broadcast_id);
    if (!content || !member?.eligible) {
      // Unsubscribed, suppressed, suspended or gone since the freeze: not handed over.
      if (await mark(row, sql`state = 'skipped', done_at = now()`))
        metrics.broadcastMails.inc({ outcome: "skipped" });
      return;
    }
    try {
      await sends.run(deadlineMs, async (signal) => {
        const mail = broadcastMail(
          content,
          { userId: member.id, ...member },
          {
            publicUrl: deps.publicUrl,
            unsubscribeUrl: unsubscribeUrl(deps.publicUrl, deps.secret, "news", member.list_key),
            html: content.html,
          },
        );
        await deps.mailer.send({ ...mail, signal });
      });
    } catch (error) {
      await failed(row, error);
      return;
    }
    if (await mark(row, sql`state = 'sent', last_error = null, done_at = now()`))
      metrics.broadcastMails.inc({ outcome: "sent" });
    await deps.relay?.answered().catch(() => undefined);
  }

  async function failed(row: Claimed, error: unknown) {
    // Not the recipient's doing (the server stopping, the relay failing): back in the queue,
    // the attempt not counted, nobody suppressed.
    const requeue = (code: string | null, after = sql`now()`) =>
      mark(
        row,
        sql`state = 'queued', attempts = greatest(0, attempts - 1),
                    last_error = ${code}, next_attempt_at = ${after}`,
      );
    if (error instanceof SendStopped) return void (await requeue(null));
    const failure = classifyFailure(error);
    const bounce = failure.kind === "bounce";
    const givenUp =
      failure.kind !== "relay" &&
      (bounce || failure.kind === "rejected" || row.attempts >= BROADCAST.maxAttempts);
    const at = { broadcast: row.broadcast_id, user: row.user_id, attempts: row.attempts };
    const shown = { code: failure.code, failure: failure.kind, givenUp };
    log.warn({ ...at, ...shown }, "broadcast message not sent");
    if (failure.kind === "relay") {
      metrics.broadcastMails.inc({ outcome: "retried" });
      await deps.relay?.failed(failure);
      // Without a shared relay state (tests), the recipient's own backoff spaces the retries.
      await requeue(
        failure.code,
        deps.relay
          ? sql`now()`
          : sql`now() + make_interval(secs => ${BROADCAST.backoffSeconds(row.attempts)})`,
      );
      return;
    }
    if (!givenUp) {
      metrics.broadcastMails.inc({ outcome: "retried" });
      await mark(
        row,
        sql`state = 'queued', last_error = ${failure.code},
            next_attempt_at = now() + make_interval(secs => ${BROADCAST.backoffSeconds(row.attempts)})`,
      );
      return;
    }
    if (!(await mark(row, sql`state = 'failed', last_error = ${failure.code}, done_at = now()`)))
      return;
    metrics.broadcastMails.inc({ outcome: "failed" });
    if (bounce)
      await db.execute(sql`insert into mail_suppressions (user_id, reason)
                           values (${row.user_id}, 'bounce') on conflict do nothing`);
    await pauseOnBounces(row.broadcast_id);
  }

  async function pauseOnBounces(id: string) {
    // The first messages since the start or the last 'Resume': an old window never re-pauses.
    const paused = resultRows(
      await db.execute(sql`
        update broadcasts b set status = 'paused', paused_reason = 'failures', updated_at = now()
        where b.id = ${id}::uuid and b.status = 'sending'
          and (select count(*) from (select state from broadcast_recipients r
                 where r.broadcast_id = ${id}::uuid and r.done_at is not null
                   and r.done_at >= coalesce(b.resumed_at, b.started_at, '-infinity')
                 order by r.done_at limit ${BROADCAST.pauseWindow}) first
               where first.state = 'failed') > ${BROADCAST.pauseFailures}
        returning b.id`),
    );
    if (paused.length) log.warn({ broadcast: id }, "broadcast paused: too many permanent failures");
  }

  async function finish(ids: string[]) {
    for (const id of ids) {
      const done = resultRows<{ recipients: number }>(
        await db.execute(sql`
          update broadcasts set status = 'sent', finished_at = now(), updated_at = now()
          where id = ${id}::uuid and status = 'sending'
            and not exists (select 1 from broadcast_recipients
                            where broadcast_id = ${id}::uuid and state in ('queued', 'sending'))
          returning recipients`),
      );
      if (done.length) {
        contents.delete(id);
        log.info({ broadcast: id, recipients: done[0]!.recipients }, "broadcast sent");
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
    const { rows, wait } = await claim();
    if (wait !== null) return wait;
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
    return rows.length === BROADCAST.batch || rows.length === 1 ? 0 : null;
  }

  return {
    runOnce,
    forget: (id: string) => contents.delete(id),
    /** Aborts this instance's sends in flight (the server stops): they go back in the queue. */
    stopSends: () => sends.stopAll(),
  };
}

export type BroadcastLane = ReturnType<typeof createBroadcastLane>;
