// (d) Admin Overview and Members search at the small and the large list (ADR 162, docs/architecture.md
// budget: p95 at 100k within 3x of 1k), on the databases seeded for the leaderboard rows.
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { spawnServer } from "../tests/support/server.ts";
import type { DatabaseEnv } from "./seed.ts";
import { percentile, repoRoot, request, timedPool } from "./support.ts";

const run = promisify(execFile);

export type AdminP95 = { overview: number | string; search: number | string };

/** p95 of GET /admin/overview (30 days) and of a Members search, as a fresh admin. */
export async function adminP95(env: DatabaseEnv, members: number): Promise<AdminP95> {
  const server = await spawnServer({
    databaseEnv: { ...env },
    env: { RATE_LIMIT: "off" },
    startTimeoutMs: 180_000,
  });
  try {
    const email = `admin-${members}@bench.test`;
    const signUp = await request(`${server.url}/api/auth/sign-up/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: server.url },
      body: JSON.stringify({ name: "Bench Admin", email, password: "correct horse battery" }),
    });
    const cookie = (signUp.headers["set-cookie"] ?? []).map((c) => c.split(";", 1)[0]).join("; ");
    await run(process.execPath, [path.join(repoRoot, "scripts/admin.ts"), "grant", email], {
      env: server.env,
      cwd: repoRoot,
    });
    const measure = async (url: string): Promise<number | string> => {
      const get = () => request(`${server.url}${url}`, { headers: { cookie } });
      const probe = await get();
      if (probe.status !== 200) return `${url} answered ${probe.status}`;
      await timedPool(20, 4, get);
      const { latencies, results } = await timedPool(200, 4, get);
      const bad = results.filter((r) => r.status !== 200).length;
      return bad ? `${bad} of 200 ${url} requests failed` : percentile(latencies, 95);
    };
    return {
      overview: await measure("/admin/overview?days=30"),
      // A prefix that matches a handful of members at either size (bench1234, bench12340…).
      search: await measure("/admin/members?q=member1234"),
    };
  } finally {
    await server.close();
  }
}
