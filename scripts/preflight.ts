// Before any suite (or benchmark) runs: is every system tool it needs on this machine? The
// README's `npm test` must pass on a fresh Debian machine by itself (README.md#tests), so a
// missing tool is installed in one apt-get step when we may (root, or passwordless sudo), and
// otherwise the run stops at once with one line naming the command to run — not 20 minutes
// later with '/usr/sbin/nginx is missing' from the reliability suite.
//   node scripts/preflight.ts [suite…] [--dry-run]   prints (or, without --dry-run, carries
//   out) the plan for those suites (all when none), the way `npm test` does
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

/** A Debian package and the files whose absence means it is missing. */
export type Tool = { pkg: string; files: string[] };

export const TOOLS = {
  chromium: { pkg: "chromium", files: ["/usr/bin/chromium"] }, // tests/support/browser.ts
  // CI tests on Debian's 15 (docs/architecture.md); tests/support/postgres-cluster.ts
  postgres: {
    pkg: "postgresql-15",
    files: ["initdb", "pg_ctl", "postgres"].map((f) => `/usr/lib/postgresql/15/bin/${f}`),
  },
  java: { pkg: "default-jre-headless", files: ["/usr/bin/java"] }, // vnu-jar, html-validity
  nginx: { pkg: "nginx", files: ["/usr/sbin/nginx"] }, // docs/deploy.md's topology; bench a
  openssl: { pkg: "openssl", files: ["/usr/bin/openssl"] }, // the proxy test's certificate
  // Each e-mail kind's score, app/domain/mail/mail-spam.server.test.ts (ADR 191)
  spamassassin: { pkg: "spamassassin", files: ["/usr/bin/spamassassin"] },
  brotli: {
    pkg: "libnginx-mod-http-brotli-static", // bench a: nginx serving .br files like we do
    files: ["/usr/lib/nginx/modules/ngx_http_brotli_static_module.so"],
  },
} satisfies Record<string, Tool>;
export type ToolName = keyof typeof TOOLS;

const SUITES = ["unit", "server", "e2e", "security", "reliability"] as const;

/**
 * The tools `npm test` needs for the suites `only` names (all when empty). PostgreSQL's
 * binaries only when the runner starts its own cluster (scripts/test-plan.ts).
 */
export function toolsForTests(
  only: ReadonlySet<string>,
  opts: { skipPostgres: boolean; databaseUrl: boolean },
): ToolName[] {
  const wants = (s: string) => (only.size === 0 ? SUITES.includes(s as never) : only.has(s));
  const tools = new Set<ToolName>();
  if (wants("e2e")) tools.add("chromium").add("java");
  if (wants("security")) tools.add("chromium"); // stored scripts opened in Chromium
  if (wants("reliability")) tools.add("nginx").add("openssl");
  if (wants("server")) tools.add("spamassassin");
  const needsPg = ["server", "e2e", "reliability"].some(wants);
  if (needsPg && !opts.skipPostgres && !opts.databaseUrl) tools.add("postgres");
  return [...tools];
}

/** The tools `npm run bench` needs for the sections `wants` selects (bench/run.ts). */
export function toolsForBench(wants: (section: string) => boolean): ToolName[] {
  const tools: ToolName[] = [];
  if (wants("a")) tools.push("nginx", "brotli");
  if (wants("c") || wants("i")) tools.push("chromium");
  if (wants("f")) tools.push("postgres");
  return tools;
}

export type Plan =
  | { action: "none" }
  | { action: "install"; packages: string[]; command: string; line: string }
  | { action: "stop"; command: string; line: string };

/**
 * What to do about the `missing` tools: nothing, install them all in one step, or stop
 * with one line. `privilege` is how we may install: as root, through `sudo -n`, or not at all
 * (then the line names the sudo command for the person to run).
 */
export function planPreflight(
  missing: ToolName[],
  machine: { privilege: "root" | "sudo" | "none"; aptGet: boolean },
  what = "npm test",
): Plan {
  if (missing.length === 0) return { action: "none" };
  const packages = [...new Set(missing.map((t) => TOOLS[t].pkg))];
  const canInstall = machine.aptGet && machine.privilege !== "none";
  const sudo = machine.privilege === "root" ? "" : "sudo ";
  const command = `${sudo}apt-get update && ${sudo}apt-get install -y ${packages.join(" ")}`;
  const names = packages.join(", ");
  if (canInstall)
    return {
      action: "install",
      packages,
      command,
      line: `${what} needs ${names}: installing them with: ${command}`,
    };
  return { action: "stop", command, line: `${what} needs ${names}; run: ${command}` };
}

export function missingTools(tools: ToolName[]): ToolName[] {
  return tools.filter((t) => TOOLS[t].files.some((f) => !existsSync(f)));
}

function machine(): { privilege: "root" | "sudo" | "none"; aptGet: boolean } {
  const aptGet = existsSync("/usr/bin/apt-get");
  if (process.getuid?.() === 0) return { privilege: "root", aptGet };
  const sudo = spawnSync("sudo", ["-n", "true"], { stdio: "ignore" });
  return { privilege: sudo.status === 0 ? "sudo" : "none", aptGet };
}

/** Carries out the plan for `tools`; returns false when the run must stop (the line printed). */
export function preflight(tools: ToolName[], what = "npm test", dryRun = false): boolean {
  const plan = planPreflight(missingTools(tools), machine(), what);
  if (plan.action === "none") return true;
  if (plan.action === "stop" || dryRun) {
    console.error(plan.line);
    return plan.action !== "stop";
  }
  console.log(`▶ ${plan.line}`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  spawnSync("sh", ["-c", plan.command], { stdio: "inherit", env });
  const still = missingTools(tools);
  if (still.length === 0) return true;
  console.error(`${what}: still missing after apt-get: ${still.flatMap((t) => TOOLS[t].files)}`);
  return false;
}

if (import.meta.main) {
  const args = process.argv.slice(2);
  const only = new Set(args.filter((a) => !a.startsWith("-")));
  const tools = toolsForTests(only, {
    skipPostgres: process.env.SKIP_POSTGRES === "1",
    databaseUrl: Boolean(process.env.TEST_DATABASE_URL),
  });
  if (!preflight(tools, "npm test", args.includes("--dry-run"))) process.exitCode = 1;
}
