// The mail relay's health and the sends in flight (ADR 224). A failure that is the relay's
// (smtp-failures.ts: a 4xx, a 5xx at AUTH, MAIL FROM or DATA, a timeout, a refused
// connection) is recorded in the one row of mail_relay, shared by every instance: the
// broadcast lane pauses until `paused_until` (15 s at first, then half the time the relay has
// been failing, at most 5 minutes), then sends one message to probe it; the first success of
// any instance clears the row and the lane resumes by itself. Every send runs under a total
// deadline shorter than its claim's lease, and a stopping server can abort the sends still in
// flight after its grace period (they are put back in the queue, never sent twice).
// Imported by services.server.ts: relative imports with .ts only.
import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import { mailRelay } from "../../../db/schema.ts";
import { pgNumber, sqlRow, type Db, type Queryable } from "../../lib/db.server.ts";
import type { Logger } from "../../lib/logger.server.ts";
import { metrics } from "../../lib/metrics.server.ts";
import { SendDeadline, type MailFailure } from "./smtp-failures.ts";

export const RELAY = {
  /** The first pause after a relay failure (MAIL_RELAY_PAUSE_SECONDS). */
  pauseSeconds: 15,
  /** The longest pause between two probes. */
  maxPauseSeconds: 300,
} as const;

/** A send aborted because its server is stopping: back in the queue, not an attempt. */
export class SendStopped extends Error {
  override name = "SendStopped";
  code = "ESTOPPED";
}

export type RelayState = { paused: boolean; failing: boolean; waitMs: number };

export function createRelayHealth(opts: {
  db: Db;
  log: Pick<Logger, "warn"> & Partial<Pick<Logger, "info">>;
  pauseSeconds?: number;
}) {
  const { db, log } = opts;
  const base = opts.pauseSeconds ?? RELAY.pauseSeconds;
  // Whether this process has seen the relay failing: only then does a success write.
  let suspect = true;

  return {
    /** Whether the lane may send now, and whether the relay is being probed. */
    async state(tx: Queryable = db): Promise<RelayState> {
      const row = await sqlRow(
        tx,
        z.object({ paused: z.boolean(), failing: z.boolean(), wait_ms: pgNumber }),
        sql`
          select coalesce(paused_until > now(), false) as paused,
            failing_since is not null as failing,
            greatest(0, extract(epoch from paused_until - now()) * 1000) as wait_ms
          from mail_relay where id = 1`,
      );
      const state = {
        paused: row?.paused ?? false,
        failing: row?.failing ?? false,
        waitMs: Math.ceil(row?.wait_ms ?? 0),
      };
      if (state.failing) suspect = true;
      metrics.mailRelayPaused.set(state.failing ? 1 : 0);
      return state;
    },
    /** Another instance has seen the relay failing: the next success here clears it. */
    suspect() {
      suspect = true;
    },
    /** Records a failure that is the relay's: the lane pauses (longer the longer it lasts). */
    async failed(failure: MailFailure) {
      suspect = true;
      metrics.mailRelayFailures.inc({ phase: failure.phase });
      metrics.mailRelayPaused.set(1);
      const row = await sqlRow(
        db,
        z.object({ failures: z.number() }),
        sql`
          update mail_relay set failures = failures + 1, last_error = ${failure.code},
            failing_since = coalesce(failing_since, now()), updated_at = now(),
            paused_until = greatest(coalesce(paused_until, now()), now() + least(
              make_interval(secs => ${RELAY.maxPauseSeconds}),
              greatest(make_interval(secs => ${base}), (now() - coalesce(failing_since, now())) / 2)))
          where id = 1 returning failures`,
      );
      if (row?.failures === 1)
        log.warn({ code: failure.code, phase: failure.phase }, "mail relay failing: lane paused");
    },
    /** A message went through: the relay answers again, and the lane resumes. */
    async answered() {
      if (!suspect) return;
      suspect = false;
      const row = await sqlRow(
        db,
        z.object({ seconds: pgNumber, failures: z.number() }),
        sql`
          update mail_relay r set failing_since = null, paused_until = null, failures = 0,
            updated_at = now()
          from (select failing_since, failures from mail_relay where id = 1) old
          where r.id = 1 and r.failing_since is not null
          returning extract(epoch from now() - old.failing_since) as seconds, old.failures`,
      );
      metrics.mailRelayPaused.set(0);
      if (!row) return;
      // The outbox's messages that wait out a backoff go now too (a reset, a confirmation).
      await db.execute(sql`update outbox set next_attempt_at = now()
                           where status = 'queued' and next_attempt_at > now()
                             and last_error is not null and lease_until is null`);
      log.info?.(
        { seconds: Math.round(Number(row.seconds)), failures: row.failures },
        "mail relay answers again: lane resumed",
      );
    },
    /** What an operator's page shows: since when it fails, until when the lane waits. */
    async status() {
      const [row] = await db
        .select({
          failingSince: mailRelay.failingSince,
          pausedUntil: mailRelay.pausedUntil,
          lastError: mailRelay.lastError,
          failures: mailRelay.failures,
        })
        .from(mailRelay)
        .where(eq(mailRelay.id, 1));
      if (!row?.failingSince) return null;
      return {
        since: row.failingSince.toISOString(),
        nextTry: row.pausedUntil?.toISOString() ?? null,
        lastError: row.lastError,
        failures: row.failures,
      };
    },
  };
}

export type RelayHealth = ReturnType<typeof createRelayHealth>;

/**
 * The sends of one worker in flight: each under a total deadline (render and send), each
 * abortable when the server stops. `run` rejects with SendDeadline or SendStopped.
 */
export function createSends() {
  const controllers = new Set<AbortController>();
  return {
    async run<T>(deadlineMs: number, work: (signal: AbortSignal) => Promise<T>): Promise<T> {
      const controller = new AbortController();
      controllers.add(controller);
      const timer = setTimeout(
        () => controller.abort(new SendDeadline(`no answer within ${deadlineMs} ms`)),
        deadlineMs,
      );
      try {
        return await new Promise<T>((resolve, reject) => {
          const { signal } = controller;
          signal.addEventListener("abort", () => reject(signal.reason as Error), { once: true });
          work(signal).then(resolve, reject);
        });
      } finally {
        clearTimeout(timer);
        controllers.delete(controller);
      }
    },
    /** Aborts every send in flight (the server stops); how many there were. */
    stopAll(): number {
      const n = controllers.size;
      for (const c of controllers) c.abort(new SendStopped("the server is stopping"));
      return n;
    },
    get inFlight() {
      return controllers.size;
    },
  };
}

export type Sends = ReturnType<typeof createSends>;
