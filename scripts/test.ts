// `npm test`: builds once, then runs every suite — unit; server tests on the embedded
// database and on PostgreSQL 15; the browser suite on the embedded database and its
// smoke set on PostgreSQL; the security suite; the reliability suite (it uses both
// databases itself). `node scripts/test.ts reliability` (npm run test:reliability) or
// `security` runs one suite, with the build and PostgreSQL it needs. PostgreSQL is started here on loopback (a throwaway
// cluster) unless TEST_DATABASE_URL points at one; without PostgreSQL binaries the
// PostgreSQL runs fail loudly rather than pass silently (set SKIP_POSTGRES=1 to skip
// them on a machine that has none, which is reported).
import { spawnSync } from "node:child_process";
import { startPostgres } from "../tests/support/postgres-cluster.ts";

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
