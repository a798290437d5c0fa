// ADR 201: a backend terminated under a checked-out client (PostgreSQL restarting) fails the
// transaction instead of ending the process, a statement that certainly did not commit is
// retried once, and which failures count as 'database unavailable'.
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshDatabase, testDb } from "../../tests/support/database.ts";
import { openDatabase, type Database } from "./db.server.ts";
import { isDatabaseUnavailable, isRepeatable } from "./db-trouble.server.ts";

describe("transient database failures", () => {
  it("tells a database away from a bad query, and a repeatable failure from an ambiguous one", () => {
    const pgError = (code: string) => Object.assign(new Error("x"), { code });
    const wrapped = (code: string) => new Error("Failed query", { cause: pgError(code) });
    expect(isDatabaseUnavailable(wrapped("57P01"))).toBe(true);
    expect(isDatabaseUnavailable(pgError("ECONNREFUSED"))).toBe(true);
    expect(isDatabaseUnavailable(new Error("Connection terminated unexpectedly"))).toBe(true);
    expect(isDatabaseUnavailable(wrapped("23505"))).toBe(false);
    expect(isDatabaseUnavailable(wrapped("40P01"))).toBe(false);
    expect(isRepeatable(wrapped("40P01"))).toBe(true);
    expect(isRepeatable(wrapped("40001"))).toBe(true);
    expect(isRepeatable(wrapped("57P01"))).toBe(true);
    expect(isRepeatable(pgError("ECONNREFUSED"))).toBe(true);
    // Cut mid-statement: it may have committed.
    expect(isRepeatable(new Error("Connection terminated unexpectedly"))).toBe(false);
    expect(isRepeatable(wrapped("23505"))).toBe(false);
  });
});

describe.skipIf(testDb !== "postgres")("a terminated backend on PostgreSQL", () => {
  let fresh: Awaited<ReturnType<typeof freshDatabase>>;
  let database: Database;
  let admin: pg.Client;
  const terminateAll = () =>
    admin.query(
      "select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()",
      [new URL(fresh.env.DATABASE_URL).pathname.slice(1)],
    );

  beforeAll(async () => {
    fresh = await freshDatabase("postgres");
    database = await openDatabase({ url: fresh.env.DATABASE_URL, dataDir: fresh.dataDir });
    admin = new pg.Client({ connectionString: fresh.env.DATABASE_URL });
    await admin.connect();
  });
  afterAll(async () => {
    await admin?.end();
    await database?.close();
    await fresh?.cleanup();
  });

  it("fails the transaction whose connection went away between two queries; the process lives", async () => {
    const uncaught: unknown[] = [];
    const onUncaught = (error: unknown) => uncaught.push(error);
    process.on("uncaughtException", onUncaught);
    try {
      await expect(
        database.rawTransaction(async (run) => {
          await run("select 1", []);
          await terminateAll();
          // The 'error' event arrives while the client is checked out and idle.
          await new Promise((r) => setTimeout(r, 300));
          await run("select 1", []);
        }),
      ).rejects.toThrow();
      await new Promise((r) => setTimeout(r, 100));
      expect(uncaught).toEqual([]);
    } finally {
      process.off("uncaughtException", onUncaught);
    }
    // The pool serves again with new connections.
    expect(await database.db.execute(sql`select 1 as one`)).toBeTruthy();
  });

  it("serves the next statement after its idle connections were terminated", async () => {
    await database.db.execute(sql`select 1`);
    await terminateAll();
    await new Promise((r) => setTimeout(r, 100));
    await expect(database.db.execute(sql`select 2 as two`)).resolves.toBeTruthy();
  });
});
