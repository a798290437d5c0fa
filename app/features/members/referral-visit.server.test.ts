import { describe, expect, it } from "vitest";
import { memberText } from "../../content/members.ts";
import { type TestApp, withTestApp } from "../../../tests/support/app.ts";
import { createMember, request } from "../../../tests/support/factories.ts";

// The referral survives the visit (ADR 192): /join?ref=… keeps it in a first-party cookie
// (the browser session, or 30 days with measurement consent); /waitlist shows the banner and
// its sign-up carries the referral even when the visitor came back without the link.
let t: TestApp;
withTestApp((app) => (t = app));

const banner = memberText.waitlist.referralBanner;

describe("a referral kept across the visit", () => {
  it("is kept by /join, shown and used by /waitlist, and cleared once it has paid", async () => {
    const referrer = await createMember(t, { confirm: true });
    const session = await request(t, { path: `/join?ref=${referrer.id}` });
    expect(session.status).toBe(302);
    const [kept] = session.cookies.filter((c) => c.startsWith("vs_ref="));
    expect(kept).toMatch(new RegExp(`^vs_ref=${referrer.id}; Path=/; SameSite=Lax; HttpOnly`));
    const consented = await request(t, {
      path: `/join?ref=${referrer.id}`,
      headers: { cookie: "vs_consent=all" },
    });
    expect(consented.cookies.join()).toContain("Max-Age=2592000");

    // Back on the waitlist without the link: the banner and the hidden ref come from the cookie.
    const cookie = `vs_ref=${referrer.id}`;
    const page = await request(t, { path: "/waitlist", headers: { cookie } });
    expect(page.body).toContain(banner.replace(/'/g, "&#x27;"));
    expect(page.body).toContain(`name="ref" value="${referrer.id}"`);
    const unknown = await request(t, { path: "/waitlist", headers: { cookie: "vs_ref=nobody" } });
    expect(unknown.body).not.toContain('name="ref"');

    const joined = await request(t, {
      method: "POST",
      path: "/waitlist",
      headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        name: "Kept Friend",
        email: "kept-friend@example.test",
        password: "correct-horse-7",
        ref: referrer.id,
      }).toString(),
    });
    expect(joined.status).toBe(302);
    expect(joined.cookies.join()).toMatch(/vs_ref=; Path=\/; Max-Age=0/);
    const rows = await t.query(
      "select status from referrals r join users u on u.id = r.referred_user_id where r.referrer_id = $1 and u.email = $2",
      [referrer.id, "kept-friend@example.test"],
    );
    expect(rows).toEqual([{ status: "pending" }]);
  });
});
