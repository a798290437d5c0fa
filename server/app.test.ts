import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { INERT_MODULE_TYPE } from "../app/lib/head-script.ts";
import { createTestApp, type TestApp, withTestApp } from "../tests/support/app.ts";

let t: TestApp;
withTestApp((app) => (t = app));

describe("host", () => {
  it("answers /healthz with 200 while the database answers", async () => {
    const res = await t.app.inject("/healthz");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: "ok" });
  });

  it("serves the prerendered landing page with its content and a hash-based CSP", async () => {
    const res = await t.app.inject({ url: "/", headers: { "accept-encoding": "identity" } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/html");
    expect(res.body).toContain("A new game of innovation for");
    const csp = String(res.headers["content-security-policy"]);
    expect(csp).toMatch(/script-src 'self' 'sha256-/);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["x-frame-options"]).toBe("DENY");
    expect(res.headers["referrer-policy"]).toBeDefined();
    expect(res.headers["permissions-policy"]).toBeDefined();
    expect(res.headers["strict-transport-security"]).toBeUndefined();
  });

  it("asks for no module before the first paint, prerendered or not: no preloads, the module script inert (ADR 206)", async () => {
    for (const url of ["/", "/login"]) {
      const { body } = await t.app.inject({ url, headers: { "accept-encoding": "identity" } });
      expect(body, url).not.toMatch(/rel="modulepreload"/);
      // None but the site's own module (ADR 228), which answers before hydration.
      expect(body, url).not.toMatch(/<script(?![^>]*\/assets\/islands\/)[^>]*type="module"/);
      const inert = [
        ...body.matchAll(
          new RegExp(
            `<script\\b[^>]*\\btype="${INERT_MODULE_TYPE}"[^>]*>([\\s\\S]*?)</script>`,
            "g",
          ),
        ),
      ];
      expect(inert.length, url).toBe(1);
      expect(inert[0][1], url).toMatch(/import\("\/assets\/entry\.client-[\w-]+\.js"\)/);
      expect(body.indexOf('rel="stylesheet"'), url).toBeLessThan(body.indexOf("<body"));
    }
  });

  it("asks for nothing before the first paint but the stylesheet and the core font (ADR 175, 206)", async () => {
    for (const url of ["/", "/login"]) {
      const { body } = await t.app.inject({ url, headers: { "accept-encoding": "identity" } });
      const preloads = [...body.matchAll(/<link\b[^>]*\brel="preload"[^>]*>/g)].map(([tag]) => tag);
      expect(preloads, url).toEqual([expect.stringMatching(/figtree-core-[\w-]+\.woff2/)]);
      expect(body, url).not.toMatch(/<img\b(?![^>]*loading="lazy")/);
    }
  });

  it("sends brotli when accepted and answers 304 to a matching ETag", async () => {
    const res = await t.app.inject({ url: "/", headers: { "accept-encoding": "gzip, br" } });
    expect(res.headers["content-encoding"]).toBe("br");
    const again = await t.app.inject({
      url: "/",
      headers: { "if-none-match": String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it("serves hashed assets as immutable, pre-compressed files", async () => {
    const html = (await t.app.inject({ url: "/", headers: { "accept-encoding": "identity" } }))
      .body;
    const asset = /href="(\/assets\/[^"]+\.css)"/.exec(html)?.[1];
    expect(asset).toBeTruthy();
    const res = await t.app.inject({ url: asset!, headers: { "accept-encoding": "gzip" } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(res.headers["content-encoding"]).toBe("gzip");
  });

  it("assigns a sticky hero variant cookie on the landing page", async () => {
    const first = await t.app.inject("/");
    const cookie = String(first.headers["set-cookie"]);
    expect(cookie).toMatch(/^vs_hero=[AB]; Path=\/; Max-Age=31536000; SameSite=Lax/);
    const again = await t.app.inject({ url: "/", headers: { cookie: cookie.split(";")[0] } });
    expect(again.headers["set-cookie"]).toBeUndefined();
  });

  it("answers an unknown path with the 404 screen and status", async () => {
    const res = await t.app.inject("/no-such-page");
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain("Oops! Page not found");
    expect(res.body).toContain("Return to Home");
    expect(String(res.headers["content-security-policy"])).toMatch(/'nonce-[A-Za-z0-9+/=]+'/);
  });

  it("compresses server-rendered HTML for clients that accept it", async () => {
    const res = await t.app.inject({
      url: "/no-such-page",
      headers: { "accept-encoding": "gzip" },
    });
    expect(res.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(res.rawPayload).toString("utf8")).toContain("Oops! Page not found");
  });

  // docs/product.md#every-screen: a thrown response is not a crash; it says its status in the
  // status's own words.
  it("answers a request a route cannot handle with its status, never the crash screen", async () => {
    for (const url of ["/", "/leaderboard", "/articles/does-not-exist"]) {
      const res = await t.app.inject({
        method: "POST",
        url,
        payload: "a=1",
        headers: { "content-type": "application/x-www-form-urlencoded" },
      });
      expect(res.statusCode, url).toBe(405);
      expect(res.body, url).not.toContain("Unexpected Application Error!");
      expect(res.body, url).toContain("<h1");
      expect(res.body, url).toMatch(/405 Method Not Allowed/);
      expect(res.body, url).toContain("Return to Home");
    }
    const missing = await t.app.inject("/articles/does-not-exist");
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain("Oops! Page not found");
    expect(missing.body).not.toContain("Unexpected Application Error!");
  });

  it("lists public pages in the sitemap and points robots.txt at it", async () => {
    const sitemap = await t.app.inject("/sitemap.xml");
    expect(sitemap.headers["content-type"]).toContain("application/xml");
    expect(sitemap.body).toContain("<loc>");
    const robots = await t.app.inject("/robots.txt");
    expect(robots.body).toContain("Sitemap:");
  });

  it("answers 503 on /healthz when the database is gone", async () => {
    const other = await createTestApp();
    await other.services.database.close();
    const res = await other.app.inject("/healthz");
    expect(res.statusCode).toBe(503);
    await other.app.close();
    await other.mail.close();
  });
});
