// The member e-mails (ADR 191) end to end through the real SMTP sink: the referral e-mails and
// their rules, the one-time reminder and the weekly digest (jobs with an injected clock),
// /profile 'E-mail preferences', /unsubscribe and RFC 8058's cookie-less one-click POST.
// One app for the file (both databases). SpamAssassin scores: mail-spam.server.test.ts.
import { beforeAll, describe, expect, it } from "vitest";
import { type TestApp, withTestApp } from "../../../tests/support/app.ts";
import {
  addPoints,
  confirmMember,
  createMember,
  postForm,
  request,
} from "../../../tests/support/factories.ts";
import type { ReceivedMail } from "../../../tests/support/mail-sink.ts";
import { seedMilestones } from "../milestones/milestones.server.ts";
import { createJobRunner } from "../../lib/jobs.server.ts";
import {
  firstNameOf,
  readUnsubscribeToken,
  REFERRAL_MAILS_PER_DAY,
  sendMemberMail,
} from "./member-mail.server.ts";
import { siteConfig } from "../../lib/site-config.ts";
import { confirmReminderJob } from "./confirm-reminder.server.ts";
import { mailReferralJoined } from "./referral-mail.server.ts";
import { weeklyDigestJob } from "./weekly-digest.server.ts";

let t: TestApp;
withTestApp((app) => (t = app), { RATE_LIMIT: "off" });

const HOUR = 60 * 60 * 1000;
/** Monday 00:00 UTC: the week's slot has always passed. */
const ALWAYS_DUE = { zone: "UTC", weekday: 1, hour: 0 };
const EVIL = "https://evil.example";

async function until<T>(read: () => Promise<T>, ok: (v: T) => boolean, ms = 10_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (ok(value) || Date.now() > deadline) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
}

const mailsTo = (email: string, subject: RegExp) =>
  t.mail.messages.filter((m) => m.to.includes(email) && subject.test(m.subject));

const memberMailRows = (userId: string) =>
  t.query("select kind, status, mail_key from member_mails where user_id = $1 order by id", [
    userId,
  ]);

const prefs = async (userId: string) =>
  (
    await t.query(
      "select referral_updates, weekly_digest from mail_preferences where user_id = $1",
      [userId],
    )
  )[0];

const unsubscribePath = (mail: ReceivedMail) => {
  const url = new URL(t.mail.link(mail, /\/unsubscribe\?token=/));
  return url.pathname + url.search;
};

