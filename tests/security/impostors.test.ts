// Accounts and data an impostor cannot reach (ADR 190): an address nobody
// confirmed owns nothing it did not create itself.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { memberText } from "../../app/content/members.ts";
import { privacyText } from "../../app/content/privacy.ts";
import { deleteAccount } from "../../app/domain/accounts/account-deletion.server.ts";
import { describeDeletion } from "../../ops/privacy-command.ts";
import { MAIL_PER_RECIPIENT_PER_DAY } from "../../app/lib/mail-cap.server.ts";
import { exportPersonalData } from "../../app/features/members/data-export.server.ts";
import { createTestApp, type TestApp, withTestApp } from "../support/app.ts";
import {
  confirmationPath,
  createMember,
  mergeCookies,
  postForm,
  request,
  storeSubmission,
  uniqueEmail,
} from "../support/factories.ts";
import { inject, member, PASSWORD } from "./support.ts";

let t: TestApp;
withTestApp((app) => (t = app), { RATE_LIMIT: "off" });

const submissionsOf = async (email: string) =>
  Number(
    (await t.query("select count(*)::int as n from form_submissions where email = $1", [email]))[0]
      .n,
  );

describe("an address nobody confirmed owns nothing", () => {
  test("'Download My Data' of an unconfirmed account leaves the address's submissions out and says so", async () => {
    const email = uniqueEmail("founder");
    await storeSubmission(t, email);
    const impostor = await createMember(t, { email });
    const res = await request(t, { path: "/profile/data", headers: { cookie: impostor.cookie } });
    expect(res.status).toBe(200);
    const data = JSON.parse(res.body) as { formSubmissions: unknown[]; notes: string[] };
    expect(data.formSubmissions).toEqual([]);
    expect(data.notes).toContain(privacyText.unconfirmedSubmissionsNote);
    // The admin's and the CLI's export by address: the same rule for the account.
    const byEmail = await exportPersonalData(t.db, { email });
    expect(byEmail.formSubmissions).toEqual([]);
  });

  test("'Delete Account' of an unconfirmed account leaves the address's submissions in place", async () => {
    const email = uniqueEmail("founder");
    await storeSubmission(t, email);
    const impostor = await createMember(t, { email });
    const res = await postForm(
      t,
      "/profile",
      { intent: "delete-account", currentPassword: impostor.password },
      impostor.cookie,
    );
    expect(res.status).toBe(302);
    expect(await submissionsOf(email)).toBe(1);
    // The same through the one deletion function, as the admin area and the CLI call it.
    const second = await createMember(t, { email });
    const summary = await deleteAccount(
      { db: t.db, addressHashKey: t.services.addressHashKey },
      { email },
      { kind: "cli" },
    );
    expect(summary).toMatchObject({ account: true, formSubmissions: 0, submissionsKept: true });
    expect(describeDeletion(email, summary)).toContain("were left");
    expect(second.id).toBeTruthy();
    expect(await submissionsOf(email)).toBe(1);
  });

  test("a confirmed account exports and deletes its address's submissions", async () => {
    const member = await createMember(t, { confirm: true });
    await storeSubmission(t, member.email);
    const data = await exportPersonalData(t.db, { userId: member.id });
    expect(data.formSubmissions).toHaveLength(1);
    expect(data.notes).not.toContain(privacyText.unconfirmedSubmissionsNote);
    const summary = await deleteAccount(
      { db: t.db, addressHashKey: t.services.addressHashKey },
      { userId: member.id },
      { kind: "member" },
    );
    expect(summary.formSubmissions).toBe(1);
    expect(await submissionsOf(member.email)).toBe(0);
  });
});

describe("a confirmation link confirms; it never signs anyone in", () => {
  const signedIn = async (cookie: string) =>
    (await request(t, { path: "/dashboard", headers: { cookie } })).status === 200;
  const verified = async (id: string) =>
    (await t.query("select email_verified from users where id = $1", [id]))[0].email_verified;

  test("in a fresh browser: confirmed, no session, 'Your e-mail is confirmed' with a 'Log In' link", async () => {
    const impostor = await createMember(t);
    const res = await request(t, { path: await confirmationPath(t, impostor.email) });
    expect(res.status).toBe(302);
    expect(
      res.cookies.filter((c) => c.startsWith("vs.session_token=") && !/Max-Age=0/.test(c)),
    ).toEqual([]);
    expect(await verified(impostor.id)).toBe(true);
    // Whoever created the account in the owner's name loses its session (ADR 180).
    expect(await signedIn(impostor.cookie)).toBe(false);
    let path = res.location!;
    let page = await request(t, { path, headers: { cookie: mergeCookies("", res.cookies) } });
    while (page.status === 302 && page.location) {
      path = page.location;
      page = await request(t, { path });
    }
    expect(page.status).toBe(200);
    expect(page.body).toContain(memberText.confirmedPage.heading);
    expect(page.body).toMatch(
      new RegExp(`<a[^>]*href="/login"[^>]*>${memberText.confirmedPage.logIn}</a>`),
    );
  });

  test("in the member's own browser the session stays", async () => {
    const m = await createMember(t);
    const res = await request(t, {
      path: await confirmationPath(t, m.email),
      headers: { cookie: m.cookie },
    });
    expect(res.status).toBe(302);
    expect(await verified(m.id)).toBe(true);
    expect(await signedIn(m.cookie)).toBe(true);
  });
});

