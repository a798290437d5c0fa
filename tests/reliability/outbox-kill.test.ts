// The e-mail outbox (docs/architecture.md D24, ADR 208): an instance SIGKILLed after a sign-up
// committed and while its confirmation e-mail was on its way (its mail server never answers)
// loses nothing — the other instance on the same PostgreSQL sends it once the dead
// instance's lease has run out, within a minute, and the link in it confirms.
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer, type Socket } from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { expect, test } from "vitest";
import { freshDatabase } from "../support/database.ts";
import { freePort } from "../support/server.ts";
import { signUp, startServer, waitFor } from "./support.ts";

test("a confirmation e-mail whose instance was killed mid-send is delivered by the other instance within a minute", async () => {
  // A mail server that accepts connections and never says a word.
  const sockets: Socket[] = [];
  const stalled = createServer((s) => void sockets.push(s));
  const stalledPort = await freePort();
  await new Promise<void>((r) => stalled.listen(stalledPort, "127.0.0.1", r));
  const db = await freshDatabase("postgres");
  const secondDir = await mkdtemp(path.join(os.tmpdir(), "vs-test-"));
  const env = { BETTER_AUTH_SECRET: randomBytes(32).toString("base64url"), RATE_LIMIT: "off" };
  const b = await startServer({ databaseEnv: { ...db.env, DATA_DIR: secondDir }, env });
  const a = await startServer({
    databaseEnv: db.env,
    env: { ...env, SMTP_URL: `smtp://127.0.0.1:${stalledPort}` },
    mail: b.mail,
  });
  const sql = new pg.Client({ connectionString: db.env.DATABASE_URL });
  await sql.connect();
  try {
    const email = "kept-through-a-kill@load.test";
    expect((await signUp(a.url, email)).status).toBe(200);
    // A's worker has taken the row (its lease, in its name) and waits on its mail server.
    await waitFor("instance A to take the confirmation", async () => {
      const { rows } = await sql.query(
        "select leased_by from outbox where kind = 'email-confirmation' and lease_until > now()",
      );
      return rows.length ? String(rows[0].leased_by) : undefined;
    }).then((holder) => expect(holder).toMatch(new RegExp(`:${a.process.pid}$`)));
    a.process.kill("SIGKILL");
    const killed = Date.now();
    const message = await b.mail.waitFor(email, /confirm/i, 60_000);
    expect(Date.now() - killed).toBeLessThan(60_000);
    expect(b.mail.messages.filter((m) => m.to.includes(email))).toHaveLength(1);
    const confirmed = await fetch(b.mail.link(message, /verify-email/).replace(a.url, b.url), {
      redirect: "manual",
    });
    expect(confirmed.status).toBe(302);
    const { rows } = await sql.query(
      "select status, message from outbox where kind = 'email-confirmation'",
    );
    expect(rows).toEqual([{ status: "sent", message: null }]);
  } finally {
    await sql.end();
    await a.close().catch(() => undefined);
    await b.close();
    for (const s of sockets) s.destroy();
    await new Promise((r) => stalled.close(r));
    await db.cleanup();
    await rm(secondDir, { recursive: true, force: true });
  }
});
