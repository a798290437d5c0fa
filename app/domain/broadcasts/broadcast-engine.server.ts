// The broadcast lane of the one e-mail outbox (ADRs 212, 219, 224). The worker of every
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
import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import { broadcasts } from "../../../db/schema.ts";
import { sqlRows, type Db } from "../../lib/db.server.ts";
import type { Mailer } from "../../lib/email.server.ts";
import type { Logger } from "../../lib/logger.server.ts";
import { metrics } from "../../lib/metrics.server.ts";
import { unsubscribeUrl } from "../mail/member-mail.server.ts";
import { createSends, SendStopped, type RelayHealth } from "../mail/mail-relay.server.ts";
import { sendDeadlineMs } from "../mail/outbox.server.ts";
import { classifyFailure } from "../mail/smtp-failures.ts";
import { broadcastMail, messageHtml, type BroadcastContent } from "./broadcast-mail.server.ts";
import {
  claimedLastSecond,
  claimRecipients,
  finishBroadcasts,
  markSent,
  pauseOnBounces,
  type ClaimedRecipient,
} from "./broadcast-rows.server.ts";
import { freezeNextBroadcast, startDueBroadcasts } from "./broadcast-start.server.ts";

export {
  freezeNextBroadcast,
  startBroadcast,
  startDueBroadcasts,
} from "./broadcast-start.server.ts";

export const BROADCAST = {
  batch: 10,
  leaseSeconds: 45,
  maxAttempts: 5,
  /** 30 s, 1 min, 2 min, 4 min. */
  backoffSeconds: (attempt: number) => Math.min(600, 30 * 2 ** Math.max(0, attempt - 1)),
  /** More bounces than this among the first `pauseWindow` messages pause it. */
  pauseFailures: 10,
  pauseWindow: 200,
  /** When the rate allows nothing now, the lane asks again this soon. */
  rateWaitMs: 100,
  /** How often the lane looks for scheduled broadcasts that are due… */
  dueEveryMs: 5_000,
  /** …and for started ones to freeze. */
  freezeEveryMs: 1_000,
  /** How long one pass sends batches before the worker looks at the outbox again. */
  passMs: 500,
} as const;

