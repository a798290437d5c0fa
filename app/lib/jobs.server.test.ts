import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshDatabase } from "../../tests/support/database.ts";
import { migrate, openDatabase, type Database } from "./db.server.ts";
import { parseEnv } from "./env.server.ts";
import { createJobRunner, DAY_MS, type JobRunEvent } from "./jobs.server.ts";
import { MEMBER_MAILS_KEPT_DAYS } from "./limits.ts";
import { retentionJob } from "../domain/privacy/retention.server.ts";
import { vacuumJob } from "./vacuum.server.ts";

// The job runner and the retention job (ADR 140) on a real database (embedded or
// PostgreSQL, TEST_DB), with the clock injected: no test waits for wall time.
let fresh: Awaited<ReturnType<typeof freshDatabase>>;
let database: Database;
const q = (text: string, params: unknown[] = []) =>
  database.rawTransaction((run) => run(text, params));

beforeAll(async () => {
  fresh = await freshDatabase();
  const env = parseEnv(fresh.env);
  database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.dataDir });
  await migrate(database);
});
afterAll(async () => {
  await database?.close();
  await fresh?.cleanup();
});

const T0 = new Date("2030-01-10T12:00:00Z");
const ago = (days: number, from = T0) => new Date(from.getTime() - days * DAY_MS).toISOString();

async function seed() {
  for (const table of [
    "users",
    "form_submissions",
    "rate_limits",
    "verifications",
    "sign_in_failures",
  ])
    await q(`delete from ${table}`);
  await q("insert into users (id, name, email) values ('u1', 'Ann', 'ann@example.com')");
  await q(
    `insert into sessions (id, user_id, token, expires_at) values
       ('s-old', 'u1', 't-old', $1), ('s-live', 'u1', 't-live', $2)`,
    [ago(1), ago(-29)],
  );
  await q(
    `insert into verifications (id, identifier, value, expires_at) values
       ('v-old', 'reset-password:a', 'u1', $1), ('v-live', 'reset-password:b', 'u1', $2)`,
    [ago(0.01), ago(-0.01)],
  );
  await q(
    `insert into rate_limits (id, key, count, last_request, expires_at) values
       ('r-old', 'r-old', 3, $1, null), ('r-live', 'r-live', 3, $2, null),
       ('r-day', 'r-day', 3, $1, $3)`,
    [T0.getTime() - 61_000, T0.getTime() - 10_000, T0.getTime() + 1_000],
  );
  await q(
    `insert into sign_in_failures (key, failures, window_started_at, expires_at) values
       ('f-old', 1, 0, $1), ('f-live', 1, 0, $2)`,
    [T0.getTime() - 1, T0.getTime() + 1],
  );
  await q(
    `insert into form_submissions (form_name, email, fields, created_at) values
       ('launch-arena', 'a@example.com', '{}', $1),
       ('founder-signup', 'b@example.com', '{}', $2),
       ('qai-enrollment', 'c@example.com', '{}', $3)`,
    [ago(731), ago(729), ago(40)],
  );
}

const ids = async (table: string) =>
  (await q(`select id from ${table} order by id`)).map((r) => String(r.id));

