// Every cookie the site sets over https carries Secure (ADR 187: one cookie module; before it,
// the admin sign-in wrote the member hint by hand without it).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../tests/support/app.ts";

const ORIGIN = "https://site.example";
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: ORIGIN, RATE_LIMIT: "off" });
});
afterAll(async () => {
  await t?.close();
});

/** As a browser reaches the site through the TLS proxy (TRUST_PROXY's default: loopback). */
const headers = (extra: Record<string, string> = {}) => ({
  host: "site.example",
  origin: ORIGIN,
  "x-forwarded-proto": "https",
  ...extra,
});
const form = () => headers({ "content-type": "application/x-www-form-urlencoded" });
const cookiesOf = (setCookie: string | string[] | undefined) =>
  [setCookie ?? []].flat().map(String);

describe("cookies over https", () => {
  it("are all Secure: hero, consent, visitor, notice, session and its hint", async () => {
    const seen: string[] = [];
    const home = await t.app.inject({ method: "GET", url: "/", headers: headers() });
    seen.push(...cookiesOf(home.headers["set-cookie"]));
    const consent = await t.app.inject({
      method: "POST",
      url: "/consent",
      headers: form(),
      payload: "consent=all&return=/",
    });
    seen.push(...cookiesOf(consent.headers["set-cookie"]));
    const event = await t.app.inject({
      method: "POST",
      url: "/api/events",
      headers: headers({ cookie: "vs_consent=all", "content-type": "application/json" }),
      payload: JSON.stringify({ variant: "A", event_type: "page_view" }),
    });
    seen.push(...cookiesOf(event.headers["set-cookie"]));
    for (const mode of ["signup", "signin"]) {
      const res = await t.app.inject({
        method: "POST",
        url: "/auth",
        headers: form(),
        payload: new URLSearchParams({
          mode,
          email: "secure@example.test",
          password: "secret123",
        }).toString(),
      });
      expect(res.statusCode).toBe(302);
      seen.push(...cookiesOf(res.headers["set-cookie"]));
    }
    const names = seen.map((c) => c.split("=", 1)[0]);
    for (const name of ["vs_hero", "vs_consent", "vs_vid", "vs_notice", "vs_member"])
      expect(names).toContain(name);
    expect(names.some((n) => n.includes("session_token"))).toBe(true);
    for (const cookie of seen) expect(cookie, cookie).toMatch(/;\s*Secure\b/i);
  });
});
