import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/support/app.ts";
import { parseCsv } from "../../../tests/support/csv.ts";
import {
  confirmMember,
  createMember,
  type Member,
  postForm,
  request,
  signIn,
  signInRequest,
} from "../../../tests/support/factories.ts";
import { memberAdminCopy as C } from "../../content/admin.ts";
import { metrics } from "../../lib/metrics.server.ts";
import { setAdminRole } from "../../domain/accounts/roles.server.ts";
import { getUserRank, leaderboardPage } from "../members/members.server.ts";
import { prefixPattern } from "./members-admin.server.ts";

// The Members tab, a member's page and its actions (ADR 161), over HTTP as a browser
// without JavaScript would post them, checked against the database afterwards.
let t: TestApp;
let admin: Member;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT: "off" });
  admin = await createMember(t, { name: "Ada Admin", confirm: true });
  await setAdminRole(t.db, admin.email, true);
  admin = { ...admin, cookie: await signIn(t, admin) };
});
afterAll(async () => {
  await t?.close();
});

const act = (id: string, fields: Record<string, string>, cookie = admin.cookie) =>
  postForm(t, `/admin/members/${id}`, fields, cookie);

async function profile(id: string) {
  const [row] = await t.query("select points_total, referral_count from profiles where id = $1", [
    id,
  ]);
  return { points: Number(row.points_total), referrals: Number(row.referral_count) };
}

async function audit(target: string) {
  return (
    await t.query(
      "select actor, actor_id, action, details from audit_log where target = $1 order by id",
      [target],
    )
  ).map((r) => ({ actor: r.actor, actorId: r.actor_id, action: r.action, details: r.details }));
}

describe("Members tab", () => {
  it("searches name, nickname and e-mail by case-insensitive prefix and filters by status", async () => {
    const zed = await createMember(t, { name: "Zedekiah Quill", confirm: true });
    const other = await createMember(t, { name: "Other Person", email: "zqx-unique@example.com" });
    await t.query("update profiles set nickname = 'Zorro_' where id = $1", [other.id]);
    const page = (query: string) =>
      request(t, { path: `/admin/members?${query}`, headers: { cookie: admin.cookie } });
    const byName = await page("q=zEdEk");
    expect(byName.status).toBe(200);
    expect(byName.body).toContain("Zedekiah Quill");
    expect(byName.body).not.toContain("Other Person");
    expect((await page("q=ZQX-")).body).toContain("Other Person");
    expect((await page("q=zorro_")).body).toContain("Other Person");
    // % and _ are literal, not wildcards.
    expect((await page("q=z%25")).body).toContain(C.empty);
    expect(prefixPattern("a_b%")).toBe("a\\_b\\%%");
    const unconfirmed = await page("status=unconfirmed");
    expect(unconfirmed.body).toContain("Other Person");
    expect(unconfirmed.body).not.toContain("Zedekiah Quill");
    expect((await page("status=active")).body).toContain("Zedekiah Quill");
    expect(zed.id).toBeTruthy();
  });

  it("exports the filtered list as CSV with formulas neutralised, and audits the export", async () => {
    await createMember(t, { name: "=cmd|calc", email: "formula-csv@example.com" });
    const res = await request(t, {
      path: "/admin/members.csv?q=formula-csv",
      headers: { cookie: admin.cookie },
    });
    expect(res.status).toBe(200);
    const [header, ...rows] = parseCsv(res.body.replace(/^\uFEFF/, ""));
    expect(header.slice(0, 4)).toEqual(["id", "name", "nickname", "email"]);
    expect(rows).toHaveLength(1);
    expect(rows[0][1]).toBe("'=cmd|calc");
    const [row] = await t.query(
      "select actor, details from audit_log where action = 'members.export'",
    );
    // The search text is not kept (ADR 190): it may be someone's name or address, and the
    // audit log is append-only.
    expect(row).toMatchObject({ actor: "admin", details: { rows: 1, searched: true } });
    expect(JSON.stringify(row.details)).not.toContain("formula-csv");
  });
});

/** A counter's value (metrics, ADR 150). */
async function counted(counter: { get(): Promise<{ values: { value: number }[] }> }) {
  return (await counter.get()).values[0]?.value ?? 0;
}

