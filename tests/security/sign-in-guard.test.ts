// Sign-in guessing (ADR 180): one budget per client network for every entry
// point (API, /login, /auth; IPv4 address or IPv6 /64), and per-account counters: 10
// failures for one account from one network lock that pair for 15 minutes; 100 from all
// networks within an hour lock the account for 15 minutes. A password reset clears them.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createRateLimiter } from "../../app/lib/rate-limit.server.ts";
import {
  SIGN_IN_LIMITS,
  TOO_MANY_SIGN_INS,
} from "../../app/domain/accounts/sign-in-guard.server.ts";
import { createTestApp, type TestApp } from "../support/app.ts";
import { mergeCookies, request } from "../support/factories.ts";
import { inject, member, PASSWORD } from "./support.ts";

const json = (body: unknown) => ({ contentType: "application/json", body: JSON.stringify(body) });
const form = (body: Record<string, string>) => ({
  contentType: "application/x-www-form-urlencoded",
  body: new URLSearchParams(body).toString(),
});

type Entry = "api" | "login" | "auth";
function signIn(t: TestApp, entry: Entry, email: string, password: string, ip: string) {
  const opts =
    entry === "api"
      ? { url: "/api/auth/sign-in/email", ...json({ email, password }) }
      : entry === "login"
        ? { url: "/login", ...form({ email, password }) }
        : { url: "/auth", ...form({ mode: "signin", email, password }) };
  return inject(t, { method: "POST", ip, ...opts });
}
const succeeded = (status: number) => status === 200 || status === 302;
const refusalShown = (body: string) => body.replace(/&#x27;/g, "'").includes(TOO_MANY_SIGN_INS);

/** Moves every sign-in counter and lock back in time, as if `ms` had passed. */
async function timePasses(t: TestApp, ms: number) {
  await t.services.database.rawTransaction((run) =>
    run(
      `update sign_in_failures set window_started_at = window_started_at - $1::bigint,
         locked_until = locked_until - $1::bigint, expires_at = expires_at - $1::bigint`,
      [ms],
    ),
  );
}

describe("one sign-in budget per client network", () => {
  const MAX = 10;
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT: "on", RATE_LIMIT_AUTH_MAX: String(MAX) });
  });
  afterAll(async () => {
    await t?.close();
  });

  test("the API, /login and /auth draw on one budget, not one each", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < MAX; i++)
      for (const entry of ["api", "login", "auth"] as const)
        statuses.push(
          (await signIn(t, entry, `nobody-${entry}-${i}@sec.test`, "wrong pass", "203.0.113.50"))
            .statusCode,
        );
    expect(statuses.filter((s) => s !== 429)).toHaveLength(MAX);
    const refused = await signIn(t, "login", "x@sec.test", "wrong pass", "203.0.113.50");
    expect(refused.statusCode).toBe(429);
    expect(refusalShown(refused.body)).toBe(true);
  });

  test("addresses of one IPv6 /64 share a budget", async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= MAX + 5; i++)
      statuses.push(
        (
          await signIn(
            t,
            "login",
            `v6-${i}@sec.test`,
            "wrong pass",
            `2001:db8:7:7::${i.toString(16)}`,
          )
        ).statusCode,
      );
    expect(statuses.filter((s) => s !== 429)).toHaveLength(MAX);
    // Another /64 has its own.
    expect(
      (await signIn(t, "login", "v6@sec.test", "wrong pass", "2001:db8:7:8::1")).statusCode,
    ).toBe(401);
  });
});

