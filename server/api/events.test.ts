import { describe, expect, it } from "vitest";
import { abTestEvents } from "../../db/schema.ts";
import { privacyChoiceCookie } from "../../app/lib/site-config.ts";
import { type TestApp, withTestApp } from "../../tests/support/app.ts";

let t: TestApp;
let ipCounter = 0;
/** Each test gets its own client address, so the per-IP beacon limit never couples tests. */
const nextIp = () => `10.0.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

withTestApp((app) => (t = app), { RATE_LIMIT_BEACON_MAX: "5", RATE_LIMIT_WINDOW_SECONDS: "60" });

async function beacon(opts: {
  body?: string;
  cookie?: string;
  headers?: Record<string, string>;
  ip?: string;
}) {
  return t.app.inject({
    method: "POST",
    url: "/api/events",
    payload: opts.body ?? JSON.stringify({ variant: "A", event_type: "page_view" }),
    headers: {
      "content-type": "application/json",
      ...(opts.cookie ? { cookie: opts.cookie } : {}),
      ...opts.headers,
    },
    remoteAddress: opts.ip ?? nextIp(),
  });
}

async function events() {
  return t.db.select().from(abTestEvents);
}

async function clearEvents() {
  await t.db.delete(abTestEvents);
}

describe("POST /api/events (hero A/B beacon)", () => {
  it("smoke: records an event with consent, from the visitor's variant cookie, and sets an anonymous visitor id", async () => {
    await clearEvents();
    const res = await beacon({
      cookie: "vs_consent=all; vs_hero=B",
      body: JSON.stringify({ variant: "A", event_type: "click_primary_cta" }),
    });
    expect(res.statusCode).toBe(204);
    const setCookie = String(res.headers["set-cookie"]);
    expect(setCookie).toMatch(
      /^vs_vid=[A-Za-z0-9_-]{16,64}; Path=\/; Max-Age=31536000; SameSite=Lax; HttpOnly/,
    );
    const rows = await events();
    expect(rows).toHaveLength(1);
    // The body claimed A, but the sticky cookie says B: the cookie wins.
    expect(rows[0]).toMatchObject({
      testName: "hero-messaging",
      variant: "B",
      eventType: "click_primary_cta",
    });
    const visitorId = /vs_vid=([^;]+)/.exec(setCookie)![1];
    expect(rows[0].visitorId).toBe(visitorId);
    expect(rows[0].timestamp).toBeInstanceOf(Date);
  });

  it("keeps the visitor id the cookie carries and uses the body's variant when there is no variant cookie", async () => {
    await clearEvents();
    const vid = "abcdefghijklmnop1234";
    const res = await beacon({
      cookie: `vs_consent=all; vs_vid=${vid}`,
      body: JSON.stringify({ variant: "B", event_type: "click_secondary_cta" }),
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers["set-cookie"]).toBeUndefined();
    expect(await events()).toMatchObject([
      { variant: "B", eventType: "click_secondary_cta", visitorId: vid },
    ]);
  });

  it("replaces a malformed visitor id with a fresh random one", async () => {
    await clearEvents();
    const res = await beacon({ cookie: "vs_consent=all; vs_hero=A; vs_vid=<script>" });
    expect(res.statusCode).toBe(204);
    const fresh = /vs_vid=([^;]+)/.exec(String(res.headers["set-cookie"]))![1];
    expect(fresh).not.toBe("<script>");
    expect((await events())[0].visitorId).toBe(fresh);
  });

  it("keeps a page's view and click sent together without a cookie as one visitor: the page's id", async () => {
    await clearEvents();
    const visitor = "page-drawn-visitor-0001";
    const body = (event_type: string) => JSON.stringify({ variant: "A", event_type, visitor });
    const [view, click] = await Promise.all([
      beacon({ cookie: "vs_consent=all; vs_hero=A", body: body("page_view") }),
      beacon({ cookie: "vs_consent=all; vs_hero=A", body: body("click_primary_cta") }),
    ]);
    expect([view.statusCode, click.statusCode]).toEqual([204, 204]);
    expect(String(view.headers["set-cookie"])).toMatch(new RegExp(`^vs_vid=${visitor};`));
    expect(new Set((await events()).map((e) => e.visitorId))).toEqual(new Set([visitor]));
    // The cookie, once there, wins over the page's id.
    await beacon({
      cookie: "vs_consent=all; vs_hero=A; vs_vid=cookie-visitor-0000001",
      body: body("page_view"),
    });
    expect((await events()).map((e) => e.visitorId).sort()).toEqual([
      "cookie-visitor-0000001",
      visitor,
      visitor,
    ]);
  });

  it("records every event type for both variants", async () => {
    await clearEvents();
    for (const variant of ["A", "B"]) {
      for (const type of ["page_view", "click_primary_cta", "click_secondary_cta"]) {
        const res = await beacon({
          cookie: `vs_consent=all; vs_hero=${variant}`,
          body: JSON.stringify({ variant, event_type: type }),
        });
        expect(res.statusCode).toBe(204);
      }
    }
    const rows = await events();
    expect(rows.map((r) => `${r.variant}:${r.eventType}`).sort()).toEqual([
      "A:click_primary_cta",
      "A:click_secondary_cta",
      "A:page_view",
      "B:click_primary_cta",
      "B:click_secondary_cta",
      "B:page_view",
    ]);
  });

  const notMeasured: [string, { cookie?: string; headers?: Record<string, string> }][] = [
    ["no consent choice yet", { cookie: "vs_hero=A" }],
    ["rejected non-essential cookies", { cookie: "vs_consent=essential; vs_hero=A" }],
    [
      "opted out in Privacy Choices",
      { cookie: `vs_consent=all; vs_hero=A; ${privacyChoiceCookie}=opt-out` },
    ],
    ["sends Sec-GPC: 1", { cookie: "vs_consent=all; vs_hero=A", headers: { "sec-gpc": "1" } }],
  ];
  for (const [who, opts] of notMeasured) {
    it(`records nothing and sets no cookie for a visitor who ${who}`, async () => {
      await clearEvents();
      const res = await beacon(opts);
      expect(res.statusCode).toBe(204);
      expect(res.headers["set-cookie"]).toBeUndefined();
      expect(await events()).toHaveLength(0);
    });
  }

  it("still records for a visitor who opted in explicitly", async () => {
    await clearEvents();
    const res = await beacon({
      cookie: `vs_consent=all; vs_hero=A; ${privacyChoiceCookie}=opt-in`,
    });
    expect(res.statusCode).toBe(204);
    expect(await events()).toHaveLength(1);
  });

  const badBodies: [string, string, RegExp][] = [
    ["malformed JSON", "{variant:", /not valid JSON/],
    ["an empty body", "", /not valid JSON|JSON object/],
    ["a JSON array", "[1,2]", /JSON object/],
    [
      "an unknown variant",
      JSON.stringify({ variant: "C", event_type: "page_view" }),
      /variant must be 'A' or 'B'/,
    ],
    [
      "an unknown event type",
      JSON.stringify({ variant: "A", event_type: "purchase" }),
      /event_type must be one of page_view, click_primary_cta, click_secondary_cta/,
    ],
    ["a missing event type", JSON.stringify({ variant: "A" }), /event_type must be one of/],
    [
      "an extra field",
      JSON.stringify({ variant: "A", event_type: "page_view", visitor_id: "x" }),
      /visitor_id|Unrecognized/i,
    ],
  ];
  badBodies.push([
    "a malformed visitor id",
    JSON.stringify({ variant: "A", event_type: "page_view", visitor: "<script>" }),
    /visitor must be a visitor id/,
  ]);
  for (const [what, body, message] of badBodies) {
    it(`answers 400 with a clear message for ${what}`, async () => {
      await clearEvents();
      const res = await beacon({ body, cookie: "vs_consent=all; vs_hero=A" });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatch(message);
      expect(await events()).toHaveLength(0);
    });
  }

  it("accepts a text/plain beacon body (what sendBeacon sends for a string)", async () => {
    await clearEvents();
    const res = await beacon({
      cookie: "vs_consent=all; vs_hero=A",
      headers: { "content-type": "text/plain;charset=UTF-8" },
    });
    expect(res.statusCode).toBe(204);
    expect(await events()).toHaveLength(1);
  });

  it("refuses cross-site beacons", async () => {
    const res = await beacon({
      cookie: "vs_consent=all",
      headers: { "sec-fetch-site": "cross-site" },
    });
    expect(res.statusCode).toBe(403);
  });

  it("rate limits per IP address with 429 and Retry-After", async () => {
    const ip = nextIp();
    for (let i = 0; i < 5; i++) expect((await beacon({ ip })).statusCode).toBe(204);
    const limited = await beacon({ ip });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toMatch(/Too many events/);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await beacon({})).statusCode).toBe(204);
  });
});
