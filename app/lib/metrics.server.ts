import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";

type PoolStats = { total: number; idle: number; waiting: number };

/**
 * The process's Prometheus metrics (ADR 150). Counters count what this instance did since
 * it started; with several instances, sum them in the query. Served by the metrics plugin
 * of server/, never publicly. One set per process, kept on globalThis: this module is both
 * imported by server/ and bundled into the React Router server build.
 */
function createMetrics() {
  const registry = new Registry();
  const state: {
    poolSource?: () => PoolStats;
    outboxSource?: () => Promise<{ depth: number; oldestSeconds: number; dead?: number }>;
  } = {};
  // prom-client's process and Node.js set: resident memory, heap, event-loop lag, GC, handles.
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });
  const counter = <L extends string = never>(name: string, help: string, labelNames: L[] = []) =>
    new Counter<L>({ name, help, labelNames, registers: [registry] });

  const httpRequests = counter(
    "http_requests_total",
    "HTTP requests answered, by method, route pattern and status code.",
    ["method", "route", "status"],
  );

  const httpDuration = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time from the request's arrival to the response's last byte, by method and route pattern.",
    labelNames: ["method", "route"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });

  const signUps = counter("signups_total", "Accounts created.");

  const confirmations = counter(
    "email_confirmations_total",
    "E-mail addresses confirmed (a first confirmation or a changed address).",
  );

  const referralAwards = counter(
    "referral_awards_total",
    "Referral points paid to a referrer (the referred member confirmed the address).",
  );

  const referralVoids = counter(
    "referral_voids_total",
    "Referrals voided by an admin (one negative ledger row each).",
  );

  const pointsAdjustments = counter(
    "points_adjustments_total",
    "Points adjustments made by an admin.",
  );

  const mailsSent = counter(
    "mails_sent_total",
    "Messages handed to the SMTP server (or written to DATA_DIR/mail), by kind.",
    ["kind"],
  );

  const mailsFailed = counter("mails_failed_total", "Messages that could not be sent, by kind.", [
    "kind",
  ]);

  const jobRuns = counter(
    "job_runs_total",
    "Scheduled job runs, by job and outcome (ok, failed, skipped: another instance ran it).",
    ["job_name", "outcome"],
  );

  const jobDuration = new Histogram({
    name: "job_duration_seconds",
    help: "Duration of scheduled job runs, by job.",
    labelNames: ["job_name"] as const,
    buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60, 300],
    registers: [registry],
  });

  const dbErrors = counter(
    "db_query_errors_total",
    "Database errors: failed queries that reached the error handler, lost pool connections, failed health checks.",
  );

  const mailsGivenUp = counter(
    "mails_given_up_total",
    "Messages of the e-mail outbox given up: a permanent SMTP failure or too many temporary ones, by kind.",
    ["kind"],
  );

  const broadcastMails = counter(
    "broadcast_mails_total",
    "Broadcast messages by outcome: sent, retried (a temporary failure), failed (given up), skipped (unsubscribed, suppressed or gone since the freeze).",
    ["outcome"],
  );

  // The mail relay's health (ADR 224): failures that are the relay's pause the broadcast lane.
  const mailRelayFailures = counter(
    "mail_relay_failures_total",
    "Sends that failed through the relay's fault (a 4xx, a 5xx at AUTH, MAIL FROM or DATA, a timeout, a refused connection), by SMTP phase: nobody is suppressed for them.",
    ["phase"],
  );
  const mailRelayPaused = new Gauge({
    name: "mail_relay_paused",
    help: "1 while this instance sees the mail relay failing (the broadcast lane paused, probing until it answers), else 0.",
    registers: [registry],
  });
  const mailCompletionsFenced = counter(
    "mail_completions_fenced_total",
    "Send outcomes not recorded because the claim's lease had passed to another instance (fencing, ADR 224).",
  );

  const mailEvents = counter(
    "mail_events_total",
    "Bounces and complaints the mail provider reported through POST /api/mail-events, by type.",
    ["type"],
  );

  // The e-mail outbox (ADR 208): the same figures on every instance (one queue per database).
  const outboxReading = async () => state.outboxSource?.().catch(() => undefined);
  new Gauge({
    name: "outbox_depth",
    help: "Messages waiting in the e-mail outbox (queued, not yet sent or given up).",
    registers: [registry],
    async collect() {
      const queue = await outboxReading();
      if (queue) this.set(queue.depth);
    },
  });
  new Gauge({
    name: "outbox_oldest_age_seconds",
    help: "Age of the oldest message waiting in the e-mail outbox, in seconds (0 when empty).",
    registers: [registry],
    async collect() {
      const queue = await outboxReading();
      if (queue) this.set(queue.oldestSeconds);
    },
  });

  new Gauge({
    name: "outbox_dead",
    help: "Messages of the e-mail outbox given up after too many attempts and kept for an operator to retry (dead letters).",
    registers: [registry],
    async collect() {
      const queue = await outboxReading();
      if (queue?.dead !== undefined) this.set(queue.dead);
    },
  });

  const logLinesDropped = counter(
    "log_lines_dropped_total",
    "Log lines dropped because the log output was not read fast enough (its buffer was full).",
  );

  new Gauge({
    name: "db_pool_connections",
    help: "PostgreSQL pool connections by state (total, idle, waiting clients); absent on the embedded database.",
    labelNames: ["state"] as const,
    registers: [registry],
    collect() {
      this.reset();
      const stats = state.poolSource?.();
      if (!stats) return;
      this.set({ state: "total" }, stats.total);
      this.set({ state: "idle" }, stats.idle);
      this.set({ state: "waiting" }, stats.waiting);
    },
  });

  return {
    registry,
    httpRequests,
    httpDuration,
    signUps,
    confirmations,
    referralAwards,
    referralVoids,
    pointsAdjustments,
    mailsSent,
    mailsFailed,
    jobRuns,
    jobDuration,
    dbErrors,
    logLinesDropped,
    mailsGivenUp,
    broadcastMails,
    mailRelayFailures,
    mailRelayPaused,
    mailCompletionsFenced,
    mailEvents,
    /** Where the outbox gauges read from: set by the services once the outbox exists. */
    observeOutbox(source: () => Promise<{ depth: number; oldestSeconds: number; dead?: number }>) {
      state.outboxSource = source;
    },
    /** Where the pool gauge reads from: set by the server once its database is open. */
    observePool(source: (() => PoolStats) | undefined) {
      state.poolSource = source;
    },
  };
}

/** The process's metrics: one module instance, the host's and the pages' (ADR 216). */
export const metrics = createMetrics();

/** Whether an error (or one of its causes) came from the database: it has a SQLSTATE. */
export function isDatabaseError(error: unknown): boolean {
  for (let e = error, depth = 0; e && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return true;
    if ((e as Error).name === "DrizzleQueryError") return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** The job runner's onRun listener: one run counted by outcome, and timed unless skipped. */
export function recordJobRun(event: {
  name: string;
  status: "ok" | "failed" | "skipped";
  durationMs: number;
}) {
  metrics.jobRuns.inc({ job_name: event.name, outcome: event.status });
  if (event.status !== "skipped")
    metrics.jobDuration.observe({ job_name: event.name }, event.durationMs / 1000);
}
