// The e-mail outbox (docs/architecture.md D24, D30, ADRs 208, 224; migrations 0016, 0025).
// No request sends e-mail: it enqueues a row, in the transaction of the change that causes it
// where there is one. A worker on every instance claims due rows (FOR UPDATE SKIP LOCKED, a
// lease, a fencing token), sends each under a total deadline shorter than the lease, and
// records the outcome only while the token is its own: sent (the message dropped), retried
// with backoff (the relay's failure, the recipient's temporary one), failed (the recipient's
// own permanent refusal), or dead after too many attempts (kept for an operator to retry). A
// claim counts as an attempt: a message whose worker dies each time ends dead, not in a loop.
// Imported by services.server.ts: relative imports with .ts only.
import os from "node:os";
import { sql } from "drizzle-orm";
import { resultRows, type Db, type Queryable } from "../../lib/db.server.ts";
import type { Mail, Mailer } from "../../lib/email.server.ts";
import type { Logger } from "../../lib/logger.server.ts";
import { metrics } from "../../lib/metrics.server.ts";
import { createSends, SendStopped, type RelayHealth } from "./mail-relay.server.ts";
import { claimRows, markRowsSent, queueOf, type OutboxRow as Row } from "./outbox-rows.server.ts";
import { classifyFailure } from "./smtp-failures.ts";

export const OUTBOX = {
  /** How long a claim is an instance's own (MAIL_LEASE_SECONDS). */
  leaseSeconds: 45,
  /** How often an idle worker looks for rows others enqueued, retries and expired leases. */
  pollMs: 2_000,
  batch: 10,
  /** Attempts (claims) after which a message is given up as dead. */
  maxAttempts: 8,
  /** 30 s, 1 min, 2 min, … at most an hour. */
  backoffSeconds: (attempt: number) => Math.min(3600, 30 * 2 ** Math.max(0, attempt - 1)),
  /** On SIGTERM, how long sends in flight may finish before they are aborted (and requeued). */
  stopGraceMs: 10_000,
} as const;

/** The total deadline of one send (render and SMTP): two thirds of the lease. */
export const sendDeadlineMs = (leaseSeconds: number) => Math.floor((leaseSeconds * 1000 * 2) / 3);

/**
 * Makes the message of a row queued without one (the sign-up's confirmation, queued by the
 * database, ADR 208) when it is sent; null: nothing to send any more.
 */
export type OutboxRenderer = (row: {
  kind: string;
  userId: string | null;
  callback: string | null;
  /** What the row is about (a founder's update, a round: migration 0030), or null. */
  ref?: string | null;
}) => Promise<Mail | null>;

/**
 * Another kind of row the worker sends (a broadcast's recipients, ADR 212): one pass, and how
 * soon it wants the next (0: now, null: at the next poll); `stopSends` aborts its sends in
 * flight when the server stops after its grace (they go back in its queue).
 */
export type OutboxLane = {
  runOnce(): Promise<number | null>;
  stopSends?(): number;
  /** Takes no new work from now on (the server stops); false: it may again. */
  halt?(on?: boolean): void;
};