describe("failures per account", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT: "on", RATE_LIMIT_AUTH_MAX: "100000" });
  });
  afterAll(async () => {
    await t?.close();
  });

  test(`${SIGN_IN_LIMITS.pair.failures} failures from one network lock that account there for 15 minutes, nowhere else`, async () => {
    const victim = await member(t, "pair-victim@sec.test");
    const other = await member(t, "pair-other@sec.test");
    const net = "203.0.113.60";
    for (let i = 0; i < SIGN_IN_LIMITS.pair.failures; i++)
      expect((await signIn(t, "api", victim.email, "wrong pass", net)).statusCode).toBe(401);
    for (const entry of ["api", "login", "auth"] as const) {
      const res = await signIn(t, entry, victim.email, PASSWORD, net);
      expect(res.statusCode, entry).toBe(429);
      expect(refusalShown(res.body), entry).toBe(true);
    }
    // The same network may still sign in to other accounts; the owner elsewhere is unaffected.
    expect(succeeded((await signIn(t, "login", other.email, PASSWORD, net)).statusCode)).toBe(true);
    expect(
      succeeded((await signIn(t, "login", victim.email, PASSWORD, "203.0.113.61")).statusCode),
    ).toBe(true);
    await timePasses(t, SIGN_IN_LIMITS.pair.lockMs - 60_000);
    expect((await signIn(t, "api", victim.email, PASSWORD, net)).statusCode).toBe(429);
    await timePasses(t, 60_001);
    expect((await signIn(t, "api", victim.email, PASSWORD, net)).statusCode).toBe(200);
  });

  test(`${SIGN_IN_LIMITS.account.failures} failures from many networks lock the account; a password reset unlocks it`, async () => {
    const victim = await member(t, "account-victim@sec.test");
    const attempts = Array.from({ length: SIGN_IN_LIMITS.account.failures }, (_, i) => i);
    for (let batch = 0; batch < attempts.length; batch += 10)
      await Promise.all(
        attempts
          .slice(batch, batch + 10)
          .map((i) => signIn(t, "api", victim.email, "wrong pass", `198.18.${i}.1`)),
      );
    for (const entry of ["api", "login", "auth"] as const) {
      const res = await signIn(t, entry, victim.email, PASSWORD, "192.0.2.200");
      expect(res.statusCode, entry).toBe(429);
      expect(refusalShown(res.body), entry).toBe(true);
    }
    // The owner can always reset the password, which clears the counters.
    const asked = await request(t, {
      method: "POST",
      path: "/forgot-password",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email: victim.email }).toString(),
    });
    expect(asked.status).toBe(200);
    const link = new URL(
      t.mail.link(await t.mail.waitFor(victim.email, /Reset your/), /reset-password/),
    );
    const landing = await request(t, { path: link.pathname + link.search });
    const token = new URL(landing.location!, t.origin).searchParams.get("token")!;
    const newPassword = "a fresh sturdy passphrase";
    const reset = await request(t, {
      method: "POST",
      path: "/reset-password",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        token,
        password: newPassword,
        confirmPassword: newPassword,
      }).toString(),
    });
    expect(reset.status).toBe(302);
    const after = await signIn(t, "login", victim.email, newPassword, "192.0.2.200");
    expect(after.statusCode).toBe(302);
    expect(mergeCookies("", [after.headers["set-cookie"]].flat() as string[])).toContain(
      "session_token",
    );
  });

  test("wrong current passwords (e-mail change, password change, deletion) count against the account's lock (ADR 190)", async () => {
    const victim = await member(t, "current-victim@sec.test");
    const net = "203.0.113.70";
    const as = { method: "POST", cookie: victim.cookie, ip: net };
    const check = (kind: number, password: string) =>
      kind === 0
        ? inject(t, {
            ...as,
            url: "/api/auth/change-email",
            ...json({ newEmail: "moved-away@sec.test", currentPassword: password }),
          })
        : kind === 1
          ? inject(t, {
              ...as,
              url: "/api/auth/change-password",
              ...json({ currentPassword: password, newPassword: "another sturdy passphrase" }),
            })
          : inject(t, {
              ...as,
              url: "/profile",
              ...form({ intent: "delete-account", currentPassword: password }),
            });
    for (let i = 0; i < SIGN_IN_LIMITS.pair.failures; i++)
      expect((await check(i % 3, "wrong pass")).statusCode, `guess ${i + 1}`).toBe(400);
    // Locked from that network: sign-in and every current-password check, right or wrong.
    expect((await signIn(t, "api", victim.email, PASSWORD, net)).statusCode).toBe(429);
    for (const kind of [0, 1, 2])
      expect((await check(kind, PASSWORD)).statusCode, `check ${kind}`).toBe(429);
    expect(await t.query("select 1 from users where email = $1", [victim.email])).toHaveLength(1);
  });

  test("expired rate-limit rows and counters are deleted by the limiter itself", async () => {
    const count = async () =>
      (
        await t.services.database.rawTransaction((run) =>
          run(
            "select (select count(*) from sign_in_failures)::int as f, (select count(*) from rate_limits)::int as r",
            [],
          ),
        )
      )[0];
    expect((await count()).f).toBeGreaterThan(0);
    // Two days later every window and lock has ended; the next counted request sweeps them.
    const twoDays = 2 * 24 * 60 * 60 * 1000;
    const limiter = createRateLimiter(t.services.database, true, () => Date.now() + twoDays);
    await limiter("probe", { window: 60, max: 10 });
    await expect.poll(count).toEqual({ f: 0, r: 1 });
  });
});