type Claimed = ClaimedRecipient;

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
  let lastFreeze = 0;
  let halted = false;

  type Claim = { rows: Claimed[]; wait: number | null };
  async function claim(): Promise<Claim> {
    const claimWith = { leaseSeconds, instance };
    if (deps.rate === 0) {
      // One statement, the relay's row gating it; the pause's length only when it gave none.
      const relay = Boolean(deps.relay);
      const rows = await claimRecipients(db, { ...claimWith, room: BROADCAST.batch, relay });
      if (rows[0]?.relay_failing) deps.relay?.suspect();
      if (rows.length > 0 || !deps.relay) return { rows, wait: null };
      const state = await deps.relay.state();
      return { rows, wait: state.paused ? Math.max(BROADCAST.rateWaitMs, state.waitMs) : null };
    }
    return db.transaction(async (tx): Promise<Claim> => {
      const relay = await deps.relay?.state(tx);
      if (relay?.paused) return { rows: [], wait: Math.max(BROADCAST.rateWaitMs, relay.waitMs) };
      // One claim at a time across instances while a rate applies: the count is shared.
      await tx.execute(sql`select pg_advisory_xact_lock(3802120001)`);
      const claimed = await claimedLastSecond(tx);
      const room = Math.min(relay?.failing ? 1 : BROADCAST.batch, deps.rate - claimed);
      if (room <= 0) return { rows: [], wait: BROADCAST.rateWaitMs };
      return { rows: await claimRecipients(tx, { ...claimWith, room }), wait: null };
    });
  }

  async function contentOf(id: string) {
    const cached = contents.get(id);
    if (cached) return cached;
    const [row] = await db
      .select({ subject: broadcasts.subject, body: broadcasts.body })
      .from(broadcasts)
      .where(eq(broadcasts.id, id));
    if (!row) return null;
    const content = { id, ...row, html: messageHtml(row.body) };
    contents.set(id, content);
    return content;
  }

  /** Records an outcome while the claim is ours (fenced by its token); false: it is not. */
  async function mark(row: Claimed, set: ReturnType<typeof sql>) {
    const done = await sqlRows(
      db,
      z.object({ done: z.literal(1) }),
      sql`update broadcast_recipients set ${set}, lease_until = null, lease_token = null
          where broadcast_id = ${row.broadcast_id}::uuid
            and user_id = ${row.user_id} and lease_token = ${row.lease_token}::uuid
          returning 1 as done`,
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

  /** Sends one claimed message; true when the relay took it (recorded with the batch). */
  async function deliver(row: Claimed): Promise<boolean> {
    const content = await contentOf(row.broadcast_id);
    if (!content || !row.eligible || !row.email) {
      // Unsubscribed, suppressed, suspended or gone since the freeze: not handed over.
      if (await mark(row, sql`state = 'skipped', done_at = now()`))
        metrics.broadcastMails.inc({ outcome: "skipped" });
      return false;
    }
    const to = { userId: row.user_id, email: row.email, name: row.name ?? "" };
    try {
      await sends.run(deadlineMs, async (signal) => {
        const mail = broadcastMail(content, to, {
          publicUrl: deps.publicUrl,
          unsubscribeUrl: unsubscribeUrl(deps.publicUrl, deps.secret, "news", row.list_key ?? ""),
          html: content.html,
        });
        await deps.mailer.send({ ...mail, signal });
      });
      return true;
    } catch (error) {
      await failed(row, error);
      return false;
    }
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
    if (await pauseOnBounces(db, row.broadcast_id, BROADCAST.pauseWindow, BROADCAST.pauseFailures))
      log.warn({ broadcast: row.broadcast_id }, "broadcast paused: too many permanent failures");
  }

  async function finish() {
    for (const done of await finishBroadcasts(db)) {
      contents.delete(done.id);
      log.info({ broadcast: done.id, recipients: done.recipients }, "broadcast sent");
    }
  }

  /**
   * One pass: starts due scheduled broadcasts (every few seconds), claims and sends one
   * batch. Returns how soon it wants to run again: 0 now, null when idle (the poll).
   */
  async function runOnce(now = Date.now()): Promise<number | null> {
    if (halted) return null;
    if (now - lastDue >= BROADCAST.dueEveryMs) {
      lastDue = now;
      const started = await startDueBroadcasts(db);
      if (started.length) log.info({ broadcasts: started }, "scheduled broadcasts started");
    }
    if (now - lastFreeze >= BROADCAST.freezeEveryMs) {
      const frozen = await freezeNextBroadcast(db);
      // One frozen: look again at once (another may wait); none: in a second.
      lastFreeze = frozen ? 0 : now;
      if (frozen) log.info({ broadcast: frozen }, "broadcast audience frozen");
    }
    // Batches one after another for up to passMs; without a rate, two such loops at once, so
    // one sends while the other waits on the database and the pool never idles.
    const until = now + BROADCAST.passMs;
    const loop = async () => {
      let claimed = 0;
      for (;;) {
        const b = await batch();
        claimed += b.claimed;
        if (b.wait !== null) return { claimed, wait: b.wait, short: false };
        if (b.claimed < BROADCAST.batch) return { claimed, wait: null, short: true };
        if (halted || Date.now() >= until) return { claimed, wait: null, short: false };
      }
    };
    const loops = await Promise.all(Array.from({ length: deps.rate === 0 ? 2 : 1 }, loop));
    const claimed = loops.reduce((n, l) => n + l.claimed, 0);
    // A short batch: the end of what is due; a broadcast may have nothing owed any more.
    if (loops.some((l) => l.short)) await finish();
    if (claimed === 0) return loops.find((l) => l.wait !== null)?.wait ?? null;
    return loops.every((l) => l.short) && claimed > 2 ? null : 0;
  }

  /** Claims a batch, sends it and records it: how many it claimed, or how long to wait. */
  async function batch(): Promise<{ claimed: number; wait: number | null }> {
    const { rows, wait } = await claim();
    if (wait !== null) return { claimed: 0, wait };
    const handed = await Promise.all(
      rows.map((row) =>
        deliver(row).catch((err: unknown) => {
          log.error({ err, broadcast: row.broadcast_id }, "broadcast delivery");
          return false;
        }),
      ),
    );
    const sent = rows.filter((_, i) => handed[i]);
    const recorded = await markSent(db, sent);
    metrics.broadcastMails.inc({ outcome: "sent" }, recorded.size);
    if (recorded.size < sent.length) {
      metrics.mailCompletionsFenced.inc(sent.length - recorded.size);
      log.warn({ fenced: sent.length - recorded.size }, "outcomes not recorded: lease lost");
    }
    if (sent.length) await deps.relay?.answered().catch(() => undefined);
    return { claimed: rows.length, wait: null };
  }

  return {
    runOnce,
    forget: (id: string) => contents.delete(id),
    /** Aborts this instance's sends in flight (the server stops): they go back in the queue. */
    stopSends: () => sends.stopAll(),
    /** Takes no new batch (the server stops; false: the worker starts again). */
    halt: (on = true) => void (halted = on),
  };
}

export type BroadcastLane = ReturnType<typeof createBroadcastLane>;