export function createOutbox(opts: {
  db: Db;
  mailer: Mailer;
  log: Pick<Logger, "warn" | "error"> & Partial<Pick<Logger, "info">>;
  render?: OutboxRenderer;
  lanes?: OutboxLane[];
  relay?: RelayHealth;
  leaseSeconds?: number;
}) {
  const { db, mailer, log } = opts;
  const leaseSeconds = opts.leaseSeconds ?? OUTBOX.leaseSeconds;
  const deadlineMs = sendDeadlineMs(leaseSeconds);
  const instance = `${os.hostname()}:${process.pid}`.slice(0, 200);
  const sends = createSends();
  let stopped = true;
  let loop: Promise<void> | null = null;
  let stopping: Promise<number> | null = null;
  let wakeUp: (() => void) | null = null;
  let woken = false;

  function wake() {
    woken = true;
    wakeUp?.();
  }

  const claim = () => claimRows(db, { leaseSeconds, instance, batch: OUTBOX.batch });

  /** Records an outcome while the claim is still ours; false: another instance owns it. */
  async function complete(row: Row, set: ReturnType<typeof sql>): Promise<boolean> {
    const done = resultRows(
      await db.execute(sql`
        update outbox set ${set}, lease_until = null, lease_token = null
        where id = ${row.id} and lease_token = ${row.lease_token}::uuid returning 1`),
    );
    if (done.length === 0) {
      metrics.mailCompletionsFenced.inc();
      log.warn({ outbox: Number(row.id), kind: row.kind }, "outcome not recorded: lease lost");
    }
    return done.length > 0;
  }

  /** Sends one row; true when the relay took it (recorded with the batch). */
  async function deliver(row: Row): Promise<boolean> {
    if (row.attempts > OUTBOX.maxAttempts) {
      // Claimed again and again without an outcome (its worker died each time): a dead letter.
      metrics.mailsGivenUp.inc({ kind: row.kind });
      log.warn({ outbox: Number(row.id), kind: row.kind, attempts: row.attempts }, "e-mail dead");
      await complete(row, sql`status = 'dead', last_error = 'too many claims'`);
      return false;
    }
    let message: Mail | null = null;
    try {
      await sends.run(deadlineMs, async (signal) => {
        message =
          row.message ??
          (await opts.render?.({
            kind: row.kind,
            userId: row.user_id,
            callback: row.callback,
            ref: row.ref,
          })) ??
          null;
        if (message) await mailer.send({ ...message, kind: row.kind, signal });
      });
    } catch (error) {
      await failed(row, error);
      return false;
    }
    if (!message) {
      // Nothing to send any more (the account confirmed or gone): nothing to keep.
      await db.execute(
        sql`delete from outbox where id = ${row.id} and lease_token = ${row.lease_token}::uuid`,
      );
      return false;
    }
    return true;
  }

  /** Records the sent rows of a batch in one statement, each fenced by its token. */
  async function markSent(rows: Row[]) {
    if (rows.length === 0) return;
    const recorded = await markRowsSent(db, rows);
    if (recorded < rows.length) {
      metrics.mailCompletionsFenced.inc(rows.length - recorded);
      log.warn({ fenced: rows.length - recorded }, "outcomes not recorded: lease lost");
    }
    await opts.relay?.answered().catch(() => undefined);
  }

  async function failed(row: Row, error: unknown) {
    if (error instanceof SendStopped) {
      // The server stopped under it: back in the queue at once, not an attempt.
      await complete(row, sql`attempts = greatest(0, attempts - 1), next_attempt_at = now()`);
      return;
    }
    const failure = classifyFailure(error);
    const final = failure.kind === "bounce" || failure.kind === "rejected";
    const dead = !final && row.attempts >= OUTBOX.maxAttempts;
    const { code, kind } = failure;
    const at = { outbox: Number(row.id), kind: row.kind, attempts: row.attempts };
    log.warn({ ...at, code, failure: kind, givenUp: final || dead }, "e-mail not sent");
    if (failure.kind === "relay") await opts.relay?.failed(failure).catch(() => undefined);
    if (final || dead) metrics.mailsGivenUp.inc({ kind: row.kind });
    await complete(
      row,
      final
        ? sql`status = 'failed', message = null, last_error = ${failure.code}`
        : dead
          ? sql`status = 'dead', last_error = ${failure.code}`
          : sql`last_error = ${failure.code},
                next_attempt_at = now() + make_interval(secs => ${OUTBOX.backoffSeconds(row.attempts)})`,
    );
  }

  /** Sends what is due now; the number of rows it took. */
  async function runOnce(): Promise<number> {
    const rows = await claim();
    const handed = await Promise.all(
      rows.map((row) =>
        deliver(row).catch((err: unknown) => {
          log.error({ err, outbox: Number(row.id) }, "outbox");
          return false;
        }),
      ),
    );
    await markSent(rows.filter((_, i) => handed[i]));
    return rows.length;
  }

  async function run() {
    while (!stopped) {
      woken = false;
      let wait: number = OUTBOX.pollMs;
      try {
        if ((await runOnce()) === OUTBOX.batch) wait = 0;
      } catch (err) {
        log.warn({ err }, "outbox claim failed");
      }
      for (const lane of opts.lanes ?? []) {
        if (stopped) break;
        try {
          const next = await lane.runOnce();
          if (next !== null) wait = Math.min(wait, next);
        } catch (err) {
          log.warn({ err }, "outbox lane failed");
        }
      }
      if (stopped || wait === 0 || woken) continue;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, wait);
        timer.unref();
        wakeUp = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      wakeUp = null;
    }
  }

  const settle = (promise: Promise<unknown>, ms: number) =>
    Promise.race([promise, new Promise((resolve) => setTimeout(resolve, ms).unref())]);

  return {
    /**
     * Queues `mail` (in `tx` when given: the row commits with the change that causes it).
     * With a `key`, a message already queued or sent under that key is not queued again;
     * returns whether this call queued it.
     */
    async enqueue(mail: Mail, options: { key?: string; tx?: Queryable } = {}): Promise<boolean> {
      const { kind = "other", signal: _signal, ...message } = mail;
      const rows = resultRows(
        await (options.tx ?? db).execute(sql`
          insert into outbox (kind, message, dedupe_key)
          values (${kind}, ${JSON.stringify(message)}::jsonb, ${options.key ?? null})
          on conflict (dedupe_key) do nothing
          returning id`),
      );
      // Sent as soon as it is committed (a row inside a transaction is found by the poll).
      wake();
      return rows.length > 0;
    },
    /** The queue for the metrics: rows waiting, the age of the oldest in seconds, dead rows. */
    queue: () => queueOf(db),
    runOnce,
    /** Looks for due rows now: after a change that queued one in the database (a sign-up). */
    wake,
    start() {
      if (!stopped) return;
      stopped = false;
      for (const lane of opts.lanes ?? []) lane.halt?.(false);
      loop = run();
    },
    /**
     * Stops the worker: takes nothing new, lets the sends in flight finish for `graceMs`,
     * then aborts the rest (closing their SMTP connections before the relay accepts them)
     * and records them back in the queue, before the database closes. Returns how many
     * sends were aborted.
     */
    stop(graceMs: number = OUTBOX.stopGraceMs): Promise<number> {
      stopped = true;
      for (const lane of opts.lanes ?? []) lane.halt?.();
      wake();
      const running = loop;
      if (!running) return Promise.resolve(0);
      stopping ??= (async () => {
        let aborted = 0;
        if (
          !(await settle(
            running.then(() => true),
            graceMs,
          ))
        ) {
          aborted = sends.stopAll();
          for (const lane of opts.lanes ?? []) aborted += lane.stopSends?.() ?? 0;
          await settle(running, 5_000);
        }
        loop = null;
        stopping = null;
        return aborted;
      })();
      return stopping;
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;
