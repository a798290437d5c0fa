import { execFile, spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { siteConfig } from "../../app/lib/site-config.ts";
import { SERVER_NODE_FLAGS, SHUTDOWN_DEADLINE_MS } from "../../server/node-flags.ts";
import { freshDatabase } from "./database.ts";
import { startMailSink, type MailSink } from "./mail-sink.ts";

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const STOP_TIMEOUT_MS = SHUTDOWN_DEADLINE_MS + 10_000;

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

export type RunningServer = {
  url: string;
  port: number;
  dataDir: string;
  env: Record<string, string>;
  mail: MailSink;
  process: ChildProcess;
  output(): string;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
  close(): Promise<void>;
};

/** Starts `node server/main.ts` from the production build on a free loopback port. */
export async function spawnServer(
  opts: {
    env?: Record<string, string>;
    dataDir?: string;
    databaseEnv?: Record<string, string>;
    mail?: MailSink;
    /** How long to wait for /healthz (default 60 s, generous: CI machines are shared; load suites on busy machines give more). */
    startTimeoutMs?: number;
    /** Another checkout (with its own build) to run, e.g. the bench's baseline revision. */
    root?: string;
    /** The port to listen on (a restarted instance takes its predecessor's); free by default. */
    port?: number;
  } = {},
): Promise<RunningServer> {
  const mail = opts.mail ?? (await startMailSink());
  const db = opts.databaseEnv ? null : await freshDatabase();
  const port = opts.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    // No drain before stopping (ADR 202): nothing balances load over a test's server, and
    // every stop would wait for it. tests/reliability/proxy.test.ts drains, behind nginx.
    SHUTDOWN_DRAIN_MS: "0",
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(port),
    PUBLIC_URL: url,
    SMTP_URL: mail.url,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? "warn",
    ...(db?.env ?? opts.databaseEnv ?? {}),
    ...(opts.dataDir ? { DATA_DIR: opts.dataDir } : {}),
    ...opts.env,
  };
  // Started as `npm run serve` starts it (ADR 150: the memory flags).
  const child = spawn(
    process.execPath,
    [...SERVER_NODE_FLAGS, path.join(opts.root ?? repoRoot, "server/main.ts")],
    {
      env,
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let output = "";
  child.stdout!.on("data", (d) => (output += d));
  child.stderr!.on("data", (d) => (output += d));
  const exited = new Promise<number | null>((resolve) =>
    child.once("exit", (code) => resolve(code)),
  );
  const startTimeoutMs = opts.startTimeoutMs ?? 60_000;
  const deadline = Date.now() + startTimeoutMs;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`server exited with ${child.exitCode}:\n${output}`);
    try {
      const res = await fetch(`${url}/healthz`);
      if (res.ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`server did not start within ${startTimeoutMs / 1000} s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  // The server exits within its shutdown deadline of SIGTERM. One that has not 10 s later
  // is stuck (its event loop blocked): kill it and fail with its output, not hang the suite.
  const stop = async (signal: NodeJS.Signals = "SIGTERM") => {
    if (child.exitCode === null) child.kill(signal);
    let timer: NodeJS.Timeout | undefined;
    const stuck = new Promise<"stuck">((resolve) => {
      timer = setTimeout(() => resolve("stuck"), STOP_TIMEOUT_MS);
    });
    const code = await Promise.race([exited, stuck]).finally(() => clearTimeout(timer));
    if (code !== "stuck") return code;
    child.kill("SIGKILL");
    await exited;
    throw new Error(
      `server did not exit within ${STOP_TIMEOUT_MS / 1000} s of ${signal}; its output:\n${output.slice(-4000)}`,
    );
  };
  return {
    url,
    port,
    dataDir: env.DATA_DIR,
    env,
    mail,
    process: child,
    output: () => output,
    stop,
    async close() {
      await stop();
      if (!opts.mail) await mail.close();
      await db?.cleanup();
      assertNoAddressesLogged(output, mail, env);
    },
  };
}

/**
 * ADR 150: no e-mail address in a server's output. Every address the server mailed is a
 * test account's (or a form's); the site's own addresses are not personal data.
 */
export function assertNoAddressesLogged(
  output: string,
  mail: MailSink,
  env: Record<string, string | undefined>,
) {
  const own = new Set(
    [siteConfig.email, env.OPERATOR_EMAIL, env.MAIL_FROM]
      .filter(Boolean)
      .map((a) => a!.toLowerCase()),
  );
  const lower = output.toLowerCase();
  const leaked = new Set(
    mail.messages.flatMap((m) => m.to).filter((to) => !own.has(to) && lower.includes(to)),
  );
  if (leaked.size) {
    // The first lines that hold one, so the failure says which log line leaks.
    const lines = output
      .split("\n")
      .filter((line) => [...leaked].some((a) => line.toLowerCase().includes(a)));
    throw new Error(
      `the server's output holds e-mail addresses: ${[...leaked].join(", ")}\n${lines.slice(0, 3).join("\n").slice(0, 2000)}`,
    );
  }
}

/** Grants `email` the admin role through the operator CLI (docs/architecture.md D6), as an operator would. */
export async function grantAdminRole(server: RunningServer, email: string): Promise<void> {
  await promisify(execFile)(
    process.execPath,
    [path.join(repoRoot, "scripts/admin.ts"), "grant", email],
    { env: server.env, cwd: repoRoot },
  );
}