describe("retention job", () => {
  it("deletes expired sessions, tokens, rate-limit rows and submissions past 730 days, and logs counts only", async () => {
    await seed();
    const lines: object[] = [];
    const runner = createJobRunner({
      db: database.db,
      now: () => T0,
      log: { info: (o) => lines.push(o), error: (o) => lines.push(o) },
    });
    runner.register(retentionJob(parseEnv({})));
    const [event] = await runner.runDue({ startup: true });
    expect(event.status).toBe("ok");
    expect(event.result).toEqual({
      sessions: 1,
      verifications: 1,
      rateLimits: 1,
      signInFailures: 1,
      formSubmissions: 1,
      usedChangeTokens: 0,
      abTestEvents: 0,
      memberMails: 0,
      memberMailLog: 0,
      outbox: 0,
    });
    expect(await ids("sessions")).toEqual(["s-live"]);
    expect(await ids("verifications")).toEqual(["v-live"]);
    expect(await ids("rate_limits")).toEqual(["r-day", "r-live"]);
    expect((await q("select key from sign_in_failures")).map((r) => r.key)).toEqual(["f-live"]);
    expect(
      (await q("select email from form_submissions order by email")).map((r) => r.email),
    ).toEqual(["b@example.com", "c@example.com"]);
    expect(lines).toHaveLength(1);
    expect(JSON.stringify(lines)).not.toMatch(/@|ann|t-live|u1/i);
    expect(lines[0]).toMatchObject({ job: "retention", formSubmissions: 1, sessions: 1 });
  });

  it("takes RETENTION_SUBMISSIONS_DAYS from the environment", async () => {
    await seed();
    const runner = createJobRunner({ db: database.db, now: () => new Date(T0.getTime() + DAY_MS) });
    runner.register(retentionJob(parseEnv({ RETENTION_SUBMISSIONS_DAYS: "30" })));
    const [event] = await runner.runDue({ startup: true });
    expect(event.result?.formSubmissions).toBe(3);
    expect(() => parseEnv({ RETENTION_SUBMISSIONS_DAYS: "0" })).toThrow(
      /RETENTION_SUBMISSIONS_DAYS/,
    );
    expect(() => parseEnv({ RETENTION_SUBMISSIONS_DAYS: "two years" })).toThrow(
      /RETENTION_SUBMISSIONS_DAYS/,
    );
  });

  it("deletes raw A/B events past RETENTION_AB_EVENTS_DAYS; the totals and per-day counters keep the figures (ADR 190)", async () => {
    await seed();
    await q("delete from ab_test_events");
    const days = parseEnv({}).RETENTION_AB_EVENTS_DAYS;
    // Its own clock: the retention job ran at T0 in the tests above.
    const now = new Date(T0.getTime() + 2 * DAY_MS);
    await q(
      `insert into ab_test_events (test_name, variant, event_type, visitor_id, "timestamp") values
         ('retention-probe', 'A', 'page_view', 'visitor-1', $1), ('retention-probe', 'A', 'click_primary_cta', 'visitor-1', $1),
         ('retention-probe', 'B', 'page_view', 'visitor-2', $2)`,
      [ago(days + 1, now), ago(days - 1, now)],
    );
    const figures = async () => ({
      totals: await q(
        "select variant, metric, value::int from ab_test_counters where test_name = 'retention-probe' order by 1, 2",
      ),
      daily: await q(
        "select variant, day::text, page_views::int, primary_clicks::int from ab_test_daily where test_name = 'retention-probe' order by 1, 2",
      ),
    });
    const before = await figures();
    const runner = createJobRunner({ db: database.db, now: () => now });
    runner.register(retentionJob(parseEnv({})));
    const [event] = await runner.runDue({ startup: true });
    expect(event.result?.abTestEvents).toBe(2);
    expect((await q("select visitor_id from ab_test_events")).map((r) => r.visitor_id)).toEqual([
      "visitor-2",
    ]);
    expect(await figures()).toEqual(before);
    // A purge outside the retention job still rebuilds the counters from the events.
    await q("delete from ab_test_events where test_name = 'retention-probe'");
    expect((await figures()).totals).toEqual([]);
  });

  it("deletes the record of member e-mails past MEMBER_MAILS_KEPT_DAYS (ADR 204)", async () => {
    await seed();
    const now = new Date(T0.getTime() + 3 * DAY_MS);
    await q(
      `insert into member_mails (user_id, kind, mail_key, status, created_at) values
         ('u1', 'weekly-digest', 'weekly-digest:u1:old', 'sent', $1),
         ('u1', 'weekly-digest', 'weekly-digest:u1:new', 'sent', $2)`,
      [ago(MEMBER_MAILS_KEPT_DAYS + 1, now), ago(MEMBER_MAILS_KEPT_DAYS - 1, now)],
    );
    // The History's record of e-mails sent goes after the same period (migration 0026).
    await q(
      `insert into member_mail_log (user_id, kind, subject, sent_at) values
         ('u1', 'weekly-digest', 'Old week', $1), ('u1', 'weekly-digest', 'This week', $2)`,
      [ago(MEMBER_MAILS_KEPT_DAYS + 1, now), ago(MEMBER_MAILS_KEPT_DAYS - 1, now)],
    );
    const runner = createJobRunner({ db: database.db, now: () => now });
    runner.register(retentionJob(parseEnv({})));
    const [event] = await runner.runDue({ startup: true });
    expect(event.result?.memberMails).toBe(1);
    expect((await q("select mail_key from member_mails")).map((r) => r.mail_key)).toEqual([
      "weekly-digest:u1:new",
    ]);
    expect(event.result?.memberMailLog).toBe(1);
    expect((await q("select subject from member_mail_log")).map((r) => r.subject)).toEqual([
      "This week",
    ]);
  });
});

