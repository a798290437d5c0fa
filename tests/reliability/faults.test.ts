// Dependency faults (ADR 080): SMTP down, the database briefly unavailable —
// clear errors, no crash, recovery without a restart.
import { expect, test } from "vitest";
import pg from "pg";
import { freshDatabase } from "../support/database.ts";
import { freePort } from "../support/server.ts";
import { SHUTDOWN_DEADLINE_MS } from "../../server/node-flags.ts";
import { PASSWORD, postJson, signUp, startServer, waitFor } from "./support.ts";

test("SMTP down (embedded): sign-up still answers without a 5xx, the server keeps serving", async () => {
  const closedPort = await freePort();
  const server = await startServer({
    env: { SMTP_URL: `smtp://127.0.0.1:${closedPort}`, RATE_LIMIT: "off" },
  });
  try {
    const answer = await signUp(server.url, "no-smtp@load.test");
    expect(answer.status).toBe(200);
    const signIn = await postJson(server.url, "/api/auth/sign-in/email", {
      email: "no-smtp@load.test",
      password: PASSWORD,
    });
    expect(signIn.status).toBe(200);
    const reset = await postJson(server.url, "/api/auth/request-password-reset", {
      email: "no-smtp@load.test",
      redirectTo: "/",
    });
    expect(reset.status).toBeLessThan(500);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    expect(server.process.exitCode).toBeNull();
  } finally {
    await server.close();
  }
});

test("postgres briefly unavailable: /healthz answers 503, then 200 again without a restart", async () => {
  const db = await freshDatabase("postgres");
  const server = await startServer({ databaseEnv: db.env, env: { RATE_LIMIT: "off" } });
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  const name = new URL(db.env.DATABASE_URL).pathname.slice(1);
  try {
    expect((await signUp(server.url, "before@load.test")).status).toBe(200);
    // The outage: no new connections to the database, every open one cut.
    await admin.query(`alter database ${name} allow_connections false`);
    await admin.query(
      "select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()",
      [name],
    );
    await waitFor("/healthz 503", async () =>
      (await fetch(`${server.url}/healthz`)).status === 503 ? true : undefined,
    );
    const during = await signUp(server.url, "during@load.test");
    expect(during.status).not.toBe(200);
    expect(server.process.exitCode).toBeNull();

    await admin.query(`alter database ${name} allow_connections true`);
    await waitFor("/healthz 200", async () =>
      (await fetch(`${server.url}/healthz`)).status === 200 ? true : undefined,
    );
    expect((await signUp(server.url, "after@load.test")).status).toBe(200);
    expect(server.process.exitCode).toBeNull();
  } finally {
    await admin.query(`alter database ${name} allow_connections true`).catch(() => {});
    await admin.end();
    await server.close();
    await db.cleanup();
  }
});

test("outside RSS feed down, slow or endless (embedded): /newsletter still answers in time", async () => {
  const { createServer } = await import("node:http");
  // Slow: headers only after 20 s. Endless: headers at once, then a body that never ends.
  const sockets = new Set<import("node:net").Socket>();
  const feed = createServer((req, res) => {
    if (req.url === "/slow") {
      setTimeout(() => res.end("<rss/>"), 20_000).unref();
      return;
    }
    res.writeHead(200, { "content-type": "application/rss+xml" });
    res.write('<?xml version="1.0"?><rss version="2.0"><channel><title>x</title>');
  });
  feed.on("connection", (s) => sockets.add(s));
  await new Promise<void>((r) => feed.listen(0, "127.0.0.1", () => r()));
  const feedPort = (feed.address() as { port: number }).port;
  const closedPort = await freePort();
  try {
    for (const url of [
      `http://127.0.0.1:${closedPort}/rss.xml`,
      `http://127.0.0.1:${feedPort}/slow`,
      `http://127.0.0.1:${feedPort}/endless`,
    ]) {
      const server = await startServer({ env: { RSS_FEED_URL: url } });
      try {
        const started = Date.now();
        // Bounded, so a server that never answers fails here instead of stalling the suite.
        const res = await fetch(`${server.url}/newsletter`, {
          signal: AbortSignal.timeout(60_000),
        });
        expect(res.status, url).toBe(200);
        await res.text();
        expect(Date.now() - started, url).toBeLessThan(15_000);
        expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
        expect(server.process.exitCode).toBeNull();
      } finally {
        await server.close();
      }
    }
  } finally {
    for (const s of sockets) s.destroy();
    await new Promise((r) => feed.close(r));
  }
});

test("log output nobody reads (a stalled log collector): SIGTERM still ends the server by the deadline", async () => {
  const server = await startServer({ env: { RATE_LIMIT: "off" } });
  try {
    // Stop reading the server's output, then make it log (a line per request at info) far
    // more than the pipe holds: the logger keeps the rest in memory, and its flush at exit
    // would wait for a reader for ever.
    server.process.stdout!.pause();
    for (let i = 0; i < 3_000; i++) await fetch(`${server.url}/healthz`);
    const started = Date.now();
    // The harness fails if the server outlives the deadline by 10 s; it is killed by then.
    await server.stop();
    expect(Date.now() - started).toBeLessThan(SHUTDOWN_DEADLINE_MS + 5_000);
  } finally {
    server.process.stdout!.resume();
    await server.close();
  }
});
