// `npm test`: builds once, then runs every suite — unit; server tests on the embedded
// database and on PostgreSQL 15; the browser suite on the embedded database and its
// smoke set on PostgreSQL; the security suite; the reliability suite (it uses both
// databases itself). `node scripts/test.ts reliability` (npm run test:reliability) or
// `security` runs one suite, with the build and PostgreSQL it needs. PostgreSQL is started here on loopback (a throwaway
// cluster) unless TEST_DATABASE_URL points at one; without PostgreSQL binaries the
// PostgreSQL runs fail loudly rather than pass silently (set SKIP_POSTGRES=1 to skip
// them on a machine that has none, which is reported).
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync, chownSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";

const args = process.argv.slice(2);
const only = new Set(args.filter((a) => !a.startsWith("-")));
const wants = (suite: string) => only.size === 0 || only.has(suite);

function run(cmd: string, cmdArgs: string[], env: Record<string, string> = {}) {
  console.log(
    `\n▶ ${cmd} ${cmdArgs.join(" ")} ${Object.keys(env).length ? JSON.stringify(env) : ""}`,
  );
  const result = spawnSync(cmd, cmdArgs, { stdio: "inherit", env: { ...process.env, ...env } });
  if (result.status !== 0) {
    console.error(`\n✖ failed: ${cmd} ${cmdArgs.join(" ")}`);
    process.exit(result.status ?? 1);
  }
}

function findPgBin(): string | null {
  const base = "/usr/lib/postgresql";
  if (!existsSync(base)) return null;
  const versions = readdirSync(base).sort((a, b) => Number(b) - Number(a));
  for (const v of versions)
    if (existsSync(path.join(base, v, "bin/pg_ctl"))) return path.join(base, v, "bin");
  return null;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

async function startPostgres(): Promise<{ url: string; stop(): void }> {
  if (process.env.TEST_DATABASE_URL) return { url: process.env.TEST_DATABASE_URL, stop() {} };
  const bin = findPgBin();
  if (!bin)
    throw new Error(
      "PostgreSQL binaries not found (apt-get install postgresql), or set TEST_DATABASE_URL",
    );
  const dir = mkdtempSync(path.join(os.tmpdir(), "vs-pg-"));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(execFileSync("id", ["-u", "postgres"]).toString().trim());
    const gid = Number(execFileSync("id", ["-g", "postgres"]).toString().trim());
    chownSync(dir, uid, gid);
  }
  const pgRun = (file: string, fileArgs: string[]) => {
    const full = path.join(bin, file);
    const [c, a] = asRoot
      ? ["runuser", ["-u", "postgres", "--", full, ...fileArgs]]
      : [full, fileArgs];
    const r = spawnSync(c, a, { stdio: ["ignore", "pipe", "pipe"] });
    if (r.status !== 0) throw new Error(`${file} failed: ${r.stderr}`);
  };
  pgRun("initdb", ["-D", path.join(dir, "data"), "-U", "postgres", "--auth=trust", "-E", "UTF8"]);
  // A port the kernel just handed out, retried: another process may take it between the
  // probe and pg_ctl (a fixed random range once collided with a server another suite started).
  let port = 0;
  for (let attempt = 1; ; attempt++) {
    port = await freePort();
    try {
      pgRun("pg_ctl", [
        "-D",
        path.join(dir, "data"),
        "-l",
        path.join(dir, "log"),
        "-w",
        "start",
        "-o",
        `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=300 -c fsync=off -c synchronous_commit=off`,
      ]);
      break;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        pgRun("pg_ctl", ["-D", path.join(dir, "data"), "-m", "fast", "stop"]);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

const vitest = ["node_modules/.bin/vitest", "run"];
const skipPg = process.env.SKIP_POSTGRES === "1";

const needsBuild = ["server", "e2e", "reliability", "security"].some(wants);
const needsPg = ["server", "e2e", "reliability"].some(wants);

if (wants("unit")) run("npm", ["run", "lint"]);
if (wants("unit")) run("npm", ["run", "format:check"]);
if (wants("unit")) run("npm", ["run", "typecheck"]); // TypeScript strict over the whole tree
if (wants("unit")) run(process.execPath, [...vitest, "--project", "unit"]);
if (needsBuild) run("npm", ["run", "build"]);
if (wants("server"))
  run(process.execPath, [...vitest, "--project", "server"], { TEST_DB: "embedded" });
if (wants("e2e")) run(process.execPath, [...vitest, "--project", "e2e"], { TEST_DB: "embedded" });
if (wants("security"))
  run(process.execPath, [...vitest, "--project", "security"], { TEST_DB: "embedded" });

if (needsPg && skipPg) {
  console.warn(
    "\n⚠ SKIP_POSTGRES=1: the PostgreSQL runs were NOT executed (reliability: embedded tests only).",
  );
  if (wants("reliability"))
    run(process.execPath, [...vitest, "--project", "reliability", "-t", "embedded"]);
} else if (needsPg) {
  const pgServer = await startPostgres();
  try {
    const env = { TEST_DB: "postgres", TEST_DATABASE_URL: pgServer.url };
    if (wants("server")) run(process.execPath, [...vitest, "--project", "server"], env);
    if (wants("e2e")) run(process.execPath, [...vitest, "--project", "e2e", "-t", "smoke"], env);
    // The reliability tests pick their database per test (embedded and PostgreSQL).
    if (wants("reliability"))
      run(process.execPath, [...vitest, "--project", "reliability"], {
        TEST_DATABASE_URL: pgServer.url,
      });
  } finally {
    pgServer.stop();
  }
}
console.log("\n✔ all suites passed");
