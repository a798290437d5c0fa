// Load, invariants and fault helpers shared by the reliability suite (ADR 080).
import { expect } from "vitest";
import { openDatabase } from "../../app/lib/db.server.ts";
import type { MailSink } from "../support/mail-sink.ts";
import { spawnServer, type RunningServer } from "../support/server.ts";

/**
 * spawnServer with a start-up allowance for busy CI machines, logging at info: a failure here
 * prints the server's output, and its last lines (jobs, shutdown steps) say how far it got.
 */
export function startServer(opts: Parameters<typeof spawnServer>[0] = {}) {
  return spawnServer({
    startTimeoutMs: 120_000,
    ...opts,
    env: { LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? "info", ...opts.env },
  });
}

export const PASSWORD = "correct horse battery staple";

export type Answer = { email: string; status: number; userId?: string };

/** POSTs JSON to the server like a browser of the same origin would. */
export async function postJson(
  base: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
) {
  return fetch(`${base}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base, ...headers },
    body: JSON.stringify(body),
    redirect: "manual",
  });
}

/** One sign-up through better-auth's endpoint; status 0 when the connection failed. */
export async function signUp(
  base: string,
  email: string,
  referrerId?: string,
  name = "Load Member",
): Promise<Answer & { cookie: string; retryAfter: string | null }> {
  try {
    const res = await postJson(base, "/api/auth/sign-up/email", {
      name,
      email,
      password: PASSWORD,
      ...(referrerId ? { referrerId } : {}),
    });
    const text = await res.text();
    let userId: string | undefined;
    try {
      userId = (JSON.parse(text) as { user?: { id?: string } }).user?.id;
    } catch {
      // Not JSON: the status says enough.
    }
    const cookie = res.headers
      .getSetCookie()
      .map((c) => c.split(";", 1)[0])
      .join("; ");
    return {
      email,
      status: res.status,
      userId,
      cookie,
      retryAfter: res.headers.get("retry-after"),
    };
  } catch {
    return { email, status: 0, cookie: "", retryAfter: null };
  }
}

/** Runs tasks with at most `concurrency` in flight. */
export async function pool<T>(
  items: number,
  concurrency: number,
  task: (i: number) => Promise<T>,
): Promise<T[]> {
  const results: T[] = new Array(items);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(items, concurrency) }, async () => {
      for (;;) {
        const i = next++;
        if (i >= items) return;
        results[i] = await task(i);
      }
    }),
  );
  return results;
}

/** Creates `count` referrers and returns their ids. */
export async function createReferrers(
  base: string,
  count: number,
  prefix: string,
): Promise<string[]> {
  const answers = await pool(count, 10, (i) => signUp(base, `${prefix}-referrer${i}@load.test`));
  for (const a of answers)
    if (a.status !== 200 || !a.userId) throw new Error(`referrer sign-up answered ${a.status}`);
  return answers.map((a) => a.userId!);
}

/** Follows the confirmation link of the mail sent to `email`; returns the status (0 = failed). */
export async function confirm(mail: MailSink, email: string): Promise<number> {
  const message = await mail.waitFor(email, /confirm/i, 30_000);
  const link = mail.link(message, /verify-email/);
  try {
    const res = await fetch(link, { redirect: "manual" });
    await res.arrayBuffer();
    return res.status;
  } catch {
    return 0;
  }
}

type Invariants = {
  users: number;
  profiles: number;
  pointsMismatches: number;
  referralCountMismatches: number;
  joinedWithoutAward: number;
  verifiedStillPending: number;
};

/**
 * The data rules of docs/architecture.md, checked through SQL on the stopped server's
 * database (embedded: opened with openDatabase on its DATA_DIR; or PostgreSQL).
 */
async function checkInvariants(
  server: Pick<RunningServer, "env">,
): Promise<Invariants & { emails: Set<string> }> {
  return withDatabase(server, async (run) => {
    const one = async (sql: string) => Number(Object.values((await run(sql, []))[0])[0]);
    const emails = new Set((await run("select email from users", [])).map((r) => String(r.email)));
    return {
      emails,
      users: await one("select count(*) from users"),
      profiles: await one("select count(*) from profiles"),
      pointsMismatches: await one(
        "select count(*) from profiles p where p.points_total <> coalesce((select sum(points) from points_ledger l where l.user_id = p.id), 0)",
      ),
      referralCountMismatches: await one(
        "select count(*) from profiles p where p.referral_count <> (select count(*) from referrals r where r.referrer_id = p.id and r.status = 'joined')",
      ),
      joinedWithoutAward: await one(
        "select count(*) from referrals r where r.status = 'joined' and (select count(*) from points_ledger l where l.award_key = 'referral:' || r.referred_user_id) <> 1",
      ),
      verifiedStillPending: await one(
        "select count(*) from referrals r join users u on u.id = r.referred_user_id where u.email_verified and r.status = 'pending'",
      ),
    };
  });
}

/**
 * Every data rule holds on the stopped server's database: no mismatch of any kind, one
 * profile per user. Returns the facts (with the e-mails present) for further checks.
 */
export async function expectDataRulesHold(server: Pick<RunningServer, "env">) {
  const facts = await checkInvariants(server);
  expect(facts).toMatchObject({
    pointsMismatches: 0,
    referralCountMismatches: 0,
    joinedWithoutAward: 0,
    verifiedStillPending: 0,
  });
  expect(facts.profiles).toBe(facts.users);
  return facts;
}

type Run = (text: string, params?: unknown[]) => Promise<Record<string, unknown>[]>;

/** Opens the (stopped) server's database, runs `fn` in a transaction, closes it. */
export async function withDatabase<T>(
  server: Pick<RunningServer, "env">,
  fn: (run: Run) => Promise<T>,
): Promise<T> {
  const database = await openDatabase({
    url: server.env.DATABASE_URL,
    dataDir: server.env.DATA_DIR,
    poolSize: 1,
  });
  try {
    return await database.rawTransaction(fn);
  } finally {
    await database.close();
  }
}

export async function waitFor<T>(
  what: string,
  probe: () => Promise<T | undefined>,
  timeoutMs = 20_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
