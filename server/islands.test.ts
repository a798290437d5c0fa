// Each widget's own module (ADR 228) is loaded by the pages that show the widget and by no
// other; the site's own inline JavaScript is the pre-paint bootstrap, at most 1.5 KB.
import { describe, expect, it } from "vitest";
import { type IslandName, ISLAND_SOURCES } from "../app/lib/islands.ts";
import { type TestApp, withTestApp } from "../tests/support/app.ts";

let t: TestApp;
withTestApp((app) => (t = app));

/** The widgets' modules each page must load; every other module is absent from it. */
const PAGES: Record<string, IslandName[]> = {
  "/": ["site"],
  "/about": ["site"],
  "/founders": ["site", "founder-quiz"],
  "/venturestakers": ["site", "staker-test", "faq", "simulator"],
  "/sample-exam": ["site", "exam"],
  "/presentation": ["site", "deck"],
  "/iu-deck": ["site", "deck"],
  "/login": ["site"],
};

/** The modules a page loads: the site's, and those it names for the bootstrap (IslandScript). */
const loaded = (body: string) =>
  [
    ...body.matchAll(
      /<(?:meta name="vs-island" content|script type="module" async="" src)="\/assets\/islands\/([a-z-]+)-[\w-]+\.js"/g,
    ),
  ].map(([, name]) => name);

describe("the widgets' own modules", () => {
  it("are loaded by the pages that show the widget, once, and by no other", async () => {
    for (const [url, wanted] of Object.entries(PAGES)) {
      const { body, statusCode } = await t.app.inject({
        url,
        headers: { "accept-encoding": "identity" },
      });
      expect(statusCode, url).toBe(200);
      expect(loaded(body).sort(), url).toEqual([...wanted].sort());
    }
    // Every module is some page's.
    expect(new Set(Object.values(PAGES).flat())).toEqual(new Set(Object.keys(ISLAND_SOURCES)));
  });

  it("are served with their hash, cached for good", async () => {
    const { body } = await t.app.inject({ url: "/founders" });
    const src = /content="(\/assets\/islands\/founder-quiz-[\w-]+\.js)"/.exec(body)?.[1];
    const res = await t.app.inject({ url: String(src) });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("javascript");
    expect(String(res.headers["cache-control"])).toContain("immutable");
  });

  it("leave one inline script of the site's own, the bootstrap, under 1.5 KB", async () => {
    const { body } = await t.app.inject({
      url: "/founders",
      headers: { "accept-encoding": "identity" },
    });
    // JavaScript only (not JSON-LD): the bootstrap, and React's and React Router's own
    // (the router's context and stream, React's streaming helpers `$R…`).
    const inline = [
      ...body.matchAll(/<script(?![^>]*\s(?:src|type)=)[^>]*>([\s\S]*?)<\/script>/g),
    ].map(([, text]) => text);
    const ours = inline.filter((text) => !/__reactRouter|\$R[A-Z]/.test(text));
    expect(ours).toHaveLength(1);
    expect(ours[0]).toMatch(/^\(function/);
    expect(Buffer.byteLength(ours[0])).toBeLessThanOrEqual(1536);
  });
});
