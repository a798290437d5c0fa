// The account events of app/domain/accounts/account-events.server.ts, each on its own (the
// auth hooks only wire them; the hooks' end-to-end behaviour is tested with sign-up and
// confirmation in the member-mail, referral and privacy tests).
import { describe, expect, it } from "vitest";
import { type TestApp, withTestApp } from "../../../tests/support/app.ts";
import { createMember } from "../../../tests/support/factories.ts";
import { metrics } from "../../lib/metrics.server.ts";
import { changeTokenUsed } from "../../lib/verification-token.server.ts";
import { referralPaidBefore } from "../referrals/paid-referral-address.server.ts";
import {
  isSuspended,
  newAccount,
  onAddressConfirmed,
  onSignedUp,
  type AccountEventDeps,
} from "./account-events.server.ts";

import { nameProblem } from "../../lib/text-rules.ts";

let t: TestApp;
withTestApp((app) => (t = app), { RATE_LIMIT: "off" });

const deps = (): AccountEventDeps => ({
  db: t.db,
  addressHashKey: t.services.addressHashKey,
  log: t.services.log,
  memberMail: t.services.memberMail,
});

describe("account events", () => {
  it("newAccount tidies the name and marks no alias without a referrer", async () => {
    const account = await newAccount(deps(), { name: "  Ada   Lovelace ", email: "a@b.test" });
    expect(account).toMatchObject({ name: "Ada Lovelace", aliasOfPaid: false });
    expect(nameProblem(account.name)).toBeNull();
  });

  it("isSuspended follows the member's suspension", async () => {
    const member = await createMember(t);
    expect(await isSuspended(t.db, member.id)).toBe(false);
    await t.query("update profiles set suspended_at = now() where id = $1", [member.id]);
    expect(await isSuspended(t.db, member.id)).toBe(true);
  });

  it("onSignedUp counts the sign-up and records its network signal", async () => {
    const member = await createMember(t);
    await t.query("delete from signup_networks where user_id = $1", [member.id]);
    const before = (await metrics.signUps.get()).values[0]?.value ?? 0;
    await onSignedUp(deps(), { id: member.id, email: member.email, clientIp: "198.51.100.7" });
    expect((await metrics.signUps.get()).values[0]?.value).toBe(before + 1);
    const rows = await t.query("select 1 from signup_networks where user_id = $1", [member.id]);
    expect(rows).toHaveLength(1);
  });

  it("onAddressConfirmed after a change: the change link is spent, and an address that paid a referral never pays again", async () => {
    const referrer = await createMember(t, { confirm: true });
    const member = await createMember(t, { referrerId: referrer.id, confirm: true });
    const token = `change-token-${member.id}`;
    const previousAddress = member.email;
    expect(await referralPaidBefore(t.db, t.services.addressHashKey, previousAddress)).toBe(false);
    await onAddressConfirmed(deps(), member.id, { previousAddress, token });
    expect(await changeTokenUsed(t.db, token)).toBe(true);
    expect(await referralPaidBefore(t.db, t.services.addressHashKey, previousAddress)).toBe(true);
  });
});