describe("member actions", () => {
  it("adjusts points with a ledger row (reason as description), once per key, and audits it", async () => {
    const m = await createMember(t);
    const fields = {
      intent: "adjust",
      points: "-7",
      reason: "Duplicate quiz award",
      key: "key-adjust-1",
    };
    const adjustments = await counted(metrics.pointsAdjustments);
    expect((await act(m.id, fields)).status).toBe(200);
    expect((await act(m.id, fields)).status).toBe(200);
    expect((await counted(metrics.pointsAdjustments)) - adjustments).toBe(1);
    expect(await profile(m.id)).toEqual({ points: 18, referrals: 0 });
    const [row] = await t.query(
      "select description, points, kind from points_ledger where user_id = $1 and kind = 'adjustment'",
      [m.id],
    );
    expect(row).toEqual({ description: "Duplicate quiz award", points: -7, kind: "adjustment" });
    expect(await audit(`user:${m.id}`)).toEqual([
      {
        actor: "admin",
        actorId: admin.id,
        action: "member.adjust",
        details: { reason: "Duplicate quiz award", points: -7 },
      },
    ]);
    for (const bad of [
      { points: "0", reason: "x" },
      { points: "10001", reason: "x" },
      { points: "1.5", reason: "x" },
      { points: "abc", reason: "x" },
      { points: "5", reason: "   " },
    ]) {
      const res = await act(m.id, { intent: "adjust", ...bad });
      expect(res.status, JSON.stringify(bad)).toBe(400);
    }
    expect(await profile(m.id)).toEqual({ points: 18, referrals: 0 });
  });

  it("voids a joined referral once: −25 'Referral voided', count −1, status void", async () => {
    const referrer = await createMember(t, { confirm: true });
    const friend = await createMember(t, { referrerId: referrer.id, confirm: true });
    expect(await profile(referrer.id)).toEqual({ points: 50, referrals: 1 });
    const [ref] = await t.query("select id from referrals where referred_user_id = $1", [
      friend.id,
    ]);
    const fields = { intent: "void", referralId: String(ref.id), reason: "Fake account" };
    const voids = await counted(metrics.referralVoids);
    expect((await act(referrer.id, fields)).status).toBe(200);
    expect((await act(referrer.id, fields)).status).toBe(409);
    expect((await counted(metrics.referralVoids)) - voids).toBe(1);
    expect(await profile(referrer.id)).toEqual({ points: 25, referrals: 0 });
    const ledger = await t.query(
      "select description, points from points_ledger where user_id = $1 order by id",
      [referrer.id],
    );
    expect(ledger.at(-1)).toEqual({ description: "Referral voided", points: -25 });
    const [after] = await t.query("select status from referrals where id = $1", [ref.id]);
    expect(after.status).toBe("void");
    // A referral of someone else cannot be voided through this member's page.
    const stranger = await createMember(t);
    expect((await act(stranger.id, fields)).status).toBe(404);
  });

  it("suspends: sign-in refused, sessions ended, off the leaderboard, no rank, referrals pay nothing; reinstates", async () => {
    const m = await createMember(t, { confirm: true, points: 900_000 });
    const session = m.cookie;
    expect(await getUserRank(t.db, m.id)).toBe(1);
    expect((await act(m.id, { intent: "suspend", reason: "Spam" })).status).toBe(200);
    expect(await getUserRank(t.db, m.id)).toBe(0);
    const board = await leaderboardPage(t.db, 1, 50);
    expect(board.rows.map((r) => r.id)).not.toContain(m.id);
    const dash = await request(t, { path: "/dashboard", headers: { cookie: session } });
    expect(dash.status).toBe(302);
    const refused = await signInRequest(t, m);
    expect(refused.status).toBe(403);
    expect(refused.body).toContain(C.suspendedSignIn);
    const login = await postForm(t, "/login", { email: m.email, password: m.password });
    expect(login.body).toContain(C.suspendedSignIn);
    const friend = await createMember(t, { referrerId: m.id });
    await confirmMember(t, friend);
    expect(await profile(m.id)).toEqual({ points: 900_025, referrals: 1 });
    expect((await act(m.id, { intent: "suspend", reason: "again" })).status).toBe(409);

    expect((await act(m.id, { intent: "reinstate", reason: "Appeal accepted" })).status).toBe(200);
    expect(await getUserRank(t.db, m.id)).toBe(1);
    expect(await signIn(t, m)).toMatch(/session_token/);
    expect((await audit(`user:${m.id}`)).map((a) => a.action)).toEqual([
      "member.suspend",
      "member.reinstate",
    ]);
  });

  it("resends the confirmation to an unconfirmed member only", async () => {
    const m = await createMember(t);
    await t.mail.waitFor(m.email, /Confirm your/);
    expect((await act(m.id, { intent: "resend", reason: "Asked by phone" })).status).toBe(200);
    await expect.poll(() => t.mail.messages.filter((x) => x.to.includes(m.email)).length).toBe(2);
    await confirmMember(t, m);
    expect((await act(m.id, { intent: "resend", reason: "again" })).status).toBe(409);
  });

  it("refuses every action and page to anonymous visitors and members", async () => {
    const m = await createMember(t);
    for (const cookie of ["", m.cookie]) {
      expect((await act(m.id, { intent: "adjust", points: "5", reason: "x" }, cookie)).status).toBe(
        403,
      );
      // The admin guard sends an anonymous visitor to sign in (ADR 185).
      expect((await request(t, { path: `/admin/members.csv`, headers: { cookie } })).status).toBe(
        cookie ? 403 : 302,
      );
      const page = await request(t, { path: `/admin/members/${m.id}`, headers: { cookie } });
      expect([302, 403]).toContain(page.status);
    }
    expect(await profile(m.id)).toEqual({ points: 25, referrals: 0 });
  });
});

