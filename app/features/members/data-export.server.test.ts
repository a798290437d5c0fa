import { describe, expect, it } from "vitest";
import { type TestApp, withTestApp } from "../../../tests/support/app.ts";
import { createMember, storeSubmission } from "../../../tests/support/factories.ts";
import { exportPersonalData } from "./data-export.server.ts";

// The member's copy of their data (ADR 140, 'Download my data').
let t: TestApp;
withTestApp((app) => (t = app), { RATE_LIMIT: "off" });

describe("exportPersonalData", () => {
  it("holds exactly the member's own data: masked referrals, the referrer's display name, no tokens", async () => {
    const referrer = await createMember(t, { name: "Rita Referrer", confirm: true });
    await t.query("update profiles set nickname = 'RitaR' where id = $1", [referrer.id]);
    const member = await createMember(t, { referrerId: referrer.id, confirm: true });
    const friend = await createMember(t, { referrerId: member.id, confirm: true });
    await storeSubmission(t, member.email);
    await storeSubmission(t, friend.email);
    const data = await exportPersonalData(t.db, { userId: member.id }, new Date("2030-01-01"));
    expect(data.profile).toMatchObject({
      name: member.name,
      email: member.email,
      nickname: null,
      avatarUrl: null,
      pointsTotal: 50,
      referralCount: 1,
    });
    expect(data.pointsLedger.map((r) => [r.points, r.kind])).toEqual([
      [25, "join"],
      [25, "referral"],
    ]);
    expect(data.referralsMade).toEqual([
      {
        status: "joined",
        date: expect.any(String),
        email: expect.stringMatching(/^m\*+@e\*+\.com$/),
      },
    ]);
    expect(data.referredBy).toEqual({ displayName: "RitaR" });
    expect(data.sessions.length).toBeGreaterThanOrEqual(1);
    expect(Object.keys(data.sessions[0]).sort()).toEqual(["createdAt", "lastSeenAt", "userAgent"]);
    expect(data.formSubmissions).toHaveLength(1);
    const text = JSON.stringify(data);
    expect(text).not.toContain(friend.email);
    expect(text).not.toContain(referrer.email);
    expect(text).not.toContain("Rita Referrer");
    const tokens = await t.query("select token from sessions where user_id = $1", [member.id]);
    for (const { token } of tokens) expect(text).not.toContain(String(token));
  });
});
