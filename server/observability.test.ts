// Metrics, request ids and request logs (ADR 150) through `inject` on a built app.
import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "../app/lib/logger.server.ts";
import { createTestApp, type TestApp } from "../tests/support/app.ts";
import { startMetricsServer } from "./plugins/metrics.ts";

const TOKEN = "metrics-token-for-tests-0123456789";

function captureLog() {
  const lines: Record<string, unknown>[] = [];
  const raw: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      for (const line of String(chunk).split("\n").filter(Boolean)) {
        raw.push(line);
        lines.push(JSON.parse(line) as Record<string, unknown>);
      }
      done();
    },
  });
  return { log: createLogger("info", stream), lines, raw };
}

/** The value of one sample in Prometheus text, 0 when absent. */
function sample(text: string, name: string, labels = ""): number {
  const line = text.split("\n").find((l) => l.startsWith(`${name}${labels} `));
  return line ? Number(line.split(" ")[1]) : 0;
}

describe("with METRICS_TOKEN", () => {
  let t: TestApp;
  const captured = captureLog();
  const email = "metrics.member@example.test";
  const password = "a sturdy passphrase 42";

  beforeAll(async () => {
    t = await createTestApp({ METRICS_TOKEN: TOKEN }, { log: captured.log });
  });
  afterAll(() => t.close());

  const scrape = async () => {
    const res = await t.app.inject({
      url: "/metrics",
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/plain/);
    return res.body;
  };

  it("refuses /metrics without the token or with a wrong one", async () => {
    expect((await t.app.inject({ url: "/metrics" })).statusCode).toBe(401);
    const wrong = await t.app.inject({
      url: "/metrics",
      headers: { authorization: "Bearer nope" },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).not.toContain("http_requests_total");
  });

  it("counts requests by route pattern, sign-ups, confirmations and mail by kind", async () => {
    const before = await scrape();
    const signUp = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-up/email",
      headers: { origin: t.origin, "content-type": "application/json" },
      payload: { name: "Metric Member", email, password },
    });
    expect(signUp.statusCode).toBe(200);
    const mail = await t.mail.waitFor(email, /Confirm/);
    const link = /http\S+verify-email\S+/.exec(mail.text)![0].replace(/[).,]+$/, "");
    const verify = await t.app.inject({ url: new URL(link).pathname + new URL(link).search });
    expect(verify.statusCode).toBeLessThan(400);
    await t.app.inject({ url: "/articles/some-slug-that-is-not-there" });
    const after = await scrape();

    expect(sample(after, "signups_total") - sample(before, "signups_total")).toBe(1);
    expect(
      sample(after, "email_confirmations_total") - sample(before, "email_confirmations_total"),
    ).toBe(1);
    const confirmations = '{kind="email-confirmation"}';
    expect(
      sample(after, "mails_sent_total", confirmations) -
        sample(before, "mails_sent_total", confirmations),
    ).toBe(1);
    // Route patterns, never the path a client sent.
    expect(after).toMatch(
      /http_requests_total\{method="POST",route="\/api\/auth\/\*",status="200"\}/,
    );
    expect(after).toMatch(
      /http_requests_total\{method="GET",route="\/articles\/:slug",status="404"\}/,
    );
    expect(after).not.toContain("some-slug-that-is-not-there");
    expect(after).toMatch(
      /http_request_duration_seconds_bucket\{le="[^"]+",method="POST",route="\/api\/auth\/\*"\}/,
    );
    for (const name of [
      "referral_awards_total",
      "referral_voids_total",
      "points_adjustments_total",
      "mails_failed_total",
      "job_runs_total",
      "job_duration_seconds",
      "db_query_errors_total",
      "db_pool_connections",
      "process_resident_memory_bytes",
      "nodejs_heap_size_used_bytes",
      "nodejs_eventloop_lag_seconds",
    ])
      expect(after).toContain(`# TYPE ${name}`);
  });

  it("pays and counts a referral award when the referred member confirms", async () => {
    const referrer = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-up/email",
      headers: { origin: t.origin, "content-type": "application/json" },
      payload: { name: "Referrer Person", email: "referrer.m@example.test", password },
    });
    const referrerId = (JSON.parse(referrer.body) as { user: { id: string } }).user.id;
    const before = await scrape();
    await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-up/email",
      headers: { origin: t.origin, "content-type": "application/json" },
      payload: { name: "Referred Person", email: "referred.m@example.test", password, referrerId },
    });
    const mail = await t.mail.waitFor("referred.m@example.test", /Confirm/);
    const link = new URL(/http\S+verify-email\S+/.exec(mail.text)![0]);
    await t.app.inject({ url: link.pathname + link.search });
    const after = await scrape();
    expect(sample(after, "referral_awards_total") - sample(before, "referral_awards_total")).toBe(
      1,
    );
  });

  it("writes one JSON line per request, with the request id and no personal data", async () => {
    const res = await t.app.inject({ url: "/healthz" });
    const id = res.headers["x-request-id"] as string;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const line = captured.lines.find((l) => l.reqId === id && l.msg === "request");
    expect(line).toMatchObject({ method: "GET", route: "/healthz", status: 200 });
    expect(typeof line!.ms).toBe("number");
    expect(line).not.toHaveProperty("ip");
    expect(captured.lines.filter((l) => l.reqId === id && l.msg === "request")).toHaveLength(1);
    const all = captured.raw.join("\n");
    for (const secret of [email, password, "referred.m@example.test", TOKEN, "vs.session_token"])
      expect(all).not.toContain(secret);
  });

  it("ignores a client's x-request-id unless it comes through a trusted proxy", async () => {
    // inject connects from 127.0.0.1: trusted under the default TRUST_PROXY=loopback.
    const res = await t.app.inject({
      url: "/healthz",
      headers: { "x-request-id": "proxy-id-123" },
    });
    expect(res.headers["x-request-id"]).toBe("proxy-id-123");
    const bad = await t.app.inject({ url: "/healthz", headers: { "x-request-id": "bad id\nx" } });
    // A malformed id is replaced by a fresh UUID (which may itself contain the letters "bad":
    // the old `not.toContain("bad")` failed about once in 150 runs).
    expect(bad.headers["x-request-id"]).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
    );
  });
});

describe("without METRICS_TOKEN", () => {
  let t: TestApp;
  const captured = captureLog();
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: "false", LOG_CLIENT_IP: "on" }, { log: captured.log });
  });
  afterAll(() => t.close());

  it("has no /metrics endpoint", async () => {
    const res = await t.app.inject({
      url: "/metrics",
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain("http_requests_total");
  });

  it("generates ids when no proxy is trusted, and logs the client address with LOG_CLIENT_IP=on", async () => {
    const res = await t.app.inject({ url: "/healthz", headers: { "x-request-id": "forged-id" } });
    const id = res.headers["x-request-id"] as string;
    expect(id).not.toBe("forged-id");
    const line = captured.lines.find((l) => l.reqId === id && l.msg === "request");
    expect(line).toMatchObject({ ip: "127.0.0.1" });
  });
});

describe("METRICS_PORT", () => {
  it("serves /metrics on 127.0.0.1 only, and nothing else", async () => {
    const server = await startMetricsServer(0);
    try {
      const { address, port } = server.address() as { address: string; port: number };
      expect(address).toBe("127.0.0.1");
      const res = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain("# TYPE process_resident_memory_bytes");
      expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(404);
    } finally {
      server.close();
    }
  });
});
