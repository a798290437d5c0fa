// The suites `npm test` runs, in order (scripts/test.ts is the command line around it). A failed
// suite throws instead of exiting, so the throwaway PostgreSQL cluster is always stopped.
import { spawnSync } from "node:child_process";

/** A suite's command exited with `status`. */
export class SuiteFailed extends Error {
  readonly status: number;
  constructor(status: number, command: string) {
    super(`failed: ${command}`);
    this.status = status;
  }
}

/** Runs one command with the terminal attached; throws SuiteFailed unless it exits 0. */
export function run(cmd: string, cmdArgs: string[], env: Record<string, string> = {}) {
  const shown = `${cmd} ${cmdArgs.join(" ")}`;
  console.log(`\n▶ ${shown} ${Object.keys(env).length ? JSON.stringify(env) : ""}`);
  const result = spawnSync(cmd, cmdArgs, { stdio: "inherit", env: { ...process.env, ...env } });
  if (result.status !== 0) throw new SuiteFailed(result.status ?? 1, shown);
}

export type SuiteTools = {
  run: typeof run;
  startPostgres(): Promise<{ url: string; stop(): void }>;
};

/** Runs the suites `only` names (all when empty); `skipPostgres` leaves out the PostgreSQL runs. */
export async function runSuites(only: Set<string>, skipPostgres: boolean, tools: SuiteTools) {
  const wants = (suite: string) => only.size === 0 || only.has(suite);
  const vitest = [process.execPath, "node_modules/.bin/vitest", "run"];
  const vitestRun = (args: string[], env?: Record<string, string>) =>
    tools.run(vitest[0], [...vitest.slice(1), ...args], env);
  const needsBuild = ["server", "e2e", "reliability", "security"].some(wants);
  const needsPg = ["server", "e2e", "reliability"].some(wants);

  if (wants("unit")) {
    tools.run("npm", ["run", "lint"]);
    tools.run("npm", ["run", "format:check"]);
    tools.run("npm", ["run", "typecheck"]); // TypeScript strict over the whole tree
    tools.run("npm", ["run", "db:schema", "--", "--check"]); // db/schema.ts and db/rules.sql current
    vitestRun(["--project", "unit"]);
  }
  if (needsBuild) tools.run("npm", ["run", "build"]);
  if (wants("server")) vitestRun(["--project", "server"], { TEST_DB: "embedded" });
  if (wants("e2e")) vitestRun(["--project", "e2e"], { TEST_DB: "embedded" });
  if (wants("security")) vitestRun(["--project", "security"], { TEST_DB: "embedded" });

  if (needsPg && skipPostgres) {
    console.warn(
      "\n⚠ SKIP_POSTGRES=1: the PostgreSQL runs were NOT executed (reliability: embedded tests only).",
    );
    if (wants("reliability")) vitestRun(["--project", "reliability", "-t", "embedded"]);
  } else if (needsPg) {
    const pgServer = await tools.startPostgres();
    try {
      const env = { TEST_DB: "postgres", TEST_DATABASE_URL: pgServer.url };
      if (wants("server")) vitestRun(["--project", "server"], env);
      if (wants("e2e")) vitestRun(["--project", "e2e", "-t", "smoke"], env);
      // The reliability tests pick their database per test (embedded and PostgreSQL).
      if (wants("reliability"))
        vitestRun(["--project", "reliability"], { TEST_DATABASE_URL: pgServer.url });
    } finally {
      pgServer.stop();
    }
  }
}
