import { execFile } from "node:child_process";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrate, openDatabase } from "../app/lib/db.server.ts";
import { repoRoot, spawnServer, type RunningServer } from "../tests/support/server.ts";

// `npm run admin -- privacy export|delete <email>` (ADR 140) while the server runs
// (through the admin channel on the embedded database, directly on PostgreSQL) and
// when it does not; and the retention job's start-up run in a real server process.
// Asynchronous: a spawnSync would block the test's event loop for the command's run, and a
// kept-alive connection the server closed meanwhile (5 s idle) would be reused unnoticed.
function cli(env: Record<string, string>, ...args: string[]) {
  return new Promise<{ status: number | null; out: string; err: string }>((resolve) => {
    const child = execFile(
      process.execPath,
      [path.join(repoRoot, "scripts/admin.ts"), ...args],
      { cwd: repoRoot, env: { ...process.env, ...env }, encoding: "utf8", timeout: 60_000 },
      (_error, out, err) => resolve({ status: child.exitCode, out, err }),
    );
  });
}

async function signUp(server: RunningServer, name: string, email: string, referrerId?: string) {
  const res = await fetch(`${server.url}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: server.url },
    body: JSON.stringify({ name, email, password: "Privacy-Cli-Test-9", referrerId }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { user: { id: string } }).user.id;
}

async function signIn(server: RunningServer, email: string) {
  const res = await fetch(`${server.url}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: server.url },
    body: JSON.stringify({ email, password: "Privacy-Cli-Test-9" }),
  });
  return res.status;
}

describe("admin CLI: privacy", () => {
  let server: RunningServer;
  let referrerId: string;
  beforeAll(async () => {
    server = await spawnServer();
    referrerId = await signUp(server, "Rosa Referrer", "rosa@example.com");
    await signUp(server, "Pia Privacy", "pia@example.com", referrerId);
  });
  afterAll(async () => {
    await server?.close();
  });

  it("exports one person's data as JSON while the server runs", async () => {
    const run = await cli(server.env, "privacy", "export", "PIA@example.com");
    expect(run.err).toBe("");
    expect(run.status).toBe(0);
    const data = JSON.parse(run.out);
    expect(data.profile).toMatchObject({ name: "Pia Privacy", email: "pia@example.com" });
    expect(data.referredBy).toEqual({ displayName: "Rosa Referrer" });
    expect(run.out).not.toContain("rosa@example.com");
    expect(data.sessions[0]).not.toHaveProperty("token");

    const nobody = JSON.parse(
      (await cli(server.env, "privacy", "export", "nobody@example.com")).out,
    );
    expect(nobody).toMatchObject({ profile: null, pointsLedger: [], formSubmissions: [] });
  });

  it("deletes an account while the server runs: it can no longer sign in", async () => {
    expect(await signIn(server, "pia@example.com")).toBe(200);
    const run = await cli(server.env, "privacy", "delete", "pia@example.com");
    expect(run.status).toBe(0);
    expect(run.out).toContain("Deleted the account of pia@example.com:");
    expect(run.out).toContain("points ledger rows: 1");
    // Pia never confirmed her address: what was sent from it is not her account's (ADR 190).
    expect(run.out).toContain("Form submissions with this address were left");
    expect(await signIn(server, "pia@example.com")).toBe(401);
    const again = await cli(server.env, "privacy", "delete", "pia@example.com");
    expect(again.out).toContain("No account with pia@example.com.");
  });

  it("refuses bad usage with the usage line and status 1", async () => {
    for (const args of [
      ["privacy", "erase", "a@example.com"],
      ["privacy", "export"],
    ]) {
      const run = await cli(server.env, ...args);
      expect(run.status).toBe(1);
      expect(run.err).toContain("Usage: npm run admin");
    }
    expect((await cli(server.env, "privacy", "delete", "not-an-address")).err).toContain(
      "Not an e-mail address",
    );
  });

  it("works with the server stopped, and the server ran the retention job at start-up", async () => {
    await server.stop();
    const open = () =>
      openDatabase({ url: server.env.DATABASE_URL || undefined, dataDir: server.dataDir });
    let database = await open();
    await migrate(database);
    const [run] = await database.rawTransaction((q) =>
      q("select last_status from job_runs where name = 'retention'", []),
    );
    expect(run).toEqual({ last_status: "ok" });
    await database.rawTransaction((q) =>
      q(
        `insert into form_submissions (form_name, email, fields) values
           ('launch-arena', 'Rosa@Example.com', '{}'), ('qai-enrollment', 'walk-in@example.com', '{}')`,
        [],
      ),
    );
    // Rosa confirmed her address: her account owns what was sent from it (ADR 190).
    await database.rawTransaction((q) =>
      q("update users set email_verified = true where email = 'rosa@example.com'", []),
    );
    await database.close();

    const exported = JSON.parse(
      (await cli(server.env, "privacy", "export", "walk-in@example.com")).out,
    );
    expect(exported.profile).toBeNull();
    expect(exported.formSubmissions).toEqual([
      expect.objectContaining({ form: "qai-enrollment", fields: {} }),
    ]);
    const deleted = await cli(server.env, "privacy", "delete", "rosa@example.com");
    expect(deleted.status).toBe(0);
    expect(deleted.out).toContain("Deleted the account of rosa@example.com:");
    expect(deleted.out).toContain("Form submissions with this address removed: 1");

    database = await open();
    const left = await database.rawTransaction((q) =>
      q("select email from form_submissions union all select email from users", []),
    );
    expect(left).toEqual([{ email: "walk-in@example.com" }]);
    const audit = await database.rawTransaction((q) =>
      q(
        "select actor, action, target from audit_log where action like 'privacy.%' or action = 'account.delete' order by id",
        [],
      ),
    );
    expect(audit).toEqual([
      { actor: "cli", action: "privacy.export", target: null },
      { actor: "cli", action: "privacy.export", target: null },
      { actor: "cli", action: "account.delete", target: null },
      { actor: "cli", action: "account.delete", target: null },
      { actor: "cli", action: "privacy.export", target: null },
      { actor: "cli", action: "account.delete", target: null },
    ]);
    expect(
      JSON.stringify(await database.rawTransaction((q) => q("select * from audit_log", []))),
    ).not.toMatch(/@example\.com/);
    await database.close();
  });
});
