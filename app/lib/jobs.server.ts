// Scheduled jobs inside the server (docs/architecture.md D17, ADR 141): each job runs at start-up
// and then whenever it is due (daily by default), one run per database at a time: the run holds a
// PostgreSQL advisory lock (PGlite has them too) for its transaction, and job_runs records the last
// run, so N instances on one database run a job once per period. Tests inject `now` and call
// runDue() instead of waiting for the timer.
import { performance } from "node:perf_hooks";
import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import { jobRuns } from "../../db/schema.ts";
import { sqlRows, type Db, type Queryable, type Tx } from "./db.server.ts";

export type JobContext = { db: Queryable; now: Date };
/** What a run did, as counts only (logged and kept in job_runs): never personal data. */
export type JobResult = Record<string, number>;

export type Job = {
  /** Stable, unique name (job_runs key, log field, metric label). */
  name: string;
  /** How often it is due, in ms; daily unless given. */
  everyMs?: number;
  /** Runs outside a transaction (VACUUM cannot run in one): the run is claimed and
   *  recorded in transactions of their own, before and after it. */
  standalone?: boolean;
  /** A frequent job (the counters' roll-up): its runs are logged at debug, not info. */
  quiet?: boolean;
  run(ctx: JobContext): Promise<JobResult>;
};

export type JobRunEvent = {
  name: string;
  /** 'skipped': another instance holds the lock, or the job ran recently enough. */
  status: "ok" | "failed" | "skipped";
  durationMs: number;
  result?: JobResult;
};

