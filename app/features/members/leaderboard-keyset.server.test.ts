import { describe, expect, it } from "vitest";
import * as schema from "../../../db/schema.ts";
import { type TestApp, withTestApp } from "../../../tests/support/app.ts";
import { testDb } from "../../../tests/support/database.ts";
import { createMember } from "../../../tests/support/factories.ts";
import { counterRollupJob } from "../../domain/counters/counter-rollup.server.ts";
import { invariantViolations } from "../../../tests/support/invariants.ts";
import { leaderboardPage, leaderboardPosition } from "./members.server.ts";

// The leaderboard pages by keyset from a histogram anchor, not OFFSET (ADR 190):
// in exactly the display order, and a deep page reads about what the first does.
let t: TestApp;
withTestApp((app) => (t = app), { RATE_LIMIT: "off" });

describe("leaderboard keyset paging", () => {
  it("pages by keyset in exactly the display order, within a bucket of ties too (ADR 190)", async () => {
    for (const points of [7_300, 7_300, 7_300, 7_300, 7_300, 7_300, 7_300, 7_200, 7_100, 7_100])
      await createMember(t, { points });
    const suspended = await createMember(t, { points: 7_300 });
    await t.query("update profiles set suspended_at = now() where id = $1", [suspended.id]);
    const db = t.services.database.db;
    const order = (
      await t.query("select id from public_profiles order by points_total desc, created_at, id")
    ).map((r) => String(r.id));
    for (const size of [3, 4, 7]) {
      const { pages } = await leaderboardPage(db, 1, size);
      const paged: string[] = [];
      for (let page = 1; page <= pages; page++)
        paged.push(...(await leaderboardPage(db, page, size)).rows.map((r) => r.id));
      expect(paged, `page size ${size}`).toEqual(order);
    }
    expect(order).not.toContain(suspended.id);
  });

  it("reads about a page of rows for the last page, not every row before it (keyset, ADR 190)", async () => {
    await t.query(`insert into users (id, name, email, email_verified, created_at, updated_at)
      select 'keyset' || g, 'Keyset ' || g, 'keyset' || g || '@example.com', true,
             now() - (g || ' seconds')::interval, now() from generate_series(1, 600) g`);
    await t.query(`insert into points_ledger (user_id, description, points, kind, award_key)
      select 'keyset' || g, 'Spread', 1000 + g, 'adjustment', 'keyset:' || g
      from generate_series(1, 600) g`);
    const { pages } = await leaderboardPage(t.db, 1, 10);
    const { page, profileRows } = await profileRowsRead(pages, 10);
    expect(page).toBe(pages);
    // More than 600 rows come before the last page; OFFSET reads them all. The keyset reads
    // the page, plus at most the members of one hour in the bucket of equal points it starts
    // in (the members other tests in this file created share a few such buckets).
    expect(profileRows).toBeLessThan(150);
  });

  it("reads one hour's ties at most for a page in the middle of a large tied group, in display order (ADR 217)", async () => {
    // 600 members tied on the same points, one joining a minute: ten hours of joiners.
    await t.query(`insert into users (id, name, email, email_verified, created_at, updated_at)
      select 'tied' || g, 'Tied ' || g, 'tied' || g || '@example.com', true,
             timestamptz '2026-03-01 08:00:00+00' + (g || ' minutes')::interval, now()
      from generate_series(1, 600) g`);
    await t.query(`insert into points_ledger (user_id, description, points, kind, award_key)
      select 'tied' || g, 'Tied', 900, 'adjustment', 'tied:' || g from generate_series(1, 600) g`);
    const order = (
      await t.query("select id from public_profiles order by points_total desc, created_at, id")
    ).map((r) => String(r.id));
    const firstTied = order.indexOf("tied1");
    const db = t.services.database.db;
    // Pages across the group, hour edges included, read exactly the display order.
    for (const page of [1 + Math.floor(firstTied / 10), 1 + Math.floor((firstTied + 300) / 10)]) {
      const rows = (await leaderboardPage(db, page, 10)).rows.map((r) => r.id);
      expect(rows, `page ${page}`).toEqual(order.slice((page - 1) * 10, page * 10));
    }
    for (const id of ["tied1", "tied60", "tied61", "tied333", "tied600"])
      expect(await leaderboardPosition(db, id), id).toBe(order.indexOf(id) + 1);
    // The roll-up folds the hours' deltas into their rows and the counts stay the same.
    const moved = await counterRollupJob().run({ db, now: new Date() });
    expect(Number(moved.deltas)).toBeGreaterThanOrEqual(600);
    expect(await t.query("select count(*)::int as n from points_hours_deltas")).toEqual([{ n: 0 }]);
    expect(await invariantViolations(t.services.database)).toEqual([]);
    expect(await leaderboardPosition(db, "tied333")).toBe(order.indexOf("tied333") + 1);
    // The middle of the group: 300 tied members come before it; an hour holds 60.
    const { profileRows } = await profileRowsRead(1 + Math.floor((firstTied + 300) / 10), 10);
    expect(profileRows).toBeLessThan(60 + 10 + 10);
  });
});

/** Reads a leaderboard page and counts the profile rows its queries read (their plans). */
async function profileRowsRead(pageNumber: number, size: number) {
  // The real queries, recorded as the database runs them (drizzle's query logger on the
  // same client), then explained with the plan's actual row counts.
  const queries: { sql: string; params: unknown[] }[] = [];
  const client = (t.db as unknown as { $client: never }).$client;
  const logger = { logQuery: (q: string, params: unknown[]) => queries.push({ sql: q, params }) };
  const recording = (testDb === "postgres"
    ? (await import("drizzle-orm/node-postgres")).drizzle({ client, schema, logger })
    : (await import("drizzle-orm/pglite")).drizzle({
        client,
        schema,
        logger,
      })) as unknown as typeof t.db;
  const { page } = await leaderboardPage(recording, pageNumber, size);
  let profileRows = 0;
  const count = (node: Record<string, unknown>) => {
    if (node["Relation Name"] === "profiles")
      profileRows += Number(node["Actual Rows"]) * Number(node["Actual Loops"] ?? 1);
    for (const child of (node.Plans as Record<string, unknown>[] | undefined) ?? []) count(child);
  };
  for (const q of queries)
    await t.services.database.rawTransaction(async (run) => {
      // Index scans only: the count is the plan's work, not the planner's whim on a small table.
      await run("set local enable_seqscan = off");
      const [row] = await run(`explain (analyze, format json) ${q.sql}`, q.params);
      const plan = Object.values(row)[0];
      count((typeof plan === "string" ? JSON.parse(plan) : plan)[0].Plan);
    });
  return { page, profileRows };
}
