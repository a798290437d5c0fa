// The retention job (ADR 141): what the privacy policy promises to delete, and
// when. Runs daily and at start-up through app/lib/jobs.server.ts; logs counts only.
// A new kind of expiring row is one more step here (e.g. ADR 180's own limit tables).
import { sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import { pgNumber, sqlRow } from "../../lib/db.server.ts";
import type { Env } from "../../lib/env.server.ts";
import type { Job, JobContext } from "../../lib/jobs.server.ts";
import { MEMBER_MAILS_KEPT_DAYS } from "../../lib/limits.ts";

export type RetentionStep = {
  /** Counter name in the job's result and log line. */
  name: string;
  /** A DELETE … RETURNING statement for the rows whose time is up at `now`. */
  statement(now: Date, env: RetentionEnv): SQL;
  /** Runs first, in the same transaction (e.g. a transaction-local setting). */
  prepare?: SQL;
};

export type RetentionEnv = Pick<
  Env,
  "RETENTION_SUBMISSIONS_DAYS" | "RETENTION_AB_EVENTS_DAYS" | "RATE_LIMIT_WINDOW_SECONDS"
>;

const DAY_MS = 24 * 60 * 60 * 1000;
const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

export const retentionSteps: RetentionStep[] = [
  {
    // Sessions last 30 days after the last use (app/domain/accounts/auth.server.ts); expired ones go.
    name: "sessions",
    statement: (now) => sql`delete from sessions where expires_at < ${at(now)} returning 1`,
  },
  {
    // E-mail confirmation is a signed token; these rows are password-reset tokens (1 h).
    name: "verifications",
    statement: (now) => sql`delete from verifications where expires_at < ${at(now)} returning 1`,
  },
  {
    // A rate-limit row whose window has passed counts nothing any more (expires_at,
    // db/migrations/0006; the limiter also prunes them as it goes).
    name: "rateLimits",
    statement: (now, env) =>
      sql`delete from rate_limits
          where coalesce(expires_at, last_request + ${env.RATE_LIMIT_WINDOW_SECONDS * 1000})
            < ${now.getTime()} returning 1`,
  },
  {
    // Failed sign-ins per account (ADR 180): kept until their window and lock end.
    name: "signInFailures",
    statement: (now) =>
      sql`delete from sign_in_failures where expires_at < ${now.getTime()} returning 1`,
  },
  {
    name: "formSubmissions",
    statement: (now, env) =>
      sql`delete from form_submissions
          where created_at < ${at(new Date(now.getTime() - env.RETENTION_SUBMISSIONS_DAYS * DAY_MS))}
          returning 1`,
  },
  {
    // Used change-of-address tokens (ADR 190): once expired, the link fails anyway.
    name: "usedChangeTokens",
    statement: (now) =>
      sql`delete from used_change_tokens where expires_at < ${at(now)} returning 1`,
  },
  {
    // Raw A/B events (a random visitor id each) go after RETENTION_AB_EVENTS_DAYS; the
    // totals and per-day counters keep the figures (ADR 190): this transaction tells the
    // delete triggers not to rebuild them from what is left (db/migrations/0009).
    name: "abTestEvents",
    prepare: sql`select set_config('app.keep_ab_counters', 'on', true)`,
    statement: (now, env) =>
      sql`delete from ab_test_events
          where "timestamp" < ${at(new Date(now.getTime() - env.RETENTION_AB_EVENTS_DAYS * DAY_MS))}
          returning 1`,
  },
  {
    // The record of which member e-mails went out (ADR 191) keeps each one to once and the
    // daily limit; nothing it guards recurs after MEMBER_MAILS_KEPT_DAYS (ADR 204): a
    // reminder's account is gone after 30 days, a digest's week and a referral's event are past.
    name: "memberMails",
    statement: (now) =>
      sql`delete from member_mails
          where created_at < ${at(new Date(now.getTime() - MEMBER_MAILS_KEPT_DAYS * DAY_MS))}
          returning 1`,
  },
  {
    // The e-mails a member's History lists (kind and subject, migration 0026): kept as long as
    // the record of member e-mails, then gone.
    name: "memberMailLog",
    statement: (now) =>
      sql`delete from member_mail_log
          where sent_at < ${at(new Date(now.getTime() - MEMBER_MAILS_KEPT_DAYS * DAY_MS))}
          returning 1`,
  },
  {
    // The outbox's rows once sent or given up (ADR 208): their messages are gone already;
    // what is left (kind and dates) goes with the same period as the member e-mails' record.
    name: "outbox",
    statement: (now) =>
      sql`delete from outbox
          where status <> 'queued'
            and created_at < ${at(new Date(now.getTime() - MEMBER_MAILS_KEPT_DAYS * DAY_MS))}
          returning 1`,
  },
];

export function retentionJob(env: RetentionEnv, steps: RetentionStep[] = retentionSteps): Job {
  return {
    name: "retention",
    async run({ db, now }: JobContext) {
      const result: Record<string, number> = {};
      for (const step of steps) {
        if (step.prepare) await db.execute(step.prepare);
        const row = await sqlRow(
          db,
          z.object({ n: pgNumber }),
          sql`with d as (${step.statement(now, env)}) select count(*) as n from d`,
        );
        result[step.name] = row?.n ?? 0;
      }
      return result;
    },
  };
}
