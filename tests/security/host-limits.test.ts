// A server that slow or greedy clients cannot exhaust (ADR 180): request,
// connection and keep-alive timeouts; 64 KB bodies except the avatar upload and the admin
// article form; multipart bodies read only after the session is checked.
import { connect, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { articleLimits } from "../../app/content/articles.ts";
import { createTestApp, type TestApp } from "../support/app.ts";
import { admin, count, inject } from "./support.ts";

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT: "off" });
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  port = (t.app.server.address() as { port: number }).port;
});
afterAll(async () => {
  await t?.close();
});

/** Opens a raw connection; resolves `closed` with the ms it stayed open and what it got. */
function rawClient() {
  const socket: Socket = connect(port, "127.0.0.1");
  const opened = Date.now();
  let received = "";
  socket.on("data", (d) => (received += d.toString("latin1")));
  socket.on("error", () => undefined);
  const closed = new Promise<{ ms: number; received: string }>((resolve) =>
    socket.once("close", () => resolve({ ms: Date.now() - opened, received })),
  );
  return { socket, closed, received: () => received };
}

describe("timeouts", () => {
  test("a client that sends part of its headers and stalls is cut off (headers timeout 10 s)", async () => {
    const c = rawClient();
    c.socket.write(`POST /login HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n`);
    const { ms } = await c.closed;
    expect(ms).toBeLessThan(15_000);
  }, 20_000);

  test("a client trickling a body is cut off by the request timeout (30 s)", async () => {
    const c = rawClient();
    c.socket.write(
      `POST /login HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nOrigin: ${t.origin}\r\n` +
        "Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 10000\r\n\r\n",
    );
    // One byte every 2 s: never idle long enough for the connection timeout.
    const drip = setInterval(() => c.socket.write("a"), 2_000);
    try {
      const { ms } = await c.closed;
      expect(ms).toBeGreaterThan(25_000);
      expect(ms).toBeLessThan(40_000);
    } finally {
      clearInterval(drip);
    }
  }, 60_000);

  test("an idle keep-alive connection is closed after 5 s", async () => {
    const c = rawClient();
    c.socket.write(`GET /healthz HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`);
    const { ms, received } = await c.closed;
    expect(received).toMatch(/^HTTP\/1\.1 200/);
    expect(ms).toBeLessThan(9_000);
  }, 20_000);
});

describe("body limits", () => {
  const urlencoded = (fields: Record<string, string>) => ({
    contentType: "application/x-www-form-urlencoded",
    body: new URLSearchParams(fields).toString(),
  });

  test("64 KB for ordinary forms and the API", async () => {
    const big = "x".repeat(70 * 1024);
    for (const [url, body] of [
      ["/login", urlencoded({ email: "a@b.c", password: big })],
      ["/forms/launch-arena", urlencoded({ message: big })],
      [
        "/api/auth/sign-in/email",
        { contentType: "application/json", body: JSON.stringify({ email: big, password: "x" }) },
      ],
    ] as const) {
      const res = await inject(t, { method: "POST", url, ...body });
      expect(res.statusCode, url).toBe(413);
    }
    // Just under the limit still reaches the action.
    const fits = await inject(t, {
      method: "POST",
      url: "/login",
      ...urlencoded({ email: "a@b.c", password: "x".repeat(60 * 1024) }),
    });
    expect(fits.statusCode).not.toBe(413);
  });

  test(`1 MB for the admin article form: ${articleLimits.content.toLocaleString("en-US")} characters of any script fit`, async () => {
    const boss = await admin(t, "body-limit-admin@sec.test");
    const article = (slug: string, content: string) =>
      inject(t, {
        method: "POST",
        url: "/admin?index",
        cookie: boss.cookie,
        ...urlencoded({
          intent: "create",
          title: "Long read",
          slug,
          description: "A long one",
          content,
          image_url: "",
          status: "draft",
        }),
      });
    const before = await count(t, "articles");
    // Four-byte characters: 50,000 of them are 600,000 bytes URL-encoded.
    const res = await article("long-read", "𠀀".repeat(articleLimits.content / 2));
    expect(res.statusCode).toBe(200);
    const cjk = await article("long-read-cjk", "漢".repeat(articleLimits.content));
    expect(cjk.statusCode).toBe(200);
    expect(await count(t, "articles")).toBe(before + 2);
    expect((await article("too-long", "x".repeat(1100 * 1024))).statusCode).toBe(413);
  });

  test("an anonymous client may send no more than 64 KB anywhere, whatever the content type (ADR 190)", async () => {
    for (const [url, type] of [
      ["/admin", "application/x-www-form-urlencoded"],
      ["/dashboard", "application/x-www-form-urlencoded"],
      ["/admin.data", "application/json"],
      ["/dashboard.data", "text/plain"],
    ] as const) {
      const c = rawClient();
      c.socket.write(
        `POST ${url} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nOrigin: ${t.origin}\r\n` +
          `Content-Type: ${type}\r\nContent-Length: ${900 * 1024}\r\n\r\nintent=create&content=`,
      );
      // Refused while almost all of the announced 900 KB are still unsent.
      const deadline = Date.now() + 3_000;
      while (!c.received().includes("\r\n\r\n") && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 50));
      c.socket.destroy();
      expect(c.received(), url).toMatch(/^HTTP\/1\.1 413/);
    }
    // A body within 64 KB still reaches the page, which answers an anonymous visitor itself.
    const small = await inject(t, {
      method: "POST",
      url: "/admin",
      ...urlencoded({ intent: "create", content: "x".repeat(1024) }),
    });
    expect(small.statusCode).not.toBe(413);
  });

  test("a multipart body is not read before the session is checked", async () => {
    const c = rawClient();
    const boundary = "----vsboundary";
    c.socket.write(
      `POST /dashboard HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nOrigin: ${t.origin}\r\n` +
        `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${5 * 1024 * 1024}\r\n\r\n` +
        `--${boundary}\r\ncontent-disposition: form-data; name="intent"\r\n\r\navatar\r\n`,
    );
    // The answer comes while almost all of the announced 5 MB are still unsent.
    const deadline = Date.now() + 5_000;
    while (!c.received().includes("\r\n\r\n") && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 50));
    c.socket.destroy();
    expect(c.received()).toMatch(/^HTTP\/1\.1 (302|401|403)/);
  });
});

describe("trusted origins", () => {
  const post = (target: TestApp, url: string, origin: string) =>
    target.app.inject({
      method: "POST",
      url,
      headers: {
        host: new URL(origin).host,
        origin,
        "content-type": "application/json",
        "x-forwarded-for": "192.0.2.77",
      },
      payload: JSON.stringify({ email: "nobody@sec.test", password: "wrong password" }),
    });

  test("the Host header never makes an origin trusted", async () => {
    for (const url of ["/api/auth/sign-in/email", "/login", "/api/events"])
      expect((await post(t, url, "http://evil.example")).statusCode, url).toBe(403);
  });

  test("TRUSTED_ORIGINS adds origins besides PUBLIC_URL's", async () => {
    const alt = await createTestApp({
      RATE_LIMIT: "off",
      TRUSTED_ORIGINS: "http://alt.example:8080",
    });
    try {
      expect(
        (await post(alt, "/api/auth/sign-in/email", "http://alt.example:8080")).statusCode,
      ).toBe(401);
      expect((await post(alt, "/api/auth/sign-in/email", "http://other.example")).statusCode).toBe(
        403,
      );
    } finally {
      await alt.close();
    }
  });
});
