// Broadcasts (ADR 212) through crashes: two instances on one PostgreSQL and one real SMTP
// server, 2,000 recipients at 50 messages a second; instance A is SIGKILLed twice mid-send
// (and started again), PostgreSQL restarted once. Every recipient gets the message; the
// duplicates at the server are at most the messages in flight at each kill (a batch of 10
// each, and those whose 'sent' could not be written while PostgreSQL restarted); the broadcast
// ends 'Sent', with no recipient owed.
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { expect, test } from "vitest";
import { startMailSink } from "../support/mail-sink.ts";
import { startOwnPostgres } from "../support/postgres-cluster.ts";
import type { RunningServer } from "../support/server.ts";
import { startServer, waitFor } from "./support.ts";

const RECIPIENTS = 2_000;
const SUBJECT = "Through every crash";

test("a broadcast survives two SIGKILLs and a PostgreSQL restart: everyone once, at most the in-flight twice, 'Sent'", async () => {
  const cluster = await startOwnPostgres();
  const mail = await startMailSink();
  const dirs = await Promise.all([0, 1].map(() => mkdtemp(path.join(os.tmpdir(), "vs-test-"))));
  const env = {
    BETTER_AUTH_SECRET: randomBytes(32).toString("base64url"),
    RATE_LIMIT: "off",
    BROADCAST_RATE: "50",
  };
  const start = (dir: string) =>
    startServer({ databaseEnv: { DATABASE_URL: cluster.url, DATA_DIR: dir }, env, mail });
  let a: RunningServer | undefined;
  let b: RunningServer | undefined;
  const sql = new pg.Client({ connectionString: cluster.url });
  sql.on("error", () => undefined);
  try {
    [a, b] = [await start(dirs[0]!), await start(dirs[1]!)];
    await sql.connect();
    await sql.query(`insert into users (id, name, email, email_verified)
      select 'r' || i, 'Reader ' || i, 'reader' || i || '@crash.test', true
      from generate_series(1, ${RECIPIENTS}) i`);
    const { rows } = await sql.query(`insert into broadcasts (subject, body, status, scheduled_at)
      values ('${SUBJECT}', 'Hello.', 'scheduled', now()) returning id`);
    const id = String(rows[0].id);
    const received = () => mail.messages.filter((m) => m.subject === SUBJECT).length;
    const passes = async (n: number) =>
      waitFor(`${n} messages`, async () => (received() >= n ? true : undefined), 60_000);

    await passes(300);
    a.process.kill("SIGKILL");
    a = await start(dirs[0]!);
    await passes(700);
    await sql.end();
    cluster.ctl("-m", "fast", "restart");
    await passes(1_100);
    a.process.kill("SIGKILL");
    a = await start(dirs[0]!);

    const check = new pg.Client({ connectionString: cluster.url });
    await check.connect();
    try {
      // The killed batches come back when their 45-s lease ends.
      await waitFor(
        "the broadcast to end 'Sent'",
        async () => {
          const { rows: b } = await check.query("select status from broadcasts where id = $1", [
            id,
          ]);
          return b[0]?.status === "sent" ? true : undefined;
        },
        120_000,
      );
      const { rows: owed } = await check.query(
        `select state, count(*)::int as n from broadcast_recipients where broadcast_id = $1
         group by state`,
        [id],
      );
      expect(owed).toEqual([{ state: "sent", n: RECIPIENTS }]);
    } finally {
      await check.end();
    }
    const perRecipient = new Map<string, number>();
    for (const m of mail.messages.filter((m) => m.subject === SUBJECT))
      for (const to of m.to) perRecipient.set(to, (perRecipient.get(to) ?? 0) + 1);
    expect(perRecipient.size).toBe(RECIPIENTS);
    const duplicates = [...perRecipient.values()].reduce((sum, n) => sum + n - 1, 0);
    // Two kills of one batch each, and a batch whose outcome the restart may have lost.
    expect(duplicates).toBeLessThanOrEqual(30);
    // A repeated message is recognisable: the same Message-ID, fixed by broadcast and member.
    const ids = mail.messages
      .filter((m) => m.subject === SUBJECT && m.to.includes("reader1@crash.test"))
      .map((m) => /^Message-ID: (.*)$/im.exec(m.raw)?.[1]?.trim());
    expect(new Set(ids)).toEqual(new Set([`<broadcast.${id}.r1@127.0.0.1>`]));
  } finally {
    await a?.close().catch(() => undefined);
    await b?.close().catch(() => undefined);
    await mail.close();
    cluster.stop();
    await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
  }
}, 240_000);
