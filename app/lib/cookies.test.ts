import { describe, expect, it } from "vitest";
import { cookiePolicy } from "../content/legal/cookie-policy.ts";
import { clearCookie, COOKIES, readCookie, setCookie } from "./cookies.ts";

describe("the cookie table (ADR 187)", () => {
  it("writes each cookie with its attributes, Secure when asked", () => {
    expect(setCookie(COOKIES.visitor, "abc", { secure: true })).toBe(
      "vs_vid=abc; Path=/; Max-Age=31536000; SameSite=Lax; HttpOnly; Secure",
    );
    expect(setCookie(COOKIES.consent, "all", { secure: false })).toBe(
      "vs_consent=all; Path=/; Max-Age=31536000; SameSite=Strict",
    );
    expect(setCookie(COOKIES.memberHint, "1", { secure: true, maxAge: null })).toBe(
      "vs_member=1; Path=/; SameSite=Lax; Secure",
    );
    expect(clearCookie(COOKIES.notice, { secure: true })).toBe(
      "vs_notice=; Path=/; Max-Age=0; SameSite=Lax; Secure",
    );
    expect(readCookie("a=1; vs_notice=joined", COOKIES.notice.name)).toBe("joined");
  });

  it("is the list the cookie policy names", () => {
    const policy = JSON.stringify(cookiePolicy.sections);
    for (const spec of Object.values(COOKIES)) expect(policy).toContain(spec.name);
  });
});
