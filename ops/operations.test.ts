import { spawnSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { repoRoot, spawnServer, type RunningServer } from "../tests/support/server.ts";
import { testDb } from "../tests/support/database.ts";

function runNode(args: string[], env: Record<string, string>) {
  const r = spawnSync(process.execPath, args, {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    encoding: "utf8",
    timeout: 60_000,
  });
  return { status: r.status, out: `${r.stdout}${r.stderr}` };
}
const cli = (env: Record<string, string>, ...args: string[]) =>
  runNode([path.join(repoRoot, "scripts/admin.ts"), ...args], env);

async function signUp(server: RunningServer, email: string) {
  const res = await fetch(`${server.url}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: server.url },
    body: JSON.stringify({ name: "Ada Operator", email, password: "correct horse" }),
  });
  expect(res.status).toBe(200);
}

async function roleOf(server: RunningServer, email: string) {
  // The admin page is the product's own check; until it exists, read through the CLI's
  // idempotence: granting an admin again reports "no change".
  return cli(server.env, "grant", email).out.includes("no change") ? "admin" : "member";
}

describe("operations", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await spawnServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  it("grants and revokes the admin role while the server runs", async () => {
    await signUp(server, "ops@example.com");
    const grant = cli(server.env, "grant", "ops@example.com");
    expect(grant.out).toContain("ops@example.com is now an admin.");
    expect(grant.status).toBe(0);
    expect(await roleOf(server, "ops@example.com")).toBe("admin");
    const revoke = cli(server.env, "revoke", "ops@example.com");
    expect(revoke.status).toBe(0);
    expect(revoke.out).toContain("is no longer an admin");
    const again = cli(server.env, "revoke", "ops@example.com");
    expect(again.out).toContain("(no change)");
  });

  it("fails with a clear message and status 1 for an unknown e-mail or bad usage", () => {
    const unknown = cli(server.env, "grant", "nobody@example.com");
    expect(unknown.status).toBe(1);
    expect(unknown.out).toContain("No account with the e-mail address nobody@example.com");
    const usage = cli(server.env, "promote", "x@example.com");
    expect(usage.status).toBe(1);
    expect(usage.out).toContain("Usage: npm run admin");
  });

  it.skipIf(testDb !== "embedded")("refuses a second server on the same DATA_DIR", () => {
    const second = runNode([path.join(repoRoot, "server/main.ts")], { ...server.env, PORT: "0" });
    expect(second.status).toBe(1);
    expect(second.out).toMatch(/DATA_DIR .* is in use by another process \(server, pid \d+\)/);
  });

  it("stops on a bad environment value with a message naming the variable", () => {
    const bad = runNode([path.join(repoRoot, "server/main.ts")], {
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "vs-env-")),
      PORT: "not-a-port",
      DATABASE_URL: "",
    });
    expect(bad.status).toBe(1);
    expect(bad.out).toContain("Invalid environment variable(s)");
    expect(bad.out).toContain("PORT");
  });
});

describe("lifecycle", () => {
  it("shuts down gracefully on SIGTERM and restarts on the same data", async () => {
    const first = await spawnServer();
    await signUp(first, "keep@example.com");
    const code = await first.stop("SIGTERM");
    expect(code, first.output()).toBe(0);
    const second = await spawnServer({
      databaseEnv: {
        DATA_DIR: first.dataDir,
        ...(first.env.DATABASE_URL ? { DATABASE_URL: first.env.DATABASE_URL } : {}),
      },
      mail: first.mail,
    });
    const login = await fetch(`${second.url}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: second.url },
      body: JSON.stringify({ email: "keep@example.com", password: "correct horse" }),
    });
    expect(login.status).toBe(200);
    await second.close();
    await first.close();
  });

  it.skipIf(testDb !== "embedded")(
    "starts again after being killed with SIGKILL (stale lock)",
    async () => {
      const first = await spawnServer();
      await first.stop("SIGKILL");
      const second = await spawnServer({
        databaseEnv: { DATA_DIR: first.dataDir },
        mail: first.mail,
      });
      expect((await fetch(`${second.url}/healthz`)).status).toBe(200);
      await second.close();
      await first.close();
    },
  );

  it.skipIf(testDb !== "embedded")(
    "grants with no server running by opening the database itself",
    async () => {
      const first = await spawnServer();
      await signUp(first, "offline@example.com");
      await first.stop("SIGTERM");
      const grant = cli(first.env, "grant", "offline@example.com");
      expect(grant.out).toContain("offline@example.com is now an admin.");
      expect(grant.status).toBe(0);
      await first.close();
    },
  );
});