describe("Delete Member", () => {
  it("deletes through the one deletion function: the referrer keeps points and count, the audit log keeps no trace of the person", async () => {
    const referrer = await createMember(t, { confirm: true });
    const m = await createMember(t, {
      name: "Gone Person",
      referrerId: referrer.id,
      confirm: true,
    });
    const res = await act(m.id, { intent: "delete", reason: "Asked by e-mail" });
    expect(res.status).toBe(302);
    expect(res.location).toBe("/admin/members");
    expect(await t.query("select 1 from users where id = $1", [m.id])).toHaveLength(0);
    expect(await profile(referrer.id)).toEqual({ points: 50, referrals: 1 });
    const [row] = await t.query(
      "select actor, actor_id, target from audit_log where action = 'account.delete' order by id desc limit 1",
    );
    expect(row).toMatchObject({ actor: "admin", actor_id: admin.id });
    const text = JSON.stringify(await t.query("select * from audit_log"));
    expect(text).not.toContain(m.email);
    expect(text).not.toContain("Gone Person");
    expect((await act(admin.id, { intent: "delete", reason: "x" })).status).toBe(400);
    // The Audit Log tab: newest first, filterable, the deleted person unnamed.
    const tab = await request(t, {
      path: "/admin/audit-log?action=member.adjust",
      headers: { cookie: admin.cookie },
    });
    expect(tab.status).toBe(200);
    expect(tab.body).toContain("took 7 points from");
    expect(tab.body).not.toContain("deleted a member");
    // Sentences: the admin by name, the deletion in words, the raw action one click away.
    const all = await request(t, { path: "/admin/audit-log", headers: { cookie: admin.cookie } });
    expect(all.body).toContain("Ada Admin</strong> deleted a member");
    expect(all.body).toContain("account.delete");
    expect(all.body).not.toContain(m.email);
    expect(all.body.indexOf("deleted a member")).toBeLessThan(
      all.body.indexOf("took 7 points from"),
    );
  });
});

describe("flagged referrals", () => {
  it("lists a referrer with a flagged referral under 'Flagged', shows the reason, and clears the flag", async () => {
    const referrer = await createMember(t, {
      name: "Flaggy Referrer",
      email: "flaggy.ref@gmail.com",
    });
    const alias = await createMember(t, {
      email: "flaggyref+1@gmail.com",
      referrerId: referrer.id,
    });
    const [ref] = await t.query("select id from referrals where referred_user_id = $1", [alias.id]);
    const flagged = await request(t, {
      path: "/admin/members?status=flagged&q=flaggy",
      headers: { cookie: admin.cookie },
    });
    expect(flagged.body).toContain("Flaggy Referrer");
    const page = await request(t, {
      path: `/admin/members/${referrer.id}`,
      headers: { cookie: admin.cookie },
    });
    expect(page.body).toContain(C.flags.self);
    const res = await act(referrer.id, {
      intent: "clear-flag",
      referralId: String(ref.id),
      reason: "Spouse, checked",
    });
    expect(res.status).toBe(200);
    const after = await request(t, {
      path: "/admin/members?status=flagged&q=flaggy",
      headers: { cookie: admin.cookie },
    });
    // (The name is still in the Audit Log tab of the same page, as the clear's target.)
    expect(after.body).toContain(C.empty);
    expect((await audit(`user:${referrer.id}`)).map((a) => a.action)).toEqual([
      "member.referral.clear-flag",
    ]);
  });
  it("approves an alias referral: paid at confirmation, audited, once; the page says what flags mean", async () => {
    const referrer = await createMember(t, { name: "Alia Referrer", email: "alia.ref@gmail.com" });
    // Another account's mailbox with a tag: an alias, not paid at confirmation.
    await createMember(t, { email: "alia.other@gmail.com" });
    const alias = await createMember(t, {
      email: "aliaother+2@gmail.com",
      referrerId: referrer.id,
      confirm: true,
    });
    const [ref] = await t.query("select id, status from referrals where referred_user_id = $1", [
      alias.id,
    ]);
    expect(ref.status).toBe("pending");
    const paid = () =>
      t.query("select points from points_ledger where user_id = $1 and kind = 'referral'", [
        referrer.id,
      ]);
    expect(await paid()).toEqual([]);
    const page = await request(t, {
      path: `/admin/members/${referrer.id}`,
      headers: { cookie: admin.cookie },
    });
    expect(page.body).toContain(C.actions.approve);
    expect(page.body).toContain(C.flagsNote.replaceAll("'", "&#x27;"));
    const approve = { intent: "approve", referralId: String(ref.id), reason: "Checked: a friend" };
    expect((await act(referrer.id, approve)).status).toBe(200);
    expect(await paid()).toEqual([{ points: 25 }]);
    const [after] = await t.query("select status from referrals where id = $1", [ref.id]);
    expect(after.status).toBe("joined");
    // Twice is refused and pays nothing more.
    expect((await act(referrer.id, approve)).status).toBe(409);
    expect(await paid()).toEqual([{ points: 25 }]);
    expect((await audit(`user:${referrer.id}`)).map((a) => a.action)).toEqual([
      "member.referral.approve",
    ]);
  });
});
