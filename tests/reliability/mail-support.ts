// Two instances on one PostgreSQL and one real SMTP server whose faults a test switches
// (ADR 224's reliability tests): members, broadcasts and the counts the tests check.
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { freshDatabase } from "../support/database.ts";
import { startMailSink, type MailSink } from "../support/mail-sink.ts";
import type { RunningServer } from "../support/server.ts";
import { startServer, waitFor } from "./support.ts";

/** Short leases and pauses, so that a test waits seconds, not minutes. */
export const FAST_MAIL = {
  RATE_LIMIT: "off",
  MAIL_LEASE_SECONDS: "6",
  MAIL_RELAY_PAUSE_SECONDS: "1",
};

export async function mailCluster(env: Record<string, string> = {}) {
  const db = await freshDatabase("postgres");
  const mail = await startMailSink();
  const dirs = await Promise.all([0, 1].map(() => mkdtemp(path.join(os.tmpdir(), "vs-mail-"))));
  const shared = {
    BETTER_AUTH_SECRET: randomBytes(32).toString("base64url"),
    ...FAST_MAIL,
    ...env,
  };
  const sql = new pg.Client({ connectionString: db.env.DATABASE_URL });
  sql.on("error", () => undefined);
  await sql.connect();
  const start = (i: 0 | 1, extra: Record<string, string> = {}, sink: MailSink = mail) =>
    startServer({
      databaseEnv: { ...db.env, DATA_DIR: dirs[i]! },
      env: { ...shared, ...extra },
      mail: sink,
    });
  const instances: (RunningServer | undefined)[] = [undefined, undefined];
  const one = async <T = Record<string, unknown>>(text: string, params: unknown[] = []) =>
    (await sql.query(text, params)).rows[0] as T;
  return {
    mail,
    sql,
    one,
    instances,
    /** Starts (or restarts) instance i. */
    async start(i: 0 | 1, extra: Record<string, string> = {}, sink?: MailSink) {
      instances[i] = await start(i, extra, sink);
      return instances[i];
    },
    /** `n` confirmed members '<prefix>i@mail.test', on every list. */
    async members(n: number, prefix: string, confirmed = true) {
      await sql.query(
        `insert into users (id, name, email, email_verified)
         select $1 || i, 'Reader ' || i, $1 || i || '@mail.test', $2
         from generate_series(1, $3::int) i`,
        [prefix, confirmed, n],
      );
      return Array.from({ length: n }, (_, i) => `${prefix}${i + 1}@mail.test`);
    },
    /** A broadcast to everyone, started now; its id. */
    async broadcast(subject: string) {
      const row = await one<{ id: string }>(
        `insert into broadcasts (subject, body, status, scheduled_at)
         values ($1, 'Hello.', 'scheduled', now()) returning id`,
        [subject],
      );
      return String(row.id);
    },
    /** Messages with `subject` received, per recipient. */
    received(subject: string) {
      const per = new Map<string, number>();
      for (const m of mail.messages.filter((m) => m.subject === subject))
        for (const to of m.to) per.set(to, (per.get(to) ?? 0) + 1);
      return per;
    },
    async waitForSent(id: string, timeoutMs = 120_000) {
      await waitFor(
        "the broadcast to end 'Sent'",
        async () =>
          (await one<{ status: string }>("select status from broadcasts where id = $1", [id]))
            ?.status === "sent"
            ? true
            : undefined,
        timeoutMs,
      );
    },
    async states(id: string) {
      const { rows } = await sql.query(
        `select state, count(*)::int as n from broadcast_recipients where broadcast_id = $1
         group by state order by state`,
        [id],
      );
      return Object.fromEntries(rows.map((r: { state: string; n: number }) => [r.state, r.n]));
    },
    async close() {
      await sql.end().catch(() => undefined);
      for (const s of instances) await s?.close().catch(() => undefined);
      await mail.close();
      await db.cleanup();
      await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
    },
  };
}

/** How many extra copies arrived in all (a recipient's second copy counts one). */
export const duplicatesOf = (per: Map<string, number>) =>
  [...per.values()].reduce((sum, n) => sum + n - 1, 0);

/** Waits until at least `n` messages with `subject` have arrived. */
export const waitForReceived = (mail: MailSink, subject: string, n: number, ms = 120_000) =>
  waitFor(
    `${n} messages '${subject}'`,
    async () => (mail.messages.filter((m) => m.subject === subject).length >= n ? true : undefined),
    ms,
  );
