import { describe, expect, it } from "vitest";
import { type TestApp, withTestApp } from "../../../tests/support/app.ts";
import { createMember } from "../../../tests/support/factories.ts";
import { createJobRunner, DAY_MS } from "../../lib/jobs.server.ts";
import { UNCONFIRMED_ACCOUNT_DAYS } from "../../lib/limits.ts";
import { unconfirmedAccountsJob } from "./unconfirmed-accounts.server.ts";

// ADR 190: an address nobody confirmed owns nothing, and its account does not stay: the
// daily job deletes it after UNCONFIRMED_ACCOUNT_DAYS through the one deletion (ADR 140).
let t: TestApp;
withTestApp((app) => (t = app), { RATE_LIMIT: "off" });

const exists = async (id: string) =>
  (await t.query("select 1 from users where id = $1", [id])).length === 1;

describe("unconfirmed accounts", () => {
  it("the confirmation e-mail says what to do if you did not sign up", async () => {
    const m = await createMember(t);
    const mail = await t.mail.waitFor(m.email, /Confirm your/);
    expect(mail.text).toContain(
      `If you did not sign up, do nothing: an account whose address is not confirmed is deleted after ${UNCONFIRMED_ACCOUNT_DAYS} days.`,
    );
  });

  it(`are deleted after ${UNCONFIRMED_ACCOUNT_DAYS} days through deleteAccount, audited, with their pending referral`, async () => {
    const referrer = await createMember(t, { confirm: true });
    const stale = await createMember(t, { referrerId: referrer.id });
    const fresh = await createMember(t);
    const confirmed = await createMember(t, { confirm: true });
    const now = new Date(Date.now() + DAY_MS);
    const old = new Date(now.getTime() - (UNCONFIRMED_ACCOUNT_DAYS + 1) * DAY_MS).toISOString();
    await t.query("update users set created_at = $1 where id = any($2)", [
      old,
      [stale.id, confirmed.id],
    ]);
    const [{ last }] = await t.query("select coalesce(max(id), 0)::int as last from audit_log");
    const runner = createJobRunner({ db: t.db, now: () => now });
    runner.register(unconfirmedAccountsJob({ addressHashKey: t.services.addressHashKey }));
    const [event] = await runner.runDue({ startup: true });
    expect(event).toMatchObject({ status: "ok", result: { unconfirmedAccounts: 1 } });
    expect(await exists(stale.id)).toBe(false);
    expect(await exists(fresh.id)).toBe(true);
    expect(await exists(confirmed.id)).toBe(true);
    expect(await t.query("select 1 from referrals where referrer_id = $1", [referrer.id])).toEqual(
      [],
    );
    expect(await t.query("select actor, action from audit_log where id > $1", [last])).toEqual([
      { actor: "system", action: "account.delete" },
    ]);
  });
});
