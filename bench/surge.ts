// (g) A launch surge on PostgreSQL (ADRs 200, 208): sign-ups followed by their confirmations
// per second at 1, 16 and 64 concurrent clients, each against the bare password-hash rate at
// the same concurrency on the same cores (concurrency must never collapse the rate); and the
// outbox's throughput into a local SMTP sink against nodemailer sending the same messages
// directly, in the same run; the broadcast lane's over pooled connections against
// nodemailer's pool directly (ADR 224).
import http from "node:http";
import { sql } from "drizzle-orm";
import { z } from "zod";
import {
  createBroadcastLane,
  freezeNextBroadcast,
  startDueBroadcasts,
} from "../app/domain/broadcasts/broadcast-engine.server.ts";
import { broadcastMail, messageHtml } from "../app/domain/broadcasts/broadcast-mail.server.ts";
import { createRelayHealth } from "../app/domain/mail/mail-relay.server.ts";
import { createOutbox } from "../app/domain/mail/outbox.server.ts";
import { createMailer, type Mail } from "../app/lib/email.server.ts";
import { migrate, openDatabase, pgNumber, sqlRow } from "../app/lib/db.server.ts";
import { freshDatabase } from "../tests/support/database.ts";
import { startMailSink } from "../tests/support/mail-sink.ts";
import { startPostgres } from "../tests/support/postgres-cluster.ts";
import { spawnServer, type RunningServer } from "../tests/support/server.ts";
import { bareHashRate, fmt, request, timedPool, type Row } from "./support.ts";

const LEVELS = [1, 16, 64];
/** Sign-ups per level: enough for the slowest level to run a few seconds. */
const perLevel = (clients: number) => Math.max(24, clients * 3);
const OUTBOX_MESSAGES = Number(process.env.BENCH_OUTBOX ?? 300);
const LANE_MESSAGES = Number(process.env.BENCH_LANE ?? 1_000);
const ROUNDS = 3;

/** One member's sign-up, then the link of its confirmation e-mail followed; true when both held. */
async function signUpAndConfirm(server: RunningServer, email: string, agent: http.Agent) {
  const signUp = await request(`${server.url}/api/auth/sign-up/email`, {
    agent,
    method: "POST",
    headers: { "content-type": "application/json", origin: server.url },
    body: JSON.stringify({ name: "Surge Member", email, password: "correct horse battery" }),
  });
  if (signUp.status !== 200) return false;
  const mail = await server.mail.waitFor(email, /Confirm your/, 60_000);
  const link = server.mail.link(mail, /verify-email/);
  const confirm = await request(link, { agent });
  return confirm.status === 302 || confirm.status === 200;
}

async function signUpLevels(server: RunningServer): Promise<Row[]> {
  const rows: Row[] = [];
  // Warm-up (JIT, pools).
  const warm = new http.Agent({ keepAlive: true, maxSockets: 64 });
  await timedPool(8, 4, (i) => signUpAndConfirm(server, `warm${i}@surge.test`, warm));
  warm.destroy();
  for (const clients of LEVELS) {
    const total = perLevel(clients);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
    const { wallMs, results } = await timedPool(total, clients, (i) =>
      signUpAndConfirm(server, `c${clients}-${i}@surge.test`, agent),
    );
    agent.destroy();
    const rate = (total / wallMs) * 1000;
    const hash = bareHashRate(total, clients);
    const failed = results.filter((ok) => !ok).length;
    const ratio = rate / hash;
    rows.push({
      section: "g surge",
      metric: `PostgreSQL: sign-ups with confirmations/s vs hashPassword/s, ${clients} concurrent (${total})`,
      ours: fmt(rate, 1),
      baseline: fmt(hash, 1),
      ratio,
      target: "≥ 0.70×",
      verdict: failed ? `BELOW (${failed} failed)` : ratio >= 0.7 ? "PASS" : "BELOW",
    });
  }
  return rows;
}

/** The outbox worker sending `n` queued messages vs nodemailer sending them directly. */
export async function outboxThroughput(databaseEnv: Record<string, string>): Promise<Row> {
  const sink = await startMailSink();
  const database = await openDatabase({ url: databaseEnv.DATABASE_URL, dataDir: "" });
  try {
    await migrate(database);
    const mailer = createMailer({ smtpUrl: sink.url, dataDir: "", from: "bench@surge.test" });
    const mail = (i: number, lane: string): Mail => ({
      kind: "bench",
      to: `${lane}${i}@surge.test`,
      subject: `Bench ${i}`,
      text: `Message ${i}`,
    });
    // Directly, as many at once as the worker's batch.
    const direct = await timedPool(OUTBOX_MESSAGES, 10, (i) => mailer.send(mail(i, "direct")));
    const directRate = (OUTBOX_MESSAGES / direct.wallMs) * 1000;
    const silent = { warn() {}, error() {} };
    const outbox = createOutbox({ db: database.db, mailer, log: silent });
    for (let i = 0; i < OUTBOX_MESSAGES; i++) await outbox.enqueue(mail(i, "queued"));
    const started = performance.now();
    while ((await outbox.runOnce()) > 0);
    const queuedRate = (OUTBOX_MESSAGES / (performance.now() - started)) * 1000;
    const ratio = queuedRate / directRate;
    return {
      section: "g surge",
      metric: `outbox messages/s into a local SMTP sink vs nodemailer directly (${OUTBOX_MESSAGES}, 10 at once)`,
      ours: fmt(queuedRate, 1),
      baseline: fmt(directRate, 1),
      ratio,
      target: "≥ 0.80×",
      verdict: ratio >= 0.8 ? "PASS" : "BELOW",
    };
  } finally {
    await database.close();
    await sink.close();
  }
}