describe("a change-of-address link works once", () => {
  test("an old link cannot move the address again after the member moved back (ADR 190)", async () => {
    const m = await createMember(t, { confirm: true });
    const moveTo = async (newEmail: string) => {
      const res = await request(t, {
        method: "POST",
        path: "/api/auth/change-email",
        headers: { "content-type": "application/json", cookie: m.cookie },
        body: JSON.stringify({ newEmail, currentPassword: m.password, callbackURL: "/dashboard" }),
      });
      expect(res.status).toBe(200);
      const mail = await t.mail.waitFor(newEmail, /Confirm your new/);
      const link = new URL(t.mail.link(mail, /verify-email/));
      return link.pathname + link.search;
    };
    const emailOf = async () =>
      (await t.query("select email from users where id = $1", [m.id]))[0].email;
    const other = uniqueEmail("moved");
    const first = await moveTo(other);
    expect((await request(t, { path: first, headers: { cookie: m.cookie } })).status).toBe(302);
    expect(await emailOf()).toBe(other);
    const back = await moveTo(m.email);
    expect((await request(t, { path: back, headers: { cookie: m.cookie } })).status).toBe(302);
    expect(await emailOf()).toBe(m.email);
    const replay = await request(t, { path: first, headers: { cookie: m.cookie } });
    expect(replay.status).toBe(302);
    expect(replay.location).toMatch(/error=/);
    expect(await emailOf()).toBe(m.email);
  });
});

describe("every rate limit is keyed by client network (IPv4 address, IPv6 /64)", () => {
  const MAX = 3;
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({
      RATE_LIMIT: "on",
      RATE_LIMIT_AUTH_MAX: String(MAX),
      RATE_LIMIT_FORM_MAX: String(MAX),
      RATE_LIMIT_BEACON_MAX: String(MAX),
    });
  });
  afterAll(async () => {
    await limited?.close();
  });
  const urlencoded = "application/x-www-form-urlencoded";
  const endpoints = [
    { url: "/forgot-password", contentType: urlencoded, body: "email=nobody%40sec.test" },
    { url: "/forms/launch-arena", contentType: urlencoded, body: "name=x" },
    {
      url: "/auth",
      contentType: urlencoded,
      body: "mode=signup&email=net-admin%40sec.test&password=a+sturdy+passphrase+9",
    },
    { url: "/api/events", contentType: "application/json", body: "{}" },
  ];

  test.each(endpoints)("$url: fresh addresses of one /64 share one budget", async (endpoint) => {
    const statuses: number[] = [];
    for (let i = 1; i <= MAX + 2; i++)
      statuses.push(
        (
          await inject(limited, {
            method: "POST",
            ...endpoint,
            ip: `2001:db8:28:${endpoints.indexOf(endpoint) + 1}::${i.toString(16)}`,
          })
        ).statusCode,
      );
    expect(statuses.slice(MAX)).toEqual([429, 429]);
  });

  test(`password-reset and change-of-address mail fall under the cap of ${MAIL_PER_RECIPIENT_PER_DAY} a day per recipient`, async () => {
    const victim = await member(limited, uniqueEmail("flooded"));
    const to = (email: string) => limited.mail.messages.filter((m) => m.to.includes(email)).length;
    for (let i = 1; i <= MAIL_PER_RECIPIENT_PER_DAY + 2; i++)
      await inject(limited, {
        method: "POST",
        url: "/forgot-password",
        contentType: urlencoded,
        body: new URLSearchParams({ email: victim.email }).toString(),
        ip: `192.0.2.${100 + i}`,
      });
    // The sign-up confirmation counted too: five messages in all, whatever their kind.
    await expect.poll(() => to(victim.email)).toBe(MAIL_PER_RECIPIENT_PER_DAY);
    const target = uniqueEmail("new-address");
    for (let i = 1; i <= MAIL_PER_RECIPIENT_PER_DAY + 2; i++) {
      const mover = await member(limited, uniqueEmail("mover"));
      const res = await inject(limited, {
        method: "POST",
        url: "/api/auth/change-email",
        contentType: "application/json",
        body: JSON.stringify({ newEmail: target, currentPassword: PASSWORD }),
        cookie: mover.cookie,
        ip: `192.0.2.${200 + i}`,
      });
      expect(res.statusCode).toBe(200);
    }
    await expect.poll(() => to(target)).toBe(MAIL_PER_RECIPIENT_PER_DAY);
    await new Promise((r) => setTimeout(r, 300));
    expect(to(victim.email)).toBe(MAIL_PER_RECIPIENT_PER_DAY);
    expect(to(target)).toBe(MAIL_PER_RECIPIENT_PER_DAY);
  });
});
