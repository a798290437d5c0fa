// `npm test`: builds once, then runs every suite — unit; server tests on the embedded
// database and on PostgreSQL 15; the browser suite on the embedded database and its
// smoke set on PostgreSQL; the security suite; the reliability suite (it uses both
// databases itself). `node scripts/test.ts reliability` (npm run test:reliability) or
// `security` runs one suite, with the build and PostgreSQL it needs. PostgreSQL is started
// here on loopback (a throwaway cluster, stopped whatever the outcome) unless
// TEST_DATABASE_URL points at one; without PostgreSQL binaries the PostgreSQL runs fail loudly
// rather than pass silently (set SKIP_POSTGRES=1 to skip them on a machine that has none,
// which is reported). The order of the suites is in scripts/test-plan.ts. First of all the
// preflight (scripts/preflight.ts) checks, and installs where it may, the system tools the
// chosen suites need, so a fresh machine's run does not fail half-way.
import { startPostgres } from "../tests/support/postgres-cluster.ts";
import { preflight, toolsForTests } from "./preflight.ts";
import { run, runSuites, SuiteFailed } from "./test-plan.ts";

const only = new Set(process.argv.slice(2).filter((a) => !a.startsWith("-")));
const tools = toolsForTests(only, {
  skipPostgres: process.env.SKIP_POSTGRES === "1",
  databaseUrl: Boolean(process.env.TEST_DATABASE_URL),
});
if (!preflight(tools)) process.exit(1);
try {
  await runSuites(only, process.env.SKIP_POSTGRES === "1", { run, startPostgres });
  console.log("\n✔ all suites passed");
} catch (error) {
  if (!(error instanceof SuiteFailed)) throw error;
  console.error(`\n✖ ${error.message}`);
  process.exitCode = error.status;
}
