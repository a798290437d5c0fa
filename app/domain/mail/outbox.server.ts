// The e-mail outbox (docs/architecture.md D24, ADR 208; db/migrations/0016_outbox.sql). No
// request sends e-mail: it enqueues a row, in the transaction of the change that causes it
// where there is one, and before it answers. A worker on every instance claims due rows
// (FOR UPDATE SKIP LOCKED, a lease longer than the longest send), sends them, and records
// the outcome: sent (the message, with its links and tokens, dropped), retried later with
// backoff (a temporary SMTP failure), or failed for good (a permanent one). A row whose
// instance died mid-send is sent by another once its lease has run out.
// Imported by services.server.ts: relative imports with .ts only.
import os from "node:os";
import { sql } from "drizzle-orm";
import { resultRows, type Db } from "../../lib/db.server.ts";
import type { Mail, Mailer } from "../../lib/email.server.ts";
import type { Logger } from "../../lib/logger.server.ts";
import { metrics } from "../../lib/metrics.server.ts";
import { failureCode, isPermanent } from "./smtp-failures.ts";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export const OUTBOX = {
  /** Longer than the longest send (SMTP_TIMEOUTS: 10 s + 10 s + 20 s). */
  leaseSeconds: 45,
  /** How often an idle worker looks for rows others enqueued, retries and expired leases. */
  pollMs: 2_000,
  batch: 10,
  /** Temporary failures after which a message is given up. */
  maxAttempts: 8,
  /** 30 s, 1 min, 2 min, … at most an hour. */
  backoffSeconds: (attempt: number) => Math.min(3600, 30 * 2 ** Math.max(0, attempt - 1)),
} as const;

type Row = {
  id: number | string;
  kind: string;
  message: Omit<Mail, "kind"> | null;
  attempts: number;
  user_id: string | null;
  callback: string | null;
};

/**
 * Makes the message of a row queued without one (the sign-up's confirmation, queued by the
 * database, ADR 208) when it is sent; null: nothing to send any more.
 */
export type OutboxRenderer = (row: {
  kind: string;
  userId: string | null;
  callback: string | null;
}) => Promise<Mail | null>;

/**
 * Another kind of row the worker sends (a broadcast's recipients, ADR 212): one pass, and how
 * soon it wants the next (0: now, null: at the next poll).
 */
export type OutboxLane = { runOnce(): Promise<number | null> };

export function createOutbox(opts: {
  db: Db;
  mailer: Mailer;
  log: Pick<Logger, "warn" | "error">;
  render?: OutboxRenderer;
  lanes?: OutboxLane[];
}) {
  const { db, mailer, log } = opts;
  const instance = `${os.hostname()}:${process.pid}`.slice(0, 200);
  let stopped = true;
  let loop: Promise<void> | null = null;
  let wakeUp: (() => void) | null = null;
  let woken = false;

  function wake() {
    woken = true;
    wakeUp?.();
  }

  async function claim(): Promise<Row[]> {
    return resultRows<Row>(
      await db.execute(sql`
        update outbox set lease_until = now() + make_interval(secs => ${OUTBOX.leaseSeconds}),
          attempts = attempts + 1, leased_by = ${instance}
        where id in (select id from outbox
                     where status = 'queued' and next_attempt_at <= now()
                       and (lease_until is null or lease_until < now())
                     order by next_attempt_at, id limit ${OUTBOX.batch}
                     for update skip locked)
        returning id, kind, message, attempts, user_id, callback`),
    );
  }

  async function deliver(row: Row) {
    try {
      const message =
        row.message ??
        (await opts.render?.({ kind: row.kind, userId: row.user_id, callback: row.callback })) ??
        null;
      if (!message) {
        // Nothing to send any more (the account confirmed or gone): nothing to keep.
        await db.execute(sql`delete from outbox where id = ${row.id}`);
        return;
      }
      await mailer.send({ ...message, kind: row.kind });
    } catch (error) {
      const code = failureCode(error);
      const permanent = isPermanent(error) || row.attempts >= OUTBOX.maxAttempts;
      log.warn(
        { outbox: Number(row.id), kind: row.kind, attempts: row.attempts, code, permanent },
        "e-mail not sent",
      );
      if (permanent) metrics.mailsGivenUp.inc({ kind: row.kind });
      await db.execute(
        permanent
          ? sql`update outbox set status = 'failed', message = null, lease_until = null,
                  last_error = ${code} where id = ${row.id}`
          : sql`update outbox set lease_until = null, last_error = ${code},
                  next_attempt_at = now() + make_interval(secs => ${OUTBOX.backoffSeconds(row.attempts)})
                where id = ${row.id}`,
      );
      return;
    }
    await db.execute(sql`
      update outbox set status = 'sent', sent_at = now(), message = null, lease_until = null,
        last_error = null
      where id = ${row.id}`);
  }

  /** Sends what is due now; the number of rows it took. */
  async function runOnce(): Promise<number> {
    const rows = await claim();
    await Promise.all(
      rows.map((row) =>
        deliver(row).catch((err: unknown) => log.error({ err, outbox: Number(row.id) }, "outbox")),
      ),
    );
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

  return {
    /**
     * Queues `mail` (in `tx` when given: the row commits with the change that causes it).
     * With a `key`, a message already queued or sent under that key is not queued again;
     * returns whether this call queued it.
     */
    async enqueue(mail: Mail, options: { key?: string; tx?: Tx | Db } = {}): Promise<boolean> {
      const { kind = "other", ...message } = mail;
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
    /** The queue for the metrics: rows waiting, and the age of the oldest in seconds. */
    async queue(): Promise<{ depth: number; oldestSeconds: number }> {
      const [row] = resultRows<{ depth: number | string; oldest: number | string | null }>(
        await db.execute(sql`
          select count(*) as depth, extract(epoch from now() - min(created_at)) as oldest
          from outbox where status = 'queued'`),
      );
      return { depth: Number(row?.depth ?? 0), oldestSeconds: Number(row?.oldest ?? 0) };
    },
    runOnce,
    /** Looks for due rows now: after a change that queued one in the database (a sign-up). */
    wake,
    start() {
      if (!stopped) return;
      stopped = false;
      loop = run();
    },
    /** Stops the worker; a send in progress is given `graceMs` (its lease covers the rest). */
    async stop(graceMs = 2_000) {
      stopped = true;
      wake();
      if (loop)
        await Promise.race([loop, new Promise((resolve) => setTimeout(resolve, graceMs).unref())]);
      loop = null;
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;
