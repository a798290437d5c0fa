import { describe, expect, it } from "vitest";
import { type TestApp, withTestApp } from "../../../tests/support/app.ts";
import { createMember } from "../../../tests/support/factories.ts";
import { deleteAccount } from "../../domain/accounts/account-deletion.server.ts";
import { reportPeriod } from "../../lib/limits.ts";
import { loadOverview } from "./overview.server.ts";

let t: TestApp;

/** growth_daily as it stands, and as the rows themselves say it should (migration 0008). */
async function growthDrift() {
  const kept = await t.query(
    `select to_char(day, 'YYYY-MM-DD') as day, confirmed, unconfirmed, referred, joined
     from growth_daily where confirmed + unconfirmed + referred + joined > 0 order by day`,
  );
  const recomputed = await t.query(
    `select to_char(day, 'YYYY-MM-DD') as day, sum(confirmed)::int as confirmed,
       sum(unconfirmed)::int as unconfirmed, sum(referred)::int as referred,
       sum(joined)::int as joined
     from (
       select (created_at at time zone 'utc')::date as day,
         (email_verified)::int as confirmed, (not email_verified)::int as unconfirmed,
         (referrer_id is not null)::int as referred, 0 as joined from users
       union all
       select (joined_at at time zone 'utc')::date, 0, 0, 0, 1 from referrals
       where status = 'joined') s
     group by day order by day`,
  );
  const norm = (rows: Record<string, unknown>[]) =>
    rows.map((r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, String(v)])));
  return { kept: norm(kept), recomputed: norm(recomputed) };
}
withTestApp((app) => (t = app), { RATE_LIMIT: "off" });

describe("Overview aggregates", () => {
  it("counts sign-ups per UTC day (confirmed or not), referrals joined, share, viral coefficient and top referrers", async () => {
    const rita = await createMember(t, { name: "Rita Top", confirm: true });
    await createMember(t, { referrerId: rita.id, confirm: true });
    await createMember(t, { referrerId: rita.id, confirm: true });
    await createMember(t, { referrerId: rita.id });
    await createMember(t);
    // An old sign-up is outside a 7-day period but inside 30 days.
    await t.query("update users set created_at = now() - interval '20 days' where id = $1", [
      rita.id,
    ]);
    await t.query("update profiles set created_at = now() - interval '20 days' where id = $1", [
      rita.id,
    ]);
    const week = await loadOverview(t.db, 7);
    expect(week.series).toHaveLength(7);
    expect(week.series.at(-1)!.day).toBe(new Date().toISOString().slice(0, 10));
    const today = week.series.at(-1)!;
    expect(today).toMatchObject({ confirmed: 2, unconfirmed: 2, referred: 3, joined: 2 });
    expect(week.totals).toEqual({
      signups: 4,
      joined: 2,
      referralShare: 0.75,
      viralCoefficient: 0.5,
    });
    expect(week.topReferrers).toEqual([{ id: rita.id, name: "Rita Top", joined: 2 }]);
    const month = await loadOverview(t.db, 30);
    expect(month.series).toHaveLength(30);
    expect(month.totals.signups).toBe(5);
    expect(reportPeriod("90")).toBe(90);
    expect(reportPeriod("1000")).toBe(30);
  });

  it("keeps its daily counters equal to the rows through confirmations, referrals, voids, suspensions, deletions and moved dates", async () => {
    const expectInStep = async () => {
      const { kept, recomputed } = await growthDrift();
      expect(kept).toEqual(recomputed);
    };
    const deps = { db: t.db, addressHashKey: t.services.addressHashKey };
    const ref = await createMember(t, { confirm: true });
    const a = await createMember(t, { referrerId: ref.id });
    const b = await createMember(t, { referrerId: ref.id, confirm: true });
    const c = await createMember(t, { referrerId: b.id, confirm: true });
    await expectInStep();
    await t.query("update users set email_verified = true where id = $1", [a.id]);
    await expectInStep();
    const [{ id: referral }] = await t.query(
      "select id from referrals where referred_user_id = $1 and status = 'joined'",
      [b.id],
    );
    await t.query("select void_referral($1::uuid)", [referral]);
    await expectInStep();
    await t.query("update profiles set suspended_at = now() where id = $1", [ref.id]);
    await t.query("update users set created_at = now() - interval '3 days' where id = $1", [a.id]);
    await t.query(
      "update referrals set joined_at = now() - interval '2 days' where referred_user_id = $1",
      [c.id],
    );
    await expectInStep();
    // A referrer's deletion takes their referrals and unlinks the members they referred.
    await deleteAccount(deps, { userId: b.id }, { kind: "cli" });
    await expectInStep();
    await deleteAccount(deps, { userId: ref.id }, { kind: "cli" });
    await expectInStep();
    const week = await loadOverview(t.db, 7);
    const { recomputed } = await growthDrift();
    const inWeek = recomputed.filter((r) => r.day >= week.series[0].day);
    expect(week.totals.signups).toBe(
      inWeek.reduce((n, r) => n + Number(r.confirmed) + Number(r.unconfirmed), 0),
    );
  });
});
