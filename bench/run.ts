// `npm run bench`: the budgets of docs/architecture.md measured as ratios, side by side in
// one run (absolute numbers on shared machines are context only). Prints a table and
// writes bench/results/latest.json. It is never part of a test run; its exit code says whether
// every budget held (ADR 205): 0 all PASS, 1 a budget missed (BELOW), 2 a row could not be
// measured (unavailable) and none missed.
//   --no-build       use the existing build/ instead of building first
//   --only a,b,...   run only some sections (a static, b bytes, c lighthouse against each
//                    page's no-JavaScript twin, d leaderboard, e sign-ups, f memory,
//                    g a surge on PostgreSQL: 1/16/64 clients, the outbox, h staking on
//                    PostgreSQL: 64 holders saving at once, closing 10,000 holders, i the
//                    first tap on each visitor control on a slow phone: bench/first-use.ts,
//                    j the journey on PostgreSQL: 'Publish Update' at 10,000 stakers, the
//                    venture page under 64 readers)
//   --runs N         sections c and i: runs per page, twin and control (default 3, the median)
//   --pages /a,/b    section c: only these pages
//   --quick          sections b and c, one run each of /, /founders and /leaderboard (a quick
//                    look; the budgets are judged on the default three runs)
//   --baseline-rev R sections c and i: also run each page (LCP, context) and each first tap
//                    (the "before" column) on a build of revision R
//   --scale 1m       section d on PostgreSQL at 1,000 vs 1,000,000 members (default: embedded,
//                    1,000 vs 100,000)
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { preflight, toolsForBench } from "../scripts/preflight.ts";
import { spawnServer } from "../tests/support/server.ts";
import { ensureBaselineBuild } from "./baseline.ts";
import { benchBundles } from "./bundles.ts";
import { benchFirstUse } from "./first-use.ts";
import { benchJourney } from "./journey.ts";
import { benchScale } from "./scale.ts";
import { benchLighthouse } from "./lighthouse.ts";
import { benchMemory } from "./memory.ts";
import { benchSignups } from "./signups.ts";
import { benchStaking } from "./staking.ts";
import { benchStaticServing } from "./static-serving.ts";
import { benchSurge } from "./surge.ts";
import { benchDir, fmt, repoRoot, request, type Row } from "./support.ts";

const args = process.argv.slice(2);
const quick = args.includes("--quick");
const onlyArg = args.find((a) => a.startsWith("--only"));
const only = onlyArg
  ? new Set((onlyArg.split("=")[1] ?? args[args.indexOf(onlyArg) + 1] ?? "").split(","))
  : quick
    ? new Set(["b", "c"])
    : null;
const wants = (s: string) => !only || only.has(s);
const option = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const lighthouseRuns = Number(option("--runs") ?? (quick ? 1 : 3));
const lighthousePages =
  option("--pages")?.split(",") ?? (quick ? ["/", "/founders", "/leaderboard"] : undefined);
const baselineRev = option("--baseline-rev");

// nginx (and its brotli module) is section a's baseline; installed like npm test's tools.
if (!preflight(toolsForBench(wants), "npm run bench")) process.exit(1);

if (!args.includes("--no-build")) {
  console.log("▶ npm run build");
  const b = spawnSync("npm", ["run", "build"], {
    cwd: repoRoot,
    stdio: ["ignore", "ignore", "inherit"],
  });
  if (b.status !== 0) process.exit(b.status ?? 1);
}

const tmp = mkdtempSync(path.join(os.tmpdir(), "vs-bench-"));
const rows: Row[] = [];
const json: Record<string, unknown> = {
  startedAt: new Date().toISOString(),
  cpus: os.cpus().length,
  node: process.version,
};

async function section(name: string, fn: () => Promise<Row[]>) {
  console.log(`▶ ${name}`);
  try {
    rows.push(...(await fn()));
  } catch (error) {
    console.error(error);
    rows.push({
      section: name,
      metric: "",
      ours: "",
      baseline: "",
      ratio: null,
      target: "",
      verdict: `unavailable: ${(error as Error).message.split("\n")[0]}`,
    });
  }
}