describe("job runner", () => {
  it("runs a job daily by the injected clock, and records the run", async () => {
    let clock = new Date("2031-05-01T00:00:00Z");
    const runs: Date[] = [];
    const runner = createJobRunner({ db: database.db, now: () => clock });
    runner.register({
      name: "daily-probe",
      run: async ({ now }) => (runs.push(now), { touched: 1 }),
    });
    expect((await runner.runDue({ startup: true }))[0].status).toBe("ok");
    clock = new Date(clock.getTime() + 60 * 60 * 1000);
    expect((await runner.runDue())[0].status).toBe("skipped");
    clock = new Date(clock.getTime() + 23 * 60 * 60 * 1000);
    expect((await runner.runDue())[0].status).toBe("ok");
    expect(runs.map((d) => d.toISOString())).toEqual([
      "2031-05-01T00:00:00.000Z",
      "2031-05-02T00:00:00.000Z",
    ]);
    const [row] = await q(
      "select last_status, last_result from job_runs where name = 'daily-probe'",
    );
    expect(row).toMatchObject({ last_status: "ok", last_result: { touched: 1 } });
  });

  it("runs a job once when several instances start at the same time on one database", async () => {
    const clock = new Date("2032-01-01T00:00:00Z");
    let calls = 0;
    const instances = await Promise.all(
      [0, 1, 2].map(async () => {
        const own =
          database.kind === "postgres"
            ? await openDatabase({ url: parseEnv(fresh.env).DATABASE_URL, dataDir: fresh.dataDir })
            : database;
        const runner = createJobRunner({ db: own.db, now: () => clock });
        runner.register({
          name: "once-probe",
          run: async () => {
            calls += 1;
            await new Promise((resolve) => setTimeout(resolve, 200));
            return {};
          },
        });
        return { own, runner };
      }),
    );
    const events = (
      await Promise.all(instances.map(({ runner }) => runner.runDue({ startup: true })))
    ).flat();
    expect(calls).toBe(1);
    expect(events.map((e) => e.status).sort()).toEqual(["ok", "skipped", "skipped"]);
    for (const { own } of instances) if (own !== database) await own.close();
  });

  it("reports a failing job to the log and the listeners, rolls it back and goes on", async () => {
    const errors: object[] = [];
    const events: JobRunEvent[] = [];
    const runner = createJobRunner({
      db: database.db,
      now: () => new Date("2033-01-01T00:00:00Z"),
      log: { info() {}, error: (o) => errors.push(o) },
    });
    runner.register({
      name: "broken-probe",
      run: async ({ db }) => {
        await db.execute(
          // rolled back with the failed run
          (await import("drizzle-orm"))
            .sql`insert into paid_referral_addresses values (${"a".repeat(64)})`,
        );
        throw new Error("boom");
      },
    });
    runner.register({ name: "after-probe", run: async () => ({ fine: 1 }) });
    runner.onRun((e) => events.push(e));
    await runner.runDue({ startup: true });
    expect(events.map((e) => [e.name, e.status])).toEqual([
      ["broken-probe", "failed"],
      ["after-probe", "ok"],
    ]);
    expect(events.every((e) => e.durationMs >= 0)).toBe(true);
    expect(errors).toHaveLength(1);
    expect(await q("select * from paid_referral_addresses")).toEqual([]);
    const [row] = await q("select last_status from job_runs where name = 'broken-probe'");
    expect(row.last_status).toBe("failed");
  });

  it("start() runs the jobs at once and stop() waits for the run", async () => {
    let ran = 0;
    const runner = createJobRunner({ db: database.db, now: () => new Date("2034-01-01") });
    runner.register({ name: "start-probe", run: async () => ({ ran: ++ran }) });
    runner.start();
    await runner.stop();
    expect(ran).toBe(1);
  });

  it("retries a failed standalone job at the next check, not a day later", async () => {
    let clock = new Date("2035-01-01T00:00:00Z");
    let fail = true;
    const runner = createJobRunner({ db: database.db, now: () => clock });
    runner.register({
      name: "standalone-probe",
      standalone: true,
      run: async () => {
        if (fail) throw new Error("boom");
        return { done: 1 };
      },
    });
    expect((await runner.runDue({ startup: true }))[0].status).toBe("failed");
    fail = false;
    clock = new Date(clock.getTime() + 60 * 60 * 1000);
    expect((await runner.runDue())[0].status).toBe("ok");
    clock = new Date(clock.getTime() + 60 * 60 * 1000);
    expect((await runner.runDue())[0].status).toBe("skipped");
  });
});

describe("vacuum job", () => {
  it("vacuums and analyzes every table outside a transaction, and records the run", async () => {
    await seed();
    // Dead row versions and index entries: a points change moves a profile's index entry.
    await q(
      "insert into points_ledger (user_id, description, points, kind, award_key) values ('u1', 'x', 5, 'adjustment', 'vacuum-test')",
    );
    const visible = () =>
      q("select relallvisible from pg_class where relname = 'profiles'").then((r) =>
        Number(r[0].relallvisible),
      );
    // A PostgreSQL server's autovacuum may have been here first; PGlite has none.
    if (database.kind === "embedded") expect(await visible()).toBe(0);
    const runner = createJobRunner({ db: database.db, now: () => new Date("2036-01-01") });
    runner.register(vacuumJob());
    const [event] = await runner.runDue({ startup: true });
    expect(event.status).toBe("ok");
    expect(event.result?.tables).toBeGreaterThan(10);
    // Only VACUUM marks pages all-visible (ANALYZE does not).
    expect(await visible()).toBeGreaterThan(0);
    const [row] = await q(
      "select last_status, last_finished_at from job_runs where name = 'vacuum'",
    );
    expect(row.last_status).toBe("ok");
    expect(row.last_finished_at).not.toBeNull();
  });
});
