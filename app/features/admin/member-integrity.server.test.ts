import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/support/app.ts";
import { createMember, type Member, postForm, signIn } from "../../../tests/support/factories.ts";
import { setAdminRole } from "../../domain/accounts/roles.server.ts";

// Points that stay right under the admin's actions (ADR 190): a void takes back
// what the referral paid even after its member left; an adjustment's key is one member's.
let t: TestApp;
let admin: Member;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT: "off" });
  admin = await createMember(t, { name: "Ida Integrity", confirm: true });
  await setAdminRole(t.db, admin.email, true);
  admin = { ...admin, cookie: await signIn(t, admin) };
});
afterAll(async () => {
  await t?.close();
});

const act = (id: string, fields: Record<string, string>) =>
  postForm(t, `/admin/members/${id}`, fields, admin.cookie);

async function profile(id: string) {
  const [row] = await t.query("select points_total, referral_count from profiles where id = $1", [
    id,
  ]);
  return { points: Number(row.points_total), referrals: Number(row.referral_count) };
}

describe("member actions keep the points right", () => {
  it("an adjustment's key is one member's: the same key adjusts another member too (ADR 190)", async () => {
    const [a, b] = [await createMember(t), await createMember(t)];
    const fields = {
      intent: "adjust",
      points: "5",
      reason: "Workshop helper",
      key: "key-shared-1",
    };
    expect((await act(a.id, fields)).status).toBe(200);
    expect((await act(b.id, fields)).status).toBe(200);
    expect((await act(b.id, fields)).status).toBe(200);
    expect(await profile(a.id)).toEqual({ points: 30, referrals: 0 });
    expect(await profile(b.id)).toEqual({ points: 30, referrals: 0 });
  });

  it("voiding the referral of a member who deleted their account takes the 25 points back (ADR 190)", async () => {
    const referrer = await createMember(t, { confirm: true });
    const friend = await createMember(t, { referrerId: referrer.id, confirm: true });
    const [ref] = await t.query("select id from referrals where referred_user_id = $1", [
      friend.id,
    ]);
    const deleted = await postForm(
      t,
      "/profile",
      { intent: "delete-account", currentPassword: friend.password },
      friend.cookie,
    );
    expect(deleted.status).toBe(302);
    expect(await profile(referrer.id)).toEqual({ points: 50, referrals: 1 });
    const fields = { intent: "void", referralId: String(ref.id), reason: "Fake account" };
    expect((await act(referrer.id, fields)).status).toBe(200);
    expect(await profile(referrer.id)).toEqual({ points: 25, referrals: 0 });
    expect((await act(referrer.id, fields)).status).toBe(409);
    expect(await profile(referrer.id)).toEqual({ points: 25, referrals: 0 });
  });
});
