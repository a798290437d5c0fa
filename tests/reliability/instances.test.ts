// Two instances on one PostgreSQL (ADR 080; docs/architecture.md 'One process, one database'): a
// session made on one is valid on the other, and rate limits are shared between them.
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { expect, test } from "vitest";
import { freshDatabase } from "../support/database.ts";
import { PASSWORD, postJson, signUp, startServer } from "./support.ts";

test("two instances on one postgres database share sessions and rate limits", async () => {
  const db = await freshDatabase("postgres");
  const secondDataDir = await mkdtemp(path.join(os.tmpdir(), "vs-test-"));
  const env = {
    BETTER_AUTH_SECRET: randomBytes(32).toString("base64url"),
    RATE_LIMIT_AUTH_MAX: "4",
  };
  const a = await startServer({ databaseEnv: db.env, env });
  const b = await startServer({
    databaseEnv: { ...db.env, DATA_DIR: secondDataDir },
    env,
    mail: a.mail,
  });
  try {
    const member = await signUp(a.url, "shared@load.test");
    expect(member.status).toBe(200);
    const onB = await fetch(`${b.url}/api/auth/get-session`, {
      headers: { cookie: member.cookie },
    });
    expect(onB.status).toBe(200);
    expect(((await onB.json()) as { user?: { email?: string } } | null)?.user?.email).toBe(
      "shared@load.test",
    );

    // Wrong passwords from one address, alternating between the instances: the 5th
    // attempt overall is refused, whichever instance receives it.
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      const base = i % 2 === 0 ? a.url : b.url;
      const res = await postJson(
        base,
        "/api/auth/sign-in/email",
        { email: "shared@load.test", password: `wrong-${i}` },
        { "x-forwarded-for": "203.0.113.9" },
      );
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 4).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(4)).toEqual([429, 429, 429, 429]);
    // Another address is not affected, and the right password works there.
    const other = await postJson(
      b.url,
      "/api/auth/sign-in/email",
      { email: "shared@load.test", password: PASSWORD },
      { "x-forwarded-for": "198.51.100.20" },
    );
    expect(other.status).toBe(200);
  } finally {
    await b.close();
    await a.close();
    await rm(secondDataDir, { recursive: true, force: true });
    await db.cleanup();
  }
});
