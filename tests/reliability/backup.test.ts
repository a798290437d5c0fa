// Backup and restore of the embedded database (ADR 150): members, referrals,
// articles and avatars are seeded; a backup is taken through the running server while it
// takes sign-ups; restored into a new folder, a server starts on it and everything
// committed before the snapshot is there, with the data rules intact.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { freshDatabase } from "../support/database.ts";
import { repoRoot } from "../support/server.ts";
import {
  confirm,
  createReferrers,
  expectDataRulesHold,
  pool,
  signUp,
  startServer,
  withDatabase,
  type Answer,
} from "./support.ts";

const tmp = mkdtempSync(path.join(os.tmpdir(), "vs-backup-"));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** Runs `npm run backup|restore -- <file>`'s script without blocking this process. */
function cli(script: "backup" | "restore", file: string, dataDir: string) {
  const child = spawn(process.execPath, [path.join(repoRoot, `scripts/${script}.ts`), file], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "warn" },
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (d) => (stdout += d));
  child.stderr.on("data", (d) => (stderr += d));
  return new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) =>
    child.once("exit", (status) => resolve({ status, stdout, stderr })),
  );
}

describe("backup and restore (embedded)", () => {
  it("restores everything committed before a backup taken under sign-up load", async () => {
    const db = await freshDatabase("embedded");
    const env = { RATE_LIMIT: "off" };
    // Seed: members with referrals (some confirmed: points paid), then articles and an
    // avatar written while the server is stopped.
    let server = await startServer({ env, databaseEnv: db.env });
    const [referrer] = await createReferrers(server.url, 1, "seed");
    const referred = await pool(6, 3, (i) =>
      signUp(server.url, `seed-referred${i}@load.test`, referrer),
    );
    for (const r of referred.slice(0, 4)) expect(await confirm(server.mail, r.email)).toBe(302);
    await server.close();
    const avatar = randomBytes(2048);
    const avatarFile = `${randomBytes(16).toString("hex")}.webp`;
    mkdirSync(path.join(db.dataDir, "avatars", referrer), { recursive: true });
    writeFileSync(path.join(db.dataDir, "avatars", referrer, avatarFile), avatar);
    await withDatabase(server, async (run) => {
      for (let i = 0; i < 3; i++)
        await run(
          "insert into articles (title, slug, description, content, status, published_at) values ($1, $2, 'About backups', '# Kept', 'published', now())",
          [`Backup article ${i}`, `backup-article-${i}`],
        );
      await run("update profiles set avatar_url = $1 where id = $2", [
        `/avatars/${referrer}/${avatarFile}`,
        referrer,
      ]);
    });

    // Load, with the backup taken in the middle of it through the admin channel.
    server = await startServer({ env, databaseEnv: db.env });
    const done: Answer[] = [];
    const finishedAt = new Map<string, number>();
    const load = pool(60, 6, async (i) => {
      const answer = await signUp(server.url, `during${i}@load.test`, referrer);
      finishedAt.set(answer.email, performance.now());
      done.push(answer);
      return answer;
    });
    while (done.length < 15) await new Promise((r) => setTimeout(r, 50));
    const file = path.join(tmp, "site.backup");
    const snapshotStarted = performance.now();
    const backup = await cli("backup", file, db.dataDir);
    expect(backup.status, backup.stderr).toBe(0);
    expect(backup.stdout).toContain("Taken by the running server");
    const answers = await load;
    await server.close();
    const before = answers.filter(
      (a) => a.status === 200 && finishedAt.get(a.email)! < snapshotStarted,
    );
    expect(before.length).toBeGreaterThanOrEqual(15);

    // Restore into a new folder; a second restore into it is refused (not empty).
    const restored = path.join(tmp, "restored");
    const restore = await cli("restore", file, restored);
    expect(restore.status, restore.stderr).toBe(0);
    const again = await cli("restore", file, restored);
    expect(again.status).toBe(1);
    expect(again.stderr).toContain("is not empty");

    const copy = await startServer({ env, databaseEnv: { DATA_DIR: restored } });
    try {
      const page = await fetch(`${copy.url}/articles/backup-article-2`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain("Backup article 2");
      const image = await fetch(`${copy.url}/avatars/${referrer}/${avatarFile}`);
      expect(image.status).toBe(200);
      expect(Buffer.from(await image.arrayBuffer()).equals(avatar)).toBe(true);
      // The generated session secret came along: the seeded member signs in.
      const signIn = await fetch(`${copy.url}/api/auth/sign-in/email`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: copy.url },
        body: JSON.stringify({ email: before[0].email, password: "correct horse battery staple" }),
      });
      expect(signIn.status).toBe(200);
      // A running server holds the folder: restoring into it is refused.
      const busy = await cli("restore", file, restored);
      expect(busy.status).toBe(1);
      expect(busy.stderr).toMatch(/in use by another process/);
    } finally {
      await copy.close();
    }
    const facts = await expectDataRulesHold(copy);
    for (const a of [...referred, ...before]) expect(facts.emails.has(a.email)).toBe(true);
    await withDatabase(copy, async (run) => {
      const [row] = await run("select count(*)::int as n from articles", []);
      expect(row.n).toBe(3);
    });
    await db.cleanup();
  });
});
