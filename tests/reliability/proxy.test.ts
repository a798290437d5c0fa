// docs/deploy.md's topology on loopback (ADR 150): nginx with TLS and HTTP→HTTPS in front
// of two instances on one PostgreSQL, configured by docs/deploy/nginx-site.conf itself; the
// smoke flows go through the proxy. The systemd units of docs/deploy/ are checked by
// systemd-analyze where it exists.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import https from "node:https";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshDatabase } from "../support/database.ts";
import { startMailSink, type MailSink } from "../support/mail-sink.ts";
import { freePort, repoRoot, type RunningServer } from "../support/server.ts";
import { PASSWORD, startServer, waitFor } from "./support.ts";

const deployDir = path.join(repoRoot, "docs/deploy");
const tmp = mkdtempSync(path.join(os.tmpdir(), "vs-proxy-"));
let db: Awaited<ReturnType<typeof freshDatabase>>;
let mail: MailSink;
let a: RunningServer;
let b: RunningServer;
let nginx: ChildProcess;
let ca: Buffer;
let origin: string;
let plainOrigin: string;
let env: Record<string, string>;

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };

function call(
  url: string,
  opts: { method?: string; headers?: Record<string, string>; body?: string } = {},
) {
  return new Promise<Answer>((resolve, reject) => {
    const target = new URL(url);
    const client = target.protocol === "https:" ? https : http;
    const req = client.request(
      target,
      { method: opts.method ?? "GET", headers: opts.headers, ca, agent: false },
      (res) => {
        let body = "";
        res.setEncoding(res.headers["content-encoding"] ? "latin1" : "utf8");
        res.on("data", (d) => (body += d));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on("error", reject);
    req.end(opts.body);
  });
}

/** docs/deploy/nginx-site.conf with this machine's ports and paths; every edit must apply. */
function siteConfig(ports: { http: number; tls: number; a: number; b: number }) {
  let conf = readFileSync(path.join(deployDir, "nginx-site.conf"), "utf8");
  const swaps: [string, string][] = [
    ["server 127.0.0.1:3001", `server 127.0.0.1:${ports.a}`],
    ["server 127.0.0.1:3002", `server 127.0.0.1:${ports.b}`],
    ["listen 80;", `listen 127.0.0.1:${ports.http};`],
    ["listen 443 ssl http2;", `listen 127.0.0.1:${ports.tls} ssl http2;`],
    ["https://example.org", `https://localhost:${ports.tls}`],
    ["server_name example.org", "server_name localhost"],
    ["/etc/letsencrypt/live/example.org/fullchain.pem", path.join(tmp, "cert.pem")],
    ["/etc/letsencrypt/live/example.org/privkey.pem", path.join(tmp, "key.pem")],
    ["/var/log/nginx/", `${tmp}/`],
    ["/var/www/letsencrypt", tmp],
  ];
  for (const [from, to] of swaps) {
    expect(conf, `docs/deploy/nginx-site.conf no longer has "${from}"`).toContain(from);
    conf = conf.split(from).join(to);
  }
  return conf;
}

beforeAll(async () => {
  for (const bin of ["/usr/sbin/nginx", "/usr/bin/openssl"])
    if (!existsSync(bin)) throw new Error(`${bin} is missing (apt-get install nginx openssl)`);
  const cert = spawnSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "rsa:2048",
      "-nodes",
      "-days",
      "1",
      "-subj",
      "/CN=localhost",
      "-addext",
      "subjectAltName=DNS:localhost,IP:127.0.0.1",
      "-keyout",
      path.join(tmp, "key.pem"),
      "-out",
      path.join(tmp, "cert.pem"),
    ],
    { encoding: "utf8" },
  );
  expect(cert.status, cert.stderr).toBe(0);
  ca = readFileSync(path.join(tmp, "cert.pem"));

  const ports = { http: await freePort(), tls: await freePort(), a: 0, b: 0 };
  origin = `https://localhost:${ports.tls}`;
  plainOrigin = `http://127.0.0.1:${ports.http}`;
  db = await freshDatabase("postgres");
  mail = await startMailSink();
  // Every instance shares the secrets (docs/deploy/env.example) and the database.
  env = {
    PUBLIC_URL: origin,
    BETTER_AUTH_SECRET: randomBytes(32).toString("base64url"),
    ADDRESS_HASH_SECRET: randomBytes(32).toString("base64url"),
    TRUST_PROXY: "loopback",
    LOG_LEVEL: "info",
    LOG_CLIENT_IP: "on",
    RATE_LIMIT: "off",
    // As in production (docs/deploy.md): the rolling restart below drains.
    SHUTDOWN_DRAIN_MS: "1500",
  };
  const secondDir = path.join(tmp, "b");
  mkdirSync(secondDir);
  [a, b] = await Promise.all([
    startServer({ env, databaseEnv: db.env, mail }),
    startServer({ env, databaseEnv: { ...db.env, DATA_DIR: secondDir }, mail }),
  ]);
  ports.a = a.port;
  ports.b = b.port;

  writeFileSync(path.join(tmp, "site.conf"), siteConfig(ports));
  writeFileSync(
    path.join(tmp, "nginx.conf"),
    `worker_processes 1;
daemon off;
pid ${tmp}/nginx.pid;
error_log ${tmp}/error.log warn;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  client_body_temp_path ${tmp}/body;
  proxy_temp_path ${tmp}/proxy;
  fastcgi_temp_path ${tmp}/fastcgi;
  uwsgi_temp_path ${tmp}/uwsgi;
  scgi_temp_path ${tmp}/scgi;
  include ${tmp}/site.conf;
}
`,
  );
  const args = ["-c", path.join(tmp, "nginx.conf"), "-p", tmp];
  const check = spawnSync("/usr/sbin/nginx", ["-t", ...args], { encoding: "utf8" });
  expect(check.status, check.stderr).toBe(0);
  nginx = spawn("/usr/sbin/nginx", args, { stdio: "ignore" });
  for (let i = 0; ; i++) {
    const up = await call(`${origin}/healthz`).catch(() => null);
    if (up?.status === 200) break;
    if (i > 100) throw new Error("nginx did not come up");
    await new Promise((r) => setTimeout(r, 100));
  }
});

