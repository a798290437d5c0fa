// (f) The server's resident memory on each database: at rest after a warm-up, and the peak
// under the sign-up load, against the budgets of docs/architecture.md (ADR 150). The server is
// started once to create its database and started again on it, as a deployed one is.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { freshDatabase } from "../tests/support/database.ts";
import { startPostgres } from "../tests/support/postgres-cluster.ts";
import { spawnServer, type RunningServer } from "../tests/support/server.ts";
import { fmt, MB, request, rssOf, sampleRss, timedPool, type Row } from "./support.ts";

const LOAD = Number(process.env.BENCH_SIGNUPS ?? 200);
const BUDGET_MB = { embedded: 320, postgres: 160 } as const;
const WARM_PAGES = [
  "/",
  "/leaderboard",
  "/newsletter",
  "/waitlist",
  "/auth",
  "/articles/no-such-article",
  "/login",
  "/rss.xml",
  "/sitemap.xml",
  "/venturestakers",
  "/sample-exam",
  "/dashboard",
];

function signUp(server: RunningServer, email: string) {
  return request(`${server.url}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: server.url },
    body: JSON.stringify({ name: "Bench Member", email, password: "correct horse battery" }),
  });
}

async function measure(kind: "embedded" | "postgres", databaseEnv: Record<string, string>) {
  const env = { RATE_LIMIT: "off" };
  const first = await spawnServer({ env, databaseEnv, startTimeoutMs: 180_000 });
  await first.close();
  const server = await spawnServer({ env, databaseEnv, startTimeoutMs: 180_000 });
  try {
    const pid = server.process.pid!;
    await timedPool(10, 5, (i) => signUp(server, `warm${i}@bench.test`));
    for (let round = 0; round < 3; round++)
      for (const page of WARM_PAGES) await request(`${server.url}${page}`);
    await new Promise((r) => setTimeout(r, 2000));
    const rest = rssOf(pid);
    const sampler = sampleRss(pid);
    const { results } = await timedPool(LOAD, 10, (i) => signUp(server, `load${i}@bench.test`));
    const peak = Math.max(sampler.stop(), rest);
    const failed = results.filter((r) => r.status !== 200).length;
    return { kind, rest, peak, failed };
  } finally {
    await server.close();
  }
}

export async function benchMemory(): Promise<{ rows: Row[]; json: Record<string, unknown> }> {
  const results = [];
  const embedded = await freshDatabase("embedded");
  try {
    results.push(await measure("embedded", embedded.env));
  } finally {
    await embedded.cleanup();
  }
  const cluster = await startPostgres();
  const previous = process.env.TEST_DATABASE_URL;
  process.env.TEST_DATABASE_URL = cluster.url;
  try {
    const pg = await freshDatabase("postgres");
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "vs-bench-pg-"));
    try {
      results.push(await measure("postgres", { ...pg.env, DATA_DIR: dataDir }));
    } finally {
      await pg.cleanup();
      rmSync(dataDir, { recursive: true, force: true });
    }
  } finally {
    if (previous === undefined) delete process.env.TEST_DATABASE_URL;
    else process.env.TEST_DATABASE_URL = previous;
    cluster.stop();
  }
  const rows: Row[] = [];
  for (const r of results) {
    const budget = BUDGET_MB[r.kind];
    const restRatio = r.rest / MB / budget;
    const peakRatio = r.peak / r.rest;
    const failed = r.failed ? ` (${r.failed} sign-ups failed)` : "";
    rows.push(
      {
        section: "f memory",
        metric: `${r.kind}: server RSS MB at rest after warm-up vs the budget`,
        ours: fmt(r.rest / MB, 1),
        baseline: `${budget}`,
        ratio: restRatio,
        target: "≤ 1.00×",
        verdict: restRatio <= 1 ? "PASS" : "BELOW",
      },
      {
        section: "f memory",
        metric: `${r.kind}: peak RSS MB under ${LOAD} sign-ups (10 concurrent) vs at rest`,
        ours: fmt(r.peak / MB, 1),
        baseline: fmt(r.rest / MB, 1),
        ratio: peakRatio,
        target: "≤ 1.50×",
        verdict: (peakRatio <= 1.5 ? "PASS" : "BELOW") + failed,
      },
    );
  }
  return {
    rows,
    json: Object.fromEntries(
      results.map((r) => [r.kind, { restBytes: r.rest, peakBytes: r.peak, failed: r.failed }]),
    ),
  };
}