describe("referral e-mails", () => {
  it("tell a confirmed referrer who joined (first name only) and, on confirmation, the points and rank", async () => {
    const referrer = await createMember(t, { name: "Rita Referrer", confirm: true });
    const friend = await createMember(t, { name: "Zoë Example", referrerId: referrer.id });

    const joined = await t.mail.waitFor(referrer.email, /^Zoë joined through your link$/);
    expect(joined.text).toContain("Hi Rita,");
    expect(joined.text).toContain("Your 25 points come when Zoë confirms their e-mail address.");
    expect(joined.text).not.toContain(friend.email);
    expect(joined.text).not.toContain("Example");
    expect(joined.text).toContain("You get this e-mail because");
    // RFC 8058: the list headers, a token that does not carry the account id.
    expect(joined.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
    expect(joined.raw).toMatch(
      /^List-Unsubscribe:\s+<http:\/\/[^>]+\/unsubscribe\?token=referral\./m,
    );
    expect(joined.raw).toMatch(/^Content-Type: text\/html/m);
    const token = new URL(t.mail.link(joined, /\/unsubscribe\?token=/)).searchParams.get("token")!;
    expect(token).not.toContain(referrer.id);
    expect(readUnsubscribeToken(t.services.memberMail.secret, token)?.list).toBe("referral");

    await confirmMember(t, friend);
    const paid = await t.mail.waitFor(referrer.email, /^\+25 points: Zoë confirmed$/);
    const [standing] = await t.query(
      "select points_total, get_user_rank(id) as rank from profiles where id = $1",
      [referrer.id],
    );
    expect(Number(standing.points_total)).toBe(50);
    expect(paid.text).toContain(`You now have 50 points. You're now #${standing.rank}.`);
    expect(t.mail.link(paid, /\/dashboard$/)).toBe(`${t.origin}/dashboard`);
    expect((await memberMailRows(referrer.id)).map((r) => [r.kind, r.status])).toEqual([
      ["referral-joined", "sent"],
      ["referral-confirmed", "sent"],
    ]);
  });

  it("never go to an unconfirmed referrer, nor to one who turned referral updates off", async () => {
    const unconfirmed = await createMember(t);
    const friend = await createMember(t, { referrerId: unconfirmed.id });
    expect(await mailReferralJoined(t.services.memberMail, friend.id)).toBe("skipped");
    expect(await memberMailRows(unconfirmed.id)).toEqual([]);

    const quiet = await createMember(t, { confirm: true });
    const saved = await postForm(t, "/profile", { intent: "mail-preferences" }, quiet.cookie);
    expect(saved.status).toBe(200);
    expect(await prefs(quiet.id)).toEqual({ referral_updates: false, weekly_digest: false });
    const other = await createMember(t, { referrerId: quiet.id });
    expect(await mailReferralJoined(t.services.memberMail, other.id)).toBe("skipped");
    expect(await memberMailRows(quiet.id)).toEqual([]);
    expect(mailsTo(quiet.email, /joined through your link/)).toHaveLength(0);
  });

  it(`send at most ${REFERRAL_MAILS_PER_DAY} a member a day; the rest are recorded as capped`, async () => {
    const busy = await createMember(t, { confirm: true });
    const friends = REFERRAL_MAILS_PER_DAY + 2;
    for (let i = 0; i < friends; i++) await createMember(t, { referrerId: busy.id });
    const rows = await until(
      () => memberMailRows(busy.id),
      (r) => r.length === friends,
    );
    expect(rows.filter((r) => r.status === "sent")).toHaveLength(REFERRAL_MAILS_PER_DAY);
    expect(rows.filter((r) => r.status === "capped")).toHaveLength(2);
    expect(mailsTo(busy.email, /joined through your link/)).toHaveLength(REFERRAL_MAILS_PER_DAY);
  });

  it("name the friend 'A friend' when the name has no first word", () => {
    expect(firstNameOf("  ")).toBe("A friend");
    expect(firstNameOf("Ann Lee")).toBe("Ann");
  });
});

describe("the confirmation reminder (a job, injected clock)", () => {
  it("goes once, 48 hours after sign-up, with a fresh link that confirms; N instances send one", async () => {
    const late = await createMember(t, { name: "Lou Late" });
    const job = () => confirmReminderJob({ ...t.services.memberMail, mayMail: t.services.mayMail });
    const at = (ms: number) => {
      const runner = createJobRunner({ db: t.db, now: () => new Date(Date.now() + ms) });
      runner.register(job());
      return runner;
    };
    await at(47 * HOUR).runDue();
    expect(mailsTo(late.email, /^Please confirm/)).toHaveLength(0);

    // Two instances at once: the advisory lock and the key leave one reminder.
    await Promise.all([at(49 * HOUR).runDue(), at(49 * HOUR).runDue()]);
    const reminder = await t.mail.waitFor(
      late.email,
      /^Please confirm your e-mail to join the waitlist$/,
    );
    expect(reminder.text).toContain("This is the only reminder we send.");
    const link = new URL(t.mail.link(reminder, /verify-email/));
    const res = await request(t, { path: link.pathname + link.search });
    expect(res.status).toBe(302);
    const [user] = await t.query("select email_verified from users where id = $1", [late.id]);
    expect(user.email_verified).toBe(true);

    // Later runs (the job's key is once ever) send nothing more, confirmed or not.
    const other = await createMember(t);
    await at(51 * HOUR).runDue();
    await t.mail.waitFor(other.email, /^Please confirm/);
    await job().run({ db: t.db, now: new Date(Date.now() + 53 * HOUR) });
    expect(mailsTo(other.email, /^Please confirm/)).toHaveLength(1);
    expect(mailsTo(late.email, /^Please confirm/)).toHaveLength(1);
  });
});

describe("the weekly digest and its unsubscribe link", () => {
  let digest: ReceivedMail;
  let member: Awaited<ReturnType<typeof createMember>>;

  beforeAll(async () => {
    await seedMilestones(t.db);
    member = await createMember(t, { name: "Dee Digest", confirm: true });
    // A week ago they had their 25 join points; this week 40 more and a friend joined.
    await t.query(
      "update points_ledger set created_at = now() - interval '10 days' where user_id = $1",
      [member.id],
    );
    await addPoints(t, member.id, 40);
    await createMember(t, { referrerId: member.id });
  });

  it("is opt-in on /profile: 'Referral updates' on and 'Weekly rank digest' off by default", async () => {
    const page = await request(t, { path: "/profile", headers: { cookie: member.cookie } });
    expect(page.body).toContain("E-mail preferences");
    expect(page.body).toContain("Save Preferences");
    const box = (name: string) => new RegExp(`<input[^>]*name="${name}"[^>]*>`).exec(page.body)![0];
    expect(box("referralUpdates")).toContain("checked");
    expect(box("weeklyDigest")).not.toContain("checked");
    const saved = await request(t, {
      method: "POST",
      path: "/profile.data",
      headers: { "content-type": "application/x-www-form-urlencoded", cookie: member.cookie },
      body: "intent=mail-preferences&referralUpdates=on&weeklyDigest=on",
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toContain("Preferences saved!");
    expect(await prefs(member.id)).toEqual({ referral_updates: true, weekly_digest: true });
  });

  it("goes once a week: points and rank now and a week ago, the week's referrals, the next milestone", async () => {
    const now = new Date();
    const runner = createJobRunner({ db: t.db, now: () => now });
    runner.register(weeklyDigestJob(t.services.memberMail, ALWAYS_DUE));
    await runner.runDue();
    digest = await t.mail.waitFor(
      member.email,
      new RegExp(`^Your week on the ${siteConfig.brand} waitlist$`),
    );
    expect(digest.text).toContain("Points now: 65 (a week ago: 25)");
    expect(digest.text).toMatch(/Rank now: #\d+ \(a week ago: #\d+\)/);
    expect(digest.text).toContain("Referrals this week: 1 joined through your link, 0 confirmed");
    expect(digest.text).toContain("Next milestone: Founding Staker, 3 more confirmed friends away");
    // The same week again: nothing (the key is per member and ISO week).
    const again = await weeklyDigestJob(t.services.memberMail, ALWAYS_DUE).run({ db: t.db, now });
    expect(again.digestsSent).toBe(0);
    expect(mailsTo(member.email, /^Your week/)).toHaveLength(1);
  });

  it("waits for its weekday and hour in the operator's zone, keyed by that zone's week", async () => {
    const schedule = { zone: "America/New_York", weekday: 7, hour: 20 };
    const job = weeklyDigestJob(t.services.memberMail, schedule);
    const keyOf = (week: string) =>
      t.query("select 1 from member_mails where mail_key = $1", [
        `weekly-digest:${member.id}:${week}`,
      ]);
    // Sunday 7 March 2027, 19:59 in New York (00:59 UTC on Monday): not yet.
    const before = await job.run({ db: t.db, now: new Date("2027-03-08T00:59:00Z") });
    expect(before.digestsSent).toBe(0);
    // 20:00 there: New York's week 9, although UTC's is already week 10.
    const after = await job.run({ db: t.db, now: new Date("2027-03-08T01:00:00Z") });
    expect(after.digestsSent).toBe(1);
    expect(await keyOf("2027-W09")).toHaveLength(1);
    expect(await keyOf("2027-W10")).toHaveLength(0);
  });

  it("/unsubscribe works without signing in, asks before it changes anything, names the list and offers 'Resubscribe'", async () => {
    const target = unsubscribePath(digest);
    // Opening the link (as a mail scanner does) changes nothing: the page asks.
    for (let i = 0; i < 2; i++) {
      const asked = await request(t, { path: target });
      expect(asked.status).toBe(200);
      expect(asked.body).toContain("Unsubscribe from the weekly rank digest?");
      expect(asked.body).not.toContain("You&#x27;re unsubscribed");
      expect((await prefs(member.id)).weekly_digest).toBe(true);
    }
    const confirmed = await postForm(t, target, { intent: "unsubscribe" });
    expect(confirmed.status).toBe(200);
    const page = await request(t, { path: target });
    expect(page.body).toContain("You&#x27;re unsubscribed");
    expect(page.body).toContain("the weekly rank digest");
    expect(page.body).toContain("Resubscribe");
    expect((await prefs(member.id)).weekly_digest).toBe(false);
    expect((await prefs(member.id)).referral_updates).toBe(true);

    const back = await postForm(t, `${target}&resubscribed=1`, { intent: "resubscribe" });
    expect(back.status).toBe(200);
    expect((await prefs(member.id)).weekly_digest).toBe(true);
  });

  it("a cross-site POST without cookies unsubscribes (RFC 8058) and can do nothing else", async () => {
    const target = unsubscribePath(digest);
    const crossSite = (path: string, body: string, cookie?: string) =>
      request(t, {
        method: "POST",
        path,
        headers: {
          origin: EVIL,
          "content-type": "application/x-www-form-urlencoded",
          ...(cookie ? { cookie } : {}),
        },
        body,
      });
    const oneClick = await crossSite(target, "List-Unsubscribe=One-Click");
    expect(oneClick.status).toBe(200);
    expect((await prefs(member.id)).weekly_digest).toBe(false);

    expect((await crossSite(target, "intent=resubscribe")).status).toBe(403);
    expect((await crossSite(`${target}&resubscribed=1`, "intent=resubscribe")).status).toBe(403);
    expect((await crossSite(target, "List-Unsubscribe=One-Click", member.cookie)).status).toBe(403);
    expect(
      (await crossSite(`/unsubscribe.data${target.slice(12)}`, "intent=resubscribe")).status,
    ).toBe(403);
    expect(
      (await crossSite("/profile", "intent=mail-preferences&weeklyDigest=on", member.cookie))
        .status,
    ).toBe(403);
    expect((await crossSite("/profile", "intent=mail-preferences&weeklyDigest=on")).status).toBe(
      403,
    );
    expect(await prefs(member.id)).toEqual({ referral_updates: true, weekly_digest: false });
  });

  it("a forged, altered or empty token gets a clear 400 page", async () => {
    const token = new URL(t.origin + unsubscribePath(digest)).searchParams.get("token")!;
    const forged = token.replace(/^digest\./, "referral.");
    for (const bad of [forged, `${token}x`, "", "digest.00.00"]) {
      const res = await request(t, { path: `/unsubscribe?token=${encodeURIComponent(bad)}` });
      expect(res.status).toBe(400);
      expect(res.body).toContain("This unsubscribe link is not valid");
    }
    const post = await postForm(t, `/unsubscribe?token=${encodeURIComponent(forged)}`, {
      "List-Unsubscribe": "One-Click",
    });
    expect(post.status).toBe(400);
    expect((await prefs(member.id)).referral_updates).toBe(true);
  });

  it("'Download My Data' includes the preferences", async () => {
    const res = await request(t, { path: "/profile/data", headers: { cookie: member.cookie } });
    const data = JSON.parse(res.body) as { mailPreferences: unknown; memberMails: unknown[] };
    expect(data.mailPreferences).toEqual({
      referralUpdates: true,
      weeklyDigest: false,
      // The form above was posted without its 'Programme news' and 'Founder updates' boxes.
      programmeNews: false,
      founderUpdates: false,
    });
    expect(data.memberMails).toContainEqual(
      expect.objectContaining({ kind: "weekly-digest", status: "sent" }),
    );
  });
});

describe("the key and the outbox row (ADR 224)", () => {
  it("commit together: a crash between them leaves neither, and the next run sends it once", async () => {
    const member = await createMember(t, { name: "Kay Key", confirm: true });
    const key = `referral-joined:${member.id}:crash-test`;
    const send = (deps: typeof t.services.memberMail) =>
      sendMemberMail(deps, {
        userId: member.id,
        list: "referral",
        kind: "referral-joined",
        key,
        build: () => ({ subject: "Crash test", body: ["Hello."], why: "A test." }),
      });
    // The process dies after the key is written and before the outbox row is.
    const crashing = {
      ...t.services.memberMail,
      enqueue: () => Promise.reject(new Error("killed")),
    };
    await expect(send(crashing)).rejects.toThrow("killed");
    expect(await t.query("select 1 from member_mails where mail_key = $1", [key])).toEqual([]);
    expect(await send(t.services.memberMail)).toBe("sent");
    expect(await send(t.services.memberMail)).toBe("skipped");
    expect(await t.query("select kind from outbox where dedupe_key = $1", [key])).toEqual([
      { kind: "referral-joined" },
    ]);
    await t.mail.waitFor(member.email, /^Crash test$/);
    expect(mailsTo(member.email, /^Crash test$/)).toHaveLength(1);
  });
});
