import { describe, expect, it } from "vitest";
import { type TestApp, withTestApp } from "../../../tests/support/app.ts";
import { createMember, signUpRequest } from "../../../tests/support/factories.ts";
import { deleteAccount } from "../accounts/account-deletion.server.ts";
import {
  BURST_MAX,
  isDisposable,
  mailboxKey,
  networkHash,
  pgTextArray,
  recordSignupSignals,
} from "./referral-integrity.server.ts";

// Flags of docs/architecture.md D16 (flag, never punish), from the real sign-up path and the rules.
let t: TestApp;
withTestApp((app) => (t = app), { RATE_LIMIT: "off" });

const flagsOf = async (userId: string) => {
  const [row] = await t.query("select flags, status from referrals where referred_user_id = $1", [
    userId,
  ]);
  return [...(row.flags as string[])].sort();
};

describe("referral integrity rules", () => {
  it("normalises Gmail dots, +tags and googlemail; other domains keep their dots", () => {
    expect(mailboxKey("J.O.E+promo@GoogleMail.com")).toBe("joe@gmail.com");
    expect(mailboxKey("joe@gmail.com")).toBe("joe@gmail.com");
    expect(mailboxKey("j.oe+x@example.com")).toBe("j.oe@example.com");
  });

  it("knows disposable domains from the maintained list (and wildcard parents)", () => {
    expect(isDisposable("a@mailinator.com")).toBe(true);
    expect(isDisposable("a@MAILINATOR.COM")).toBe(true);
    expect(isDisposable("a@example.com")).toBe(false);
    expect(isDisposable("a@gmail.com")).toBe(false);
  });

  it("hashes the network (IPv4 address, IPv6 /64), never storing the address", () => {
    const key = "k".repeat(32);
    expect(networkHash(key, "2001:db8:1:2:aaaa::1")).toBe(networkHash(key, "2001:db8:1:2:bbbb::9"));
    expect(networkHash(key, "2001:db8:1:3::1")).not.toBe(networkHash(key, "2001:db8:1:2::1"));
    expect(networkHash(key, "192.0.2.1")).not.toBe(networkHash(key, "192.0.2.2"));
    expect(networkHash(key, "192.0.2.1")).toMatch(/^[0-9a-f]{64}$/);
  });

  it("flags a self-referral through an alias and a disposable address at sign-up", async () => {
    const referrer = await createMember(t, { email: "jane.doe@gmail.com" });
    const alias = await createMember(t, { email: "janedoe+2@gmail.com", referrerId: referrer.id });
    expect(await flagsOf(alias.id)).toContain("self");
    const throwaway = await createMember(t, {
      email: `x${Date.now()}@mailinator.com`,
      referrerId: referrer.id,
    });
    expect(await flagsOf(throwaway.id)).toContain("disposable");
    const honest = await createMember(t, { email: "friend@example.org", referrerId: referrer.id });
    expect(await flagsOf(honest.id)).not.toContain("self");
    expect(await flagsOf(honest.id)).not.toContain("disposable");
    // Flagged only: the referral still pays when confirmed.
    const [row] = await t.query("select status from referrals where referred_user_id = $1", [
      alias.id,
    ]);
    expect(row.status).toBe("pending");
  });

  it("flags every referral of a burst: more than 5 sign-ups from one network within an hour", async () => {
    const referrer = await createMember(t);
    const key = t.services.addressHashKey;
    const ids: string[] = [];
    for (let i = 0; i <= BURST_MAX; i++) {
      const m = await createMember(t, { referrerId: referrer.id });
      ids.push(m.id);
      // Every test sign-up comes from loopback (its own burst): start this one afresh and
      // give it a client address of one IPv6 /64.
      await t.query("delete from signup_networks where user_id = $1", [m.id]);
      await t.query("update referrals set flags = '{}' where referred_user_id = $1", [m.id]);
      const flags = await recordSignupSignals(t.db, key, {
        userId: m.id,
        email: m.email,
        clientIp: `2001:db8:77:1:${i}::1`,
      });
      expect(flags.includes("network"), `sign-up ${i + 1}`).toBe(i + 1 > BURST_MAX);
    }
    for (const id of ids) expect(await flagsOf(id)).toContain("network");
    // Another network is not affected; only hashes are stored.
    const other = await createMember(t, { referrerId: referrer.id });
    await t.query("delete from signup_networks where user_id = $1", [other.id]);
    await t.query("update referrals set flags = '{}' where referred_user_id = $1", [other.id]);
    expect(
      await recordSignupSignals(t.db, key, {
        userId: other.id,
        email: other.email,
        clientIp: "198.51.100.7",
      }),
    ).not.toContain("network");
    const stored = JSON.stringify(await t.query("select * from signup_networks"));
    expect(stored).not.toContain("2001:db8");
    expect(stored).not.toContain("198.51.100.7");
  });

  describe("one mailbox, many aliases (ADR 190)", () => {
    it("the database's mailbox_key() is mailboxKey()", async () => {
      for (const email of [
        "J.O.E+promo@GoogleMail.com",
        "joe@gmail.com",
        "j.oe+x@example.com",
        " Ann.Lee@Example.COM ",
        "+tag@example.com",
        "a+b+c@sub.gmail.com",
        "no-at-sign",
        "@example.com",
        "we@ird@gmail.com",
      ]) {
        const [row] = await t.query("select mailbox_key($1) as key", [email]);
        expect(row.key, email).toBe(mailboxKey(email));
      }
    });

    const points = async (id: string) =>
      Number(
        (await t.query("select points_total from profiles where id = $1", [id]))[0].points_total,
      );
    const referralOf = async (id: string) =>
      (await t.query("select status, flags from referrals where referred_user_id = $1", [id]))[0];

    it("a sign-up whose mailbox matches an existing account pays nothing and is flagged 'alias'", async () => {
      const tag = Date.now().toString(36);
      await createMember(t, { email: `ann.lee.${tag}@gmail.com`, confirm: true });
      const referrer = await createMember(t, { confirm: true });
      const alias = await createMember(t, {
        email: `annlee${tag}+again@googlemail.com`,
        referrerId: referrer.id,
        confirm: true,
      });
      expect(await points(referrer.id)).toBe(25);
      const row = await referralOf(alias.id);
      expect(row.status).toBe("pending");
      expect(pgTextArray(row.flags)).toContain("alias");
    });

    it("an alias of an address that already paid a referral pays nothing again and is flagged", async () => {
      const tag = Date.now().toString(36);
      const first = await createMember(t, { confirm: true });
      const paid = await createMember(t, {
        email: `pay.me.${tag}@gmail.com`,
        referrerId: first.id,
        confirm: true,
      });
      expect(await points(first.id)).toBe(50);
      await deleteAccount(
        { db: t.db, addressHashKey: t.services.addressHashKey },
        { userId: paid.id },
        { kind: "member" },
      );
      const second = await createMember(t, { confirm: true });
      const again = await createMember(t, {
        email: `payme${tag}@gmail.com`,
        referrerId: second.id,
        confirm: true,
      });
      expect(await points(second.id)).toBe(25);
      expect(pgTextArray((await referralOf(again.id)).flags)).toContain("alias");
      // Neither the sign-up's answer nor the session tells that the mailbox was known.
      const third = await signUpRequest(t, {
        name: "Pay Me Thrice",
        email: `p.a.y.m.e${tag}+3@gmail.com`,
        password: "correct-horse-7",
        referrerId: second.id,
      });
      expect(third.status).toBe(200);
      expect(third.body).not.toContain("aliasOfPaid");
    });
  });
});
