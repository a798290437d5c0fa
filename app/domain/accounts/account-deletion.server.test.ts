import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createAvatarStore } from "../../lib/avatar.server.ts";
import {
  joinedReferrals,
  leaderboardPage,
  pendingReferralCount,
} from "../../features/members/members.server.ts";
import { type TestApp, withTestApp } from "../../../tests/support/app.ts";
import {
  createMember,
  postForm,
  request,
  storeSubmission,
  uniqueEmail,
} from "../../../tests/support/factories.ts";
import { invariantViolations } from "../../../tests/support/invariants.ts";
import { deleteAccount } from "./account-deletion.server.ts";
import { addressHash } from "../../lib/address-hash.server.ts";

// The one deletion of docs/architecture.md D13 (ADR 140) and the re-referral rule, on the database the
// suite runs on (TEST_DB): members come through the real sign-up and confirmation path.
let t: TestApp;
withTestApp((app) => (t = app), { RATE_LIMIT: "off" });

const deps = () => ({
  db: t.db,
  addressHashKey: t.services.addressHashKey,
  removeAvatar: createAvatarStore(t.env).remove,
});
async function points(id: string) {
  const [row] = await t.query("select points_total, referral_count from profiles where id = $1", [
    id,
  ]);
  return row ? { points: Number(row.points_total), referrals: Number(row.referral_count) } : null;
}
/** Drops the sink's mail to `email`, so the next confirmation link found is the newest. */
function forgetMail(email: string) {
  const kept = t.mail.messages.filter((m) => !m.to.includes(email));
  t.mail.messages.splice(0, t.mail.messages.length, ...kept);
}

