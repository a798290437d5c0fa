// Database trouble is the server's, not the visitor's (docs/architecture.md D27, ADR 201): on
// a cluster of its own, PostgreSQL is restarted (`pg_ctl -m fast restart`) under sign-ups, then
// stopped for OUTAGE_SECONDS (30 by default) and started again. The instance never exits,
// answers every request it cannot serve with 503, Retry-After and the site's own page (never
// a 4xx, a 500 or a reset), reports 'database unavailable' on /healthz, keeps serving the
// static pages, and serves again within 5 s of PostgreSQL's return.
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { expect, test } from "vitest";
import { siteConfig } from "../../app/lib/site-config.ts";
import { startOwnPostgres } from "../support/postgres-cluster.ts";
import { signUp, startServer } from "./support.ts";

const OUTAGE_MS = Number(process.env.OUTAGE_SECONDS ?? 30) * 1000;

type Seen = { what: string; status: number; retryAfter: string | null; type: string };

async function request(what: string, url: string, init: RequestInit = {}): Promise<Seen> {
  try {
    const res = await fetch(url, { redirect: "manual", ...init });
    await res.arrayBuffer();
    return {
      what,
      status: res.status,
      retryAfter: res.headers.get("retry-after"),
      type: res.headers.get("content-type") ?? "",
    };
  } catch {
    return { what, status: 0, retryAfter: null, type: "" };
  }
}

/** Fine: served, or refused as the server's trouble (503 with Retry-After). */
const served = (s: Seen) =>
  (s.status >= 200 && s.status < 400) || (s.status === 503 && Number(s.retryAfter) > 0);

test(`PostgreSQL restarted, then away ${OUTAGE_MS / 1000} s: no crash, 503 with Retry-After meanwhile, serving within 5 s of its return`, async () => {
  const cluster = await startOwnPostgres();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "vs-test-"));
  const server = await startServer({
    databaseEnv: { DATABASE_URL: cluster.url, DATA_DIR: dataDir },
    env: { RATE_LIMIT: "off" },
  });
  let n = 0;
  const join = () => signUp(server.url, `outage-${++n}@load.test`);
  const html = { accept: "text/html,application/xhtml+xml" };
  try {
    const member = await join();
    expect(member.status).toBe(200);

    // 1. A fast restart while 16 clients sign up and read their dashboard.
    const seen: Seen[] = [];
    let running = true;
    const load = Promise.all(
      Array.from({ length: 16 }, async (_, i) => {
        while (running) {
          if (i % 2) {
            const a = await join();
            seen.push({ what: "sign-up", status: a.status, retryAfter: a.retryAfter, type: "" });
          } else
            seen.push(
              await request("dashboard", `${server.url}/dashboard`, {
                headers: { ...html, cookie: member.cookie },
              }),
            );
        }
      }),
    );
    await new Promise((r) => setTimeout(r, 1000));
    cluster.ctl("-m", "fast", "restart");
    await new Promise((r) => setTimeout(r, 3000));
    running = false;
    await load;
    expect(server.process.exitCode).toBeNull();
    expect(seen.filter((s) => !served(s))).toEqual([]);
    expect(seen.filter((s) => s.status === 200).length).toBeGreaterThan(0);

    // 2. PostgreSQL away.
    cluster.ctl("-m", "fast", "stop");
    const away = Date.now();
    const during: Seen[] = [];
    let health = "";
    do {
      const h = await fetch(`${server.url}/healthz`);
      health = `${h.status} ${await h.text()}`;
      during.push(
        { ...(await join()), what: "sign-up (API)", type: "application/json" },
        await request("sign-up (form)", `${server.url}/waitlist`, {
          method: "POST",
          headers: {
            ...html,
            origin: server.url,
            "content-type": "application/x-www-form-urlencoded",
          },
          body: new URLSearchParams({
            name: "Away",
            email: `away-${++n}@load.test`,
            password: "correct-horse-7",
          }),
        }),
        await request("dashboard", `${server.url}/dashboard`, {
          headers: { ...html, cookie: member.cookie },
        }),
      );
      const home = await request("home", `${server.url}/`, { headers: html });
      expect(home.status).toBe(200);
      expect(health).toMatch(/^503 .*database unavailable/);
      await new Promise((r) => setTimeout(r, 2000));
    } while (Date.now() - away < OUTAGE_MS);
    expect(server.process.exitCode).toBeNull();
    expect(during.filter((s) => s.status !== 503 || !(Number(s.retryAfter) > 0))).toEqual([]);
    // A page for a person, JSON for a script.
    for (const s of during)
      expect(s.type).toMatch(s.what === "sign-up (API)" ? /json/ : /text\/html/);
    const page = await fetch(`${server.url}/dashboard`, {
      headers: { ...html, cookie: member.cookie },
    });
    const body = await page.text();
    expect(body).toContain(siteConfig.brand);
    expect(body).toMatch(/try again/i);

    // 3. Back: serving within 5 s.
    cluster.ctl("start");
    const back = Date.now();
    for (;;) {
      const a = await join();
      if (a.status === 200) break;
      expect(Date.now() - back).toBeLessThan(5000);
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(Date.now() - back).toBeLessThan(5000);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    expect(await server.stop()).toBe(0);
    expect(server.output()).not.toMatch(/Unhandled 'error' event/);
  } finally {
    await server.close().catch(() => undefined);
    cluster.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
});