afterAll(async () => {
  if (nginx && nginx.exitCode === null) {
    const exited = new Promise((r) => nginx.once("exit", r));
    nginx.kill("SIGTERM");
    await exited;
  }
  await Promise.all([a?.close(), b?.close()]);
  await mail?.close();
  await db?.cleanup();
  rmSync(tmp, { recursive: true, force: true });
});

describe("nginx + two instances + PostgreSQL (docs/deploy.md)", () => {
  it("smoke: redirects HTTP to HTTPS and serves the site over TLS, compressed by the app", async () => {
    const plain = await call(`${plainOrigin}/waitlist?ref=x`);
    expect(plain.status).toBe(301);
    expect(plain.headers.location).toBe(`${origin}/waitlist?ref=x`);
    const home = await call(`${origin}/`, { headers: { "accept-encoding": "br, gzip" } });
    expect(home.status).toBe(200);
    expect(home.headers["content-encoding"]).toBe("br");
    expect(home.headers["strict-transport-security"]).toMatch(/max-age=\d+/);
    // Never public through the proxy.
    expect((await call(`${origin}/metrics`)).status).toBe(404);
  });

  it("smoke: a member signs up, confirms and stays signed in on both instances", async () => {
    const email = "proxied.member@load.test";
    const signUp = await call(`${origin}/api/auth/sign-up/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin },
      body: JSON.stringify({ name: "Proxied Member", email, password: PASSWORD }),
    });
    expect(signUp.status, signUp.body).toBe(200);
    const cookies = ([] as string[]).concat(signUp.headers["set-cookie"] ?? []);
    // https PUBLIC_URL behind TLS: the session cookie is Secure (X-Forwarded-Proto trusted).
    expect(cookies.some((c) => /^__Secure-vs\.session_token=.*; Secure/i.test(c))).toBe(true);
    let cookie = cookies.map((c) => c.split(";", 1)[0]).join("; ");

    const link = mail.link(await mail.waitFor(email, /Confirm/), /verify-email/);
    expect(link.startsWith(`${origin}/`)).toBe(true);
    const confirmed = await call(link, { headers: { cookie } });
    expect(confirmed.status).toBe(302);
    const fresh = ([] as string[]).concat(confirmed.headers["set-cookie"] ?? []);
    if (fresh.length) cookie = fresh.map((c) => c.split(";", 1)[0]).join("; ");

    // Round robin: the requests reach both instances, and the session works on each.
    const ids: string[] = [];
    for (let i = 0; i < 6; i++) {
      const page = await call(`${origin}/dashboard`, {
        headers: { cookie, "x-forwarded-for": "203.0.113.77" },
      });
      expect(page.status).toBe(200);
      expect(page.body).toContain("Proxied Member");
      const id = String(page.headers["x-request-id"]);
      // nginx's $request_id, honoured because nginx is a trusted proxy.
      expect(id).toMatch(/^[0-9a-f]{32}$/);
      ids.push(id);
    }
    const served = (s: RunningServer) => ids.filter((id) => s.output().includes(`"reqId":"${id}"`));
    // A request's log line is written as its response ends: give the last one a moment.
    await waitFor("every request's log line", async () =>
      served(a).length + served(b).length === ids.length ? true : undefined,
    );
    expect(served(a).length).toBeGreaterThan(0);
    expect(served(b).length).toBeGreaterThan(0);
    expect(served(a).length + served(b).length).toBe(ids.length);
    // The client address is the one nginx saw, not the header the client sent.
    const logged = `${a.output()}\n${b.output()}`;
    expect(logged).not.toContain("203.0.113.77");
    expect(logged).toMatch(/"route":"\/dashboard","status":200,"ms":[\d.]+,"ip":"127\.0\.0\.1"/);
  });

  it("drops no request across a rolling restart of both instances (ADR 202)", async () => {
    const failures: string[] = [];
    let served = 0;
    let running = true;
    const load = Promise.all(
      Array.from({ length: 6 }, async (_, i) => {
        while (running) {
          const answer = await call(`${origin}${i % 2 ? "/leaderboard" : "/healthz"}`).catch(
            (err: Error) => ({ status: 0, body: err.message }),
          );
          if (answer.status === 200) served++;
          else failures.push(`${answer.status} ${answer.body.slice(0, 80)}`);
        }
      }),
    );
    const restart = async (old: RunningServer) => {
      old.process.kill("SIGTERM");
      // The signal reaches the server's event loop in its own time: a request that arrives
      // first is still answered as before (it failed CI once, at 67 ms).
      await waitFor("the instance to take the signal", async () =>
        old.output().includes("SIGTERM received") ? true : undefined,
      );
      // Draining: /healthz fails at once, requests are still served, each with
      // 'Connection: close' so keep-alive clients (nginx) reconnect elsewhere.
      const health = await call(`${old.url}/healthz`);
      expect(health.status).toBe(503);
      expect(health.body).toContain("stopping");
      const page = await call(`${old.url}/leaderboard`);
      expect(page.status).toBe(200);
      expect(page.headers.connection).toBe("close");
      expect(await old.stop()).toBe(0);
      await old.close();
      const next = await startServer({
        env,
        databaseEnv: { DATABASE_URL: old.env.DATABASE_URL, DATA_DIR: old.dataDir },
        mail,
        port: old.port,
      });
      // As docs/deploy.md says: the next instance restarts once nginx sends this one
      // requests again (it marked it failed for fail_timeout while it was away).
      await waitFor(
        "nginx to send requests to the restarted instance",
        async () => (next.output().includes('"route":"/leaderboard"') ? true : undefined),
        30_000,
      );
      return next;
    };
    a = await restart(a);
    b = await restart(b);
    await new Promise((r) => setTimeout(r, 500));
    running = false;
    await load;
    expect(failures).toEqual([]);
    expect(served).toBeGreaterThan(50);
  });

  it("keeps answering while one instance stops", async () => {
    await b.stop("SIGTERM");
    for (let i = 0; i < 6; i++) {
      expect((await call(`${origin}/healthz`)).status).toBe(200);
      expect((await call(`${origin}/leaderboard`)).status).toBe(200);
    }
  });
});

describe("the systemd units of docs/deploy", () => {
  const analyze = "/usr/bin/systemd-analyze";
  it.skipIf(!existsSync(analyze))("pass systemd-analyze verify", () => {
    const dir = path.join(tmp, "units");
    mkdirSync(dir, { recursive: true });
    for (const [file, as] of [
      ["venturestaking@.service", "venturestaking@3001.service"],
      ["venturestaking-backup.service", "venturestaking-backup.service"],
      ["venturestaking-backup.timer", "venturestaking-backup.timer"],
    ]) {
      const text = readFileSync(path.join(deployDir, file), "utf8");
      writeFileSync(path.join(dir, as), text.split("/opt/venturestaking").join(repoRoot));
    }
    const result = spawnSync(
      analyze,
      [
        "verify",
        ...[
          "venturestaking@3001.service",
          "venturestaking-backup.service",
          "venturestaking-backup.timer",
        ].map((f) => path.join(dir, f)),
      ],
      { encoding: "utf8" },
    );
    expect(`${result.stdout}${result.stderr}`.trim()).toBe("");
    expect(result.status).toBe(0);
  });
});