try {
  if (wants("a") || wants("b") || wants("c") || wants("i")) {
    const server = await spawnServer({ env: { RATE_LIMIT: "off" }, startTimeoutMs: 180_000 });
    const baseline =
      baselineRev && (wants("c") || wants("i"))
        ? await spawnServer({
            root: ensureBaselineBuild(baselineRev),
            env: { RATE_LIMIT: "off" },
            startTimeoutMs: 180_000,
          })
        : null;
    try {
      if (wants("a")) await section("a static /", () => benchStaticServing(server.url, tmp));
      if (wants("b")) {
        await section("b initial bytes", async () => {
          const signUp = await request(`${server.url}/api/auth/sign-up/email`, {
            method: "POST",
            headers: { "content-type": "application/json", origin: server.url },
            body: JSON.stringify({
              name: "Bench Viewer",
              email: "viewer@bench.test",
              password: "correct horse battery",
            }),
          });
          const cookie = (signUp.headers["set-cookie"] ?? [])
            .map((c) => c.split(";", 1)[0])
            .join("; ");
          const r = await benchBundles(server.url, cookie);
          json.bundles = r.json;
          return r.rows;
        });
      }
      if (wants("c")) {
        await section("c lighthouse", async () => {
          const r = await benchLighthouse(server.url, tmp, {
            runs: lighthouseRuns,
            pages: lighthousePages,
            baselineUrl: baseline?.url,
            baselineLabel: baselineRev,
          });
          json.lighthouse = r.json;
          return r.rows;
        });
      }
      if (wants("i")) {
        await section("i first use", async () => {
          const r = await benchFirstUse(server.url, {
            runs: lighthouseRuns,
            baselineUrl: baseline?.url,
            baselineLabel: baselineRev,
          });
          json.firstUse = r.json;
          return r.rows;
        });
      }
    } finally {
      await baseline?.close();
      await server.close();
    }
  }
  if (wants("d")) {
    await section("d leaderboard", async () => {
      const r = await benchScale(option("--scale") === "1m" ? "1m" : "100k", tmp);
      json.leaderboard = r.json;
      return r.rows;
    });
  }
  if (wants("e")) {
    const server = await spawnServer({ env: { RATE_LIMIT: "off" }, startTimeoutMs: 180_000 });
    try {
      await section("e sign-ups", async () => {
        const r = await benchSignups(server);
        json.signups = r.json;
        return r.rows;
      });
    } finally {
      await server.close();
    }
  }
  if (wants("f")) {
    await section("f memory", async () => {
      const r = await benchMemory();
      json.memory = r.json;
      return r.rows;
    });
  }
  if (wants("g")) {
    await section("g surge", async () => (await benchSurge()).rows);
  }
  if (wants("h")) {
    await section("h staking", async () => {
      const r = await benchStaking();
      json.staking = r.json;
      return r.rows;
    });
  }
  if (wants("j")) {
    await section("j journey", async () => {
      const r = await benchJourney();
      json.journey = r.json;
      return r.rows;
    });
  }
} finally {
  rmSync(tmp, { recursive: true, force: true });
}

// Table ------------------------------------------------------------------------
const header = ["section", "metric", "ours", "baseline", "ratio", "target", "verdict"];
const table = rows.map((r) => [
  r.section,
  r.metric,
  r.ours,
  r.baseline,
  r.ratio === null ? "" : `${fmt(r.ratio, 2)}×`,
  r.target,
  r.verdict,
]);
const widths = header.map((h, i) =>
  Math.min(70, Math.max(h.length, ...table.map((t) => t[i].length))),
);
const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i])).join(" │ ");
console.log("\n" + line(header));
console.log(widths.map((w) => "─".repeat(w)).join("─┼─"));
for (const t of table) console.log(line(t));

mkdirSync(path.join(benchDir, "results"), { recursive: true });
const out = path.join(benchDir, "results/latest.json");
writeFileSync(
  out,
  JSON.stringify({ ...json, finishedAt: new Date().toISOString(), rows }, null, 2),
);
console.log(`\nwritten to ${path.relative(repoRoot, out)}`);
const missed = rows.filter((r) => r.verdict.startsWith("BELOW")).length;
const unmeasured = rows.filter((r) => r.verdict.startsWith("unavailable")).length;
if (missed) console.log(`${missed} budget(s) missed`);
if (unmeasured) console.log(`${unmeasured} row(s) could not be measured`);
process.exitCode = missed ? 1 : unmeasured ? 2 : 0;