/** The subset of a pino / Fastify logger the runner uses. */
export type JobLogger = {
  debug?(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
};

export const DAY_MS = 24 * 60 * 60 * 1000;
/** An hour, in milliseconds (the hourly jobs' period). */
export const HOUR_MS = 60 * 60 * 1000;
/** How often the timer looks for due jobs. */
const CHECK_EVERY_MS = 60 * 60 * 1000;
/** A start-up run is skipped when another instance started the job this recently. */
const STARTUP_GAP_MS = 10 * 60 * 1000;
/** First key of the two-key advisory lock (migrate() uses 7243001). */
const LOCK_CLASS = 7243002;

const silent: JobLogger = { info() {}, error() {} };

export function createJobRunner(opts: { db: Db; now?: () => Date; log?: JobLogger }) {
  const now = opts.now ?? (() => new Date());
  let log = opts.log ?? silent;
  const jobs: Job[] = [];
  const listeners: ((event: JobRunEvent) => void)[] = [];
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<JobRunEvent[]> | null = null;

  /** True when this run is ours: no other instance holds the job's lock, and its last
   *  start is at least `minGapMs` ago. A standalone job's start is recorded at once. */
  async function claim(tx: Tx, job: Job, at: Date, minGapMs: number) {
    const [lock] = await sqlRows(
      tx,
      z.object({ locked: z.boolean() }),
      sql`select pg_try_advisory_xact_lock(${LOCK_CLASS}, hashtext(${job.name})) as locked`,
    );
    if (!lock?.locked) return false;
    const [last] = await tx
      .select({ started: jobRuns.lastStartedAt })
      .from(jobRuns)
      .where(eq(jobRuns.name, job.name));
    if (last && at.getTime() - last.started.getTime() < minGapMs) return false;
    if (job.standalone) await finish(tx, job, at, {}, null);
    return true;
  }

  /** Records a run in job_runs (finished now, unless `finishedAt` is null); returns its result. */
  async function finish(
    db: Queryable,
    job: Job,
    at: Date,
    result: JobResult,
    finishedAt: string | null = now().toISOString(),
  ) {
    await db.execute(sql`
      insert into job_runs (name, last_started_at, last_finished_at, last_status, last_result)
      values (${job.name}, ${at.toISOString()}, ${finishedAt}, ${finishedAt ? "ok" : null},
              ${JSON.stringify(result)}::jsonb)
      on conflict (name) do update set last_started_at = excluded.last_started_at,
        last_finished_at = excluded.last_finished_at, last_status = excluded.last_status,
        last_result = excluded.last_result`);
    return result;
  }

  async function runJob(job: Job, minGapMs: number): Promise<JobRunEvent> {
    const started = performance.now();
    const at = now();
    try {
      let outcome: JobResult | null = null;
      if (!job.standalone)
        outcome = await opts.db.transaction(async (tx) =>
          (await claim(tx, job, at, minGapMs))
            ? finish(tx, job, at, await job.run({ db: tx, now: at }))
            : null,
        );
      else if (await opts.db.transaction((tx) => claim(tx, job, at, minGapMs)))
        outcome = await finish(opts.db, job, at, await job.run({ db: opts.db, now: at }));
      const durationMs = performance.now() - started;
      if (!outcome) return { name: job.name, status: "skipped", durationMs };
      const fields = { job: job.name, durationMs: Math.round(durationMs), ...outcome };
      if (job.quiet) log.debug?.(fields, "job finished");
      else log.info(fields, "job finished");
      return { name: job.name, status: "ok", durationMs, result: outcome };
    } catch (error) {
      const durationMs = performance.now() - started;
      log.error({ job: job.name, err: error }, "job failed");
      // The run rolled back; the failure is recorded outside it, with the start of the
      // last good run kept (a first run, or a standalone run that recorded its start:
      // 'epoch'), so the next check retries.
      const restart = job.standalone ? sql`, last_started_at = 'epoch'` : sql``;
      await opts.db
        .execute(
          sql`insert into job_runs (name, last_started_at, last_finished_at, last_status)
              values (${job.name}, 'epoch', ${now().toISOString()}, 'failed')
              on conflict (name) do update set last_finished_at = excluded.last_finished_at,
                last_status = 'failed'${restart}`,
        )
        .catch(() => undefined);
      return { name: job.name, status: "failed", durationMs };
    }
  }

  async function runAll(startup: boolean): Promise<JobRunEvent[]> {
    const events: JobRunEvent[] = [];
    for (const job of jobs) {
      const event = await runJob(job, startup ? STARTUP_GAP_MS : (job.everyMs ?? DAY_MS));
      events.push(event);
      for (const listener of listeners) {
        try {
          listener(event);
        } catch (error) {
          log.error({ job: job.name, err: error }, "job listener failed");
        }
      }
    }
    return events;
  }

  function queue(startup: boolean): Promise<JobRunEvent[]> {
    // One pass at a time in this process; the advisory lock covers other processes.
    const previous = running ?? Promise.resolve([]);
    const next = previous.catch(() => []).then(() => runAll(startup));
    const tracked: Promise<JobRunEvent[]> = next.finally(() => {
      if (running === tracked) running = null;
    });
    running = tracked;
    return next;
  }

  return {
    register(job: Job) {
      if (jobs.some((j) => j.name === job.name))
        throw new Error(`job ${job.name} registered twice`);
      jobs.push(job);
    },
    /** Called after every run attempt, e.g. for metrics (ADR 150). */
    onRun(listener: (event: JobRunEvent) => void) {
      listeners.push(listener);
    },
    /** Runs every job that is due now (by the injected clock); `startup` as at start-up. */
    runDue(options: { startup?: boolean } = {}) {
      return queue(options.startup ?? false);
    },
    /** Runs the jobs at once, then checks hourly for due ones (as often as the most
     *  frequent job is due, when that is more often). */
    start(options: { log?: JobLogger; checkEveryMs?: number } = {}) {
      if (options.log) log = options.log;
      if (timer) return;
      void queue(true);
      const every = Math.min(
        options.checkEveryMs ?? CHECK_EVERY_MS,
        // Twice per period: a run a little under one period after the last is not due yet.
        ...jobs.map((j) => (j.everyMs ?? DAY_MS) / 2),
      );
      timer = setInterval(() => void queue(false), every);
      timer.unref();
    },
    /** Stops the timer and waits for a run in progress (before the database closes). */
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running?.catch(() => undefined);
    },
  };
}

export type JobRunner = ReturnType<typeof createJobRunner>;