/**
 * The broadcast lane (ADR 224) sending `n` recipients over pooled SMTP connections vs
 * nodemailer sending the same messages over its pool directly, 10 at once (the lane's batch).
 */
export async function laneThroughput(databaseEnv: Record<string, string>): Promise<Row> {
  const sink = await startMailSink();
  const database = await openDatabase({ url: databaseEnv.DATABASE_URL, dataDir: "" });
  const n = LANE_MESSAGES;
  try {
    await migrate(database);
    const db = database.db;
    await db.execute(sql`insert into users (id, name, email, email_verified)
      select 'lane' || i, 'Lane ' || i, 'lane' || i || '@surge.test', true
      from generate_series(1, ${n}) i`);
    const pooled = createMailer({ smtpUrl: sink.url, dataDir: "", from: "bench@surge.test" });
    // The same messages as the lane sends: the broadcast rendered for each member.
    const content = { id: "00000000-0000-4000-8000-000000000000", subject: "Bench broadcast" };
    const body = "Hello from the **bench**.";
    const html = messageHtml(body);
    const mails = Array.from({ length: n }, (_, i) =>
      broadcastMail(
        { ...content, body },
        { userId: `lane${i + 1}`, email: `direct${i + 1}@surge.test`, name: `Lane ${i + 1}` },
        { publicUrl: "http://127.0.0.1", unsubscribeUrl: "http://127.0.0.1/u?t=x", html },
      ),
    );
    const silent = { warn() {}, error() {}, info() {} };
    const lane = createBroadcastLane({
      db,
      mailer: pooled,
      log: silent,
      secret: "b".repeat(32),
      publicUrl: "http://127.0.0.1",
      rate: 0,
      relay: createRelayHealth({ db, log: silent }),
    });
    /** One broadcast to the n members, frozen, then sent by the lane: messages a second. */
    const laneRound = async () => {
      await db.execute(sql`insert into broadcasts (subject, body, status, scheduled_at)
                           values ('Bench broadcast', ${body}, 'scheduled', now())`);
      await startDueBroadcasts(db);
      await freezeNextBroadcast(db);
      const started = performance.now();
      while ((await lane.runOnce()) === 0);
      return (n / (performance.now() - started)) * 1000;
    };
    const directRound = async () =>
      (n / (await timedPool(n, 10, (i) => pooled.send(mails[i]!))).wallMs) * 1000;
    // Warm-up, then alternating rounds on this shared machine: the medians are compared.
    await timedPool(100, 10, (i) => pooled.send(mails[i]!));
    const directRates: number[] = [];
    const laneRates: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      directRates.push(await directRound());
      laneRates.push(await laneRound());
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    const directRate = median(directRates);
    const laneRate = median(laneRates);
    const done = await sqlRow(
      db,
      z.object({ owed: pgNumber }),
      sql`select count(*)::int as owed from broadcasts where status <> 'sent'`,
    );
    pooled.close?.();
    const ratio = laneRate / directRate;
    return {
      section: "g surge",
      metric: `broadcast lane messages/s over pooled SMTP vs nodemailer's pool directly (${n}, 10 at once, median of ${ROUNDS})`,
      ours: fmt(laneRate, 1),
      baseline: fmt(directRate, 1),
      ratio,
      target: "≥ 0.80×",
      verdict: done?.owed ? "BELOW (not sent)" : ratio >= 0.8 ? "PASS" : "BELOW",
    };
  } finally {
    await database.close();
    await sink.close();
  }
}

export async function benchSurge(): Promise<{ rows: Row[] }> {
  const cluster = await startPostgres();
  const previous = process.env.TEST_DATABASE_URL;
  process.env.TEST_DATABASE_URL = cluster.url;
  try {
    const pg = await freshDatabase("postgres");
    const server = await spawnServer({
      env: { RATE_LIMIT: "off" },
      databaseEnv: { ...pg.env, DATA_DIR: pg.dataDir },
      startTimeoutMs: 180_000,
    });
    let rows: Row[];
    try {
      rows = await signUpLevels(server);
    } finally {
      await server.close();
    }
    const queue = await freshDatabase("postgres");
    const lane = await freshDatabase("postgres");
    try {
      rows.push(await outboxThroughput(queue.env));
      rows.push(await laneThroughput(lane.env));
    } finally {
      await queue.cleanup();
      await lane.cleanup();
      await pg.cleanup();
    }
    return { rows };
  } finally {
    if (previous === undefined) delete process.env.TEST_DATABASE_URL;
    else process.env.TEST_DATABASE_URL = previous;
    cluster.stop();
  }
}