describe("deleteAccount", () => {
  it("deletes the member and what is theirs; the referrer keeps points, count and a 'Deleted member' row", async () => {
    const referrer = await createMember(t, { confirm: true });
    const member = await createMember(t, { referrerId: referrer.id, confirm: true });
    const friend = await createMember(t, { referrerId: member.id, confirm: true });
    const pendingFriend = await createMember(t, { referrerId: member.id });
    const url = await createAvatarStore(t.env).put(member.id, Buffer.from("webp"));
    await t.query("update profiles set avatar_url = $1 where id = $2", [url, member.id]);
    const avatarFile = path.join(t.env.dataDir, url);
    expect(existsSync(avatarFile)).toBe(true);
    await storeSubmission(t, member.email.toUpperCase());
    await storeSubmission(t, member.email, "qai-enrollment");
    await storeSubmission(t, "someone-else@example.com");
    expect(await points(referrer.id)).toEqual({ points: 50, referrals: 1 });
    expect(await points(member.id)).toEqual({ points: 50, referrals: 1 });

    const summary = await deleteAccount(deps(), { userId: member.id }, { kind: "member" });
    expect(summary).toEqual({
      account: true,
      sessions: expect.any(Number),
      ledgerRows: 2,
      referralsMade: 2,
      formSubmissions: 2,
      submissionsKept: false,
      avatar: true,
    });
    expect(summary.sessions).toBeGreaterThanOrEqual(1);

    for (const [table, column] of [
      ["users", "id"],
      ["profiles", "id"],
      ["sessions", "user_id"],
      ["accounts", "user_id"],
      ["points_ledger", "user_id"],
      ["referrals", "referrer_id"],
    ])
      expect(await t.query(`select 1 from ${table} where ${column} = $1`, [member.id])).toEqual([]);
    expect(existsSync(avatarFile)).toBe(false);
    expect(
      (await t.query("select email from form_submissions")).map((r) =>
        String(r.email).toLowerCase(),
      ),
    ).not.toContain(member.email);
    expect(
      await t.query("select 1 from form_submissions where email = 'someone-else@example.com'"),
    ).toHaveLength(1);

    // The referrer: points, count and the row (status, date) stay; name and address go.
    expect(await points(referrer.id)).toEqual({ points: 50, referrals: 1 });
    const rows = await t.query(
      "select status, referred_user_id, referred_email, joined_at from referrals where referrer_id = $1",
      [referrer.id],
    );
    expect(rows).toEqual([
      {
        status: "joined",
        referred_user_id: null,
        referred_email: null,
        joined_at: expect.anything(),
      },
    ]);
    expect(await joinedReferrals(t.db, referrer.id)).toEqual([
      expect.objectContaining({ name: "Deleted member", maskedEmail: null }),
    ]);
    const ledger = await t.query(
      "select description from points_ledger where user_id = $1 order by id",
      [referrer.id],
    );
    expect(ledger.map((r) => r.description)).toEqual([
      "Joined the waitlist",
      "Referral: Deleted member joined",
    ]);
    // The members this one referred stay, with their own points.
    expect(await points(friend.id)).toEqual({ points: 25, referrals: 0 });
    expect(await points(pendingFriend.id)).toEqual({ points: 25, referrals: 0 });
    expect(await t.query("select referrer_id from users where id = $1", [friend.id])).toEqual([
      { referrer_id: null },
    ]);

    // Nothing of the person remains but the keyed hash; the audit entry names no one.
    const everything = JSON.stringify(
      await Promise.all(
        [
          "users",
          "profiles",
          "referrals",
          "points_ledger",
          "audit_log",
          "paid_referral_addresses",
        ].map((table) => t.query(`select * from ${table}`)),
      ),
    );
    expect(everything).not.toContain(member.email);
    expect(everything).not.toContain(member.name);
    expect(await t.query("select address_hash from paid_referral_addresses")).toEqual([
      { address_hash: addressHash(t.services.addressHashKey, member.email) },
    ]);
    const [audit] = await t.query(
      "select actor, actor_id, action, target from audit_log where action = 'account.delete'",
    );
    expect(audit).toEqual({
      actor: "member",
      actor_id: null,
      action: "account.delete",
      target: null,
    });

    expect(await invariantViolations(t.services.database)).toEqual([]);
    const board = await leaderboardPage(t.db, 1, 1000);
    expect(board.rows.map((r) => r.id)).not.toContain(member.id);
    const ranks = [...new Set(board.rows.map((r) => r.rank))];
    // Ranks stay "1 + the number with more points": contiguous apart from shared ties.
    for (const row of board.rows)
      expect(row.rank).toBe(1 + board.rows.filter((o) => o.pointsTotal > row.pointsTotal).length);
    expect(ranks[0]).toBe(1);
  });

  it("lets the address join again, but a referral of it never pays again", async () => {
    const referrer = await createMember(t, { confirm: true });
    const member = await createMember(t, { referrerId: referrer.id, confirm: true });
    await deleteAccount(deps(), { email: member.email.toUpperCase() }, { kind: "cli" });
    expect(await points(referrer.id)).toEqual({ points: 50, referrals: 1 });

    // Same address, "+tag" alias and capitals included, through the referrer's link again.
    forgetMail(member.email);
    const again = await createMember(t, {
      email: member.email.replace("@", "+again@"),
      referrerId: referrer.id,
      confirm: true,
    });
    expect(await points(again.id)).toEqual({ points: 25, referrals: 0 });
    expect(await points(referrer.id)).toEqual({ points: 50, referrals: 1 });
    // Kept for the admin as an alias (ADR 190), pending and never paid.
    expect(
      await t.query("select status, flags from referrals where referred_user_id = $1", [again.id]),
    ).toEqual([{ status: "pending", flags: ["alias"] }]);

    // A new address still pays, and so does one whose deleted referral never paid.
    const fresh = await createMember(t, { referrerId: referrer.id, confirm: true });
    expect(await points(referrer.id)).toEqual({ points: 75, referrals: 2 });
    const unpaid = await createMember(t, { referrerId: referrer.id });
    await t.mail.waitFor(unpaid.email);
    await deleteAccount(deps(), { userId: unpaid.id }, { kind: "member" });
    forgetMail(unpaid.email); // the deleted account's confirmation link is void
    await createMember(t, { email: unpaid.email, referrerId: referrer.id, confirm: true });
    expect(await points(referrer.id)).toEqual({ points: 100, referrals: 3 });
    expect(fresh.id).toBeTruthy();
    expect(await invariantViolations(t.services.database)).toEqual([]);
  });

  it("never pays again for an address its member changed away from after their referral paid", async () => {
    const referrer = await createMember(t, { confirm: true });
    const member = await createMember(t, { referrerId: referrer.id, confirm: true });
    expect(await points(referrer.id)).toEqual({ points: 50, referrals: 1 });
    const moved = uniqueEmail("moved");
    const fields = { intent: "profile", name: member.name, email: moved };
    const res = await postForm(
      t,
      "/profile",
      { ...fields, currentPassword: member.password },
      member.cookie,
    );
    expect(res.status).toBe(200);
    const link = new URL(
      t.mail.link(await t.mail.waitFor(moved, /Confirm your new/), /verify-email/),
    );
    const confirmed = await request(t, {
      path: link.pathname + link.search,
      headers: { cookie: member.cookie },
    });
    expect(confirmed.status).toBe(302);
    expect(await t.query("select email from users where id = $1", [member.id])).toEqual([
      { email: moved },
    ]);

    // The old address, now free, joins through the same link: it pays nothing again.
    forgetMail(member.email);
    const again = await createMember(t, {
      email: member.email,
      referrerId: referrer.id,
      confirm: true,
    });
    expect(await points(again.id)).toEqual({ points: 25, referrals: 0 });
    expect(await points(referrer.id)).toEqual({ points: 50, referrals: 1 });
    expect(await invariantViolations(t.services.database)).toEqual([]);
  });

  it("takes back the pending referral of a member deleted before confirming: the referrer waits for nobody", async () => {
    const referrer = await createMember(t, { confirm: true });
    const member = await createMember(t, { referrerId: referrer.id });
    await t.mail.waitFor(member.email);
    expect(await pendingReferralCount(t.db, referrer.id)).toBe(1);

    await deleteAccount(deps(), { userId: member.id }, { kind: "member" });
    expect(await pendingReferralCount(t.db, referrer.id)).toBe(0);
    expect(await t.query("select 1 from referrals where referrer_id = $1", [referrer.id])).toEqual(
      [],
    );
    expect(await points(referrer.id)).toEqual({ points: 25, referrals: 0 });
    expect(await invariantViolations(t.services.database)).toEqual([]);
  });

  it("by e-mail without an account deletes that address's form submissions only", async () => {
    const email = uniqueEmail("submitter");
    await storeSubmission(t, email);
    await storeSubmission(t, email, "founder-signup");
    const summary = await deleteAccount(deps(), { email }, { kind: "cli" });
    expect(summary).toEqual({
      account: false,
      sessions: 0,
      ledgerRows: 0,
      referralsMade: 0,
      formSubmissions: 2,
      submissionsKept: false,
      avatar: false,
    });
    expect(await t.query("select 1 from form_submissions where email = $1", [email])).toEqual([]);
  });

  it("signs the member out everywhere: the old session cookie no longer works", async () => {
    const member = await createMember(t);
    const before = await t.services.auth.api.getSession({
      headers: new Headers({ cookie: member.cookie }),
    });
    expect(before?.user.id).toBe(member.id);
    await deleteAccount(deps(), { userId: member.id }, { kind: "member" });
    const after = await t.services.auth.api.getSession({
      headers: new Headers({ cookie: member.cookie }),
    });
    expect(after).toBeNull();
  });
});
