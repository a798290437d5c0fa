import { describe, expect, it } from "vitest";
import { exportPersonalData } from "../../features/members/data-export.server.ts";
import { type TestApp, withTestApp } from "../../../tests/support/app.ts";
import {
  createMember,
  mergeCookies,
  postForm,
  request,
  uniqueEmail,
} from "../../../tests/support/factories.ts";
import { LEGAL_VERSIONS } from "../../lib/legal-versions.ts";

// What a new member agrees to (ADR 182): the line under each sign-up button, the versions
// recorded and exported, and the one-time notice when a document's date moves on.
let t: TestApp;
withTestApp((app) => (t = app), { RATE_LIMIT: "off" });

const CONSENT =
  "By joining you confirm you are 18 or older and agree to the Terms of Service and Privacy Policy.";
/** A page's text as a reader gets it: no tags, no React's text separators. */
const textOf = (html: string) =>
  html
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, "")
    .replace(/\s+/g, " ");

const agreedAtSignUp = ["privacy-policy", "terms-of-service"].map((document) => ({
  document,
  version: LEGAL_VERSIONS[document as keyof typeof LEGAL_VERSIONS],
  via: "sign-up",
  acceptedAt: expect.any(String),
}));

async function joinWaitlist(fields: Record<string, string> = {}) {
  const email = uniqueEmail("agree");
  const res = await postForm(t, "/waitlist", {
    name: "Ada Agree",
    email,
    password: "correct-horse-7",
    ...fields,
  });
  expect(res.status, res.body.slice(0, 300)).toBe(302);
  return { email, cookie: mergeCookies("", res.cookies) };
}

describe("what a sign-up carries (app/domain/accounts/sign-up.server.ts)", () => {
  it("says what joining agrees to under the /waitlist and /auth sign-up buttons, with both links", async () => {
    for (const path of ["/waitlist", "/auth?mode=signup"]) {
      const { body } = await request(t, { path });
      expect(textOf(body), path).toContain(CONSENT);
      expect(body, path).toMatch(/<a[^>]+href="\/terms-of-service"[^>]*>Terms of Service<\/a>/);
      expect(body, path).toMatch(/<a[^>]+href="\/privacy-policy"[^>]*>Privacy Policy<\/a>/);
    }
  });

  it("records the versions agreed to at sign-up on /waitlist (with its referral) and /auth, in 'Download My Data'", async () => {
    const referrer = await createMember(t);
    const { email } = await joinWaitlist({ ref: referrer.id });
    const joined = await exportPersonalData(t.db, { email });
    expect(joined.legalAcceptances).toEqual(agreedAtSignUp);
    expect(joined.referredBy).toEqual({ displayName: referrer.name });

    const admin = uniqueEmail("agree-auth");
    const res = await postForm(t, "/auth", {
      mode: "signup",
      email: admin,
      password: "correct-horse-7",
    });
    expect(res.status).toBe(302);
    expect((await exportPersonalData(t.db, { email: admin })).legalAcceptances).toEqual(
      agreedAtSignUp,
    );
  });

  it("tells a member once, on the dashboard, that a document they agreed to has a new date", async () => {
    const { email, cookie } = await joinWaitlist();
    const dashboard = async () =>
      textOf((await request(t, { path: "/dashboard", headers: { cookie } })).body);
    const notice = `Our Terms of Service was updated on ${LEGAL_VERSIONS["terms-of-service"]}.`;
    expect(await dashboard()).not.toContain(notice);
    // The member agreed to an earlier version; the site's terms have a newer date since.
    await t.query(
      `update legal_acceptances set version = 'January 1, 2026'
       where document = 'terms-of-service' and user_id = (select id from users where email = $1)`,
      [email],
    );
    const shown = await dashboard();
    expect(shown).toContain(notice);
    expect(shown).not.toContain("Our Privacy Policy was updated");
    const got = await postForm(t, "/dashboard", { intent: "legal" }, cookie);
    expect(got.status).toBe(200);
    expect(await dashboard()).not.toContain(notice);
    const agreed = (await exportPersonalData(t.db, { email })).legalAcceptances;
    expect(agreed.filter((a) => a.document === "terms-of-service").map((a) => a.version)).toEqual([
      "January 1, 2026",
      LEGAL_VERSIONS["terms-of-service"],
    ]);
    expect(agreed.at(-1)).toMatchObject({ via: "notice" });
  });
});
