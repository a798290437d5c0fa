import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/support/app.ts";
import { createMember } from "../../../tests/support/factories.ts";
import { overviewPeriod } from "./member-admin.schema.ts";
import { loadOverview } from "./overview.server.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT: "off" });
});
afterAll(async () => {
  await t?.close();
});

describe("Overview aggregates", () => {
  it("counts sign-ups per UTC day (confirmed or not), referrals joined, share, viral coefficient and top referrers", async () => {
    const rita = await createMember(t, { name: "Rita Top", confirm: true });
    await createMember(t, { referrerId: rita.id, confirm: true });
    await createMember(t, { referrerId: rita.id, confirm: true });
    await createMember(t, { referrerId: rita.id });
    await createMember(t);
    // An old sign-up is outside a 7-day period but inside 30 days.
    await t.services.database.rawTransaction((run) =>
      run("update profiles set created_at = now() - interval '20 days' where id = $1", [rita.id]),
    );
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
    expect(overviewPeriod("90")).toBe(90);
    expect(overviewPeriod("1000")).toBe(30);
  });
});
