import { randomBytes } from "node:crypto";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type TestApp, withTestApp } from "../../../tests/support/app.ts";
import {
  addPoints,
  confirmationPath,
  createMember,
  request,
} from "../../../tests/support/factories.ts";
import { invariantViolations as checkInvariants } from "../../../tests/support/invariants.ts";
import { POINTS } from "../../content/members.ts";
import { deleteAccount } from "../../domain/accounts/account-deletion.server.ts";
import { getUserRank, leaderboardPage } from "./members.server.ts";

// The points rules of docs/architecture.md 'Data rules', enforced by the database triggers
// of db/migrations/0001_init.sql. The amounts are asserted against POINTS, the one constant
// the screens render from: a migration paying another amount fails here.
let t: TestApp;
withTestApp((app) => (t = app), { RATE_LIMIT: "off" });

async function profile(id: string) {
  const [row] = await t.query("select points_total, referral_count from profiles where id = $1", [
    id,
  ]);
  return { points: Number(row.points_total), referrals: Number(row.referral_count) };
}
async function ledger(id: string) {
  return t.query(
    "select description, points, kind from points_ledger where user_id = $1 order by id",
    [id],
  );
}

const invariantViolations = () => checkInvariants(t.services.database);

describe("points rules", () => {
  it("pays POINTS.join 'Joined the waitlist' points at sign-up, in the same transaction as the profile", async () => {
    const m = await createMember(t);
    expect(await profile(m.id)).toEqual({ points: POINTS.join, referrals: 0 });
    expect(await ledger(m.id)).toEqual([
      { description: "Joined the waitlist", points: POINTS.join, kind: "join" },
    ]);
  });

  it("keeps a referral pending until the referred member confirms, then pays the referrer once", async () => {
    const referrer = await createMember(t, { confirm: true });
    const friend = await createMember(t, { name: "Friend <b>Bold</b>", referrerId: referrer.id });
    const [pending] = await t.query("select status from referrals where referred_user_id = $1", [
      friend.id,
    ]);
    expect(pending.status).toBe("pending");
    expect(await profile(referrer.id)).toEqual({ points: POINTS.join, referrals: 0 });

    const path = await confirmationPath(t, friend.email);
    const first = await request(t, { path });
    expect(first.status).toBe(302);
    expect(first.location).toBe("/dashboard?confirmed=1");
    expect(await profile(referrer.id)).toEqual({
      points: POINTS.join + POINTS.referral,
      referrals: 1,
    });
    expect((await ledger(referrer.id)).at(-1)).toEqual({
      description: "Referral: Friend <b>Bold</b> joined",
      points: POINTS.referral,
      kind: "referral",
    });

    // A retried confirmation (the link again, or the function called again) pays nothing more.
    await request(t, { path });
    await t.query("select confirm_referral($1)", [friend.id]);
    await t.query("update users set email_verified = false where id = $1", [friend.id]);
    await t.query("update users set email_verified = true where id = $1", [friend.id]);
    expect(await profile(referrer.id)).toEqual({
      points: POINTS.join + POINTS.referral,
      referrals: 1,
    });
    expect(await profile(friend.id)).toEqual({ points: POINTS.join, referrals: 0 });
  });

  it("ignores an unknown, malformed or self ref", async () => {
    for (const referrerId of [
      "no-such-member",
      "<script>alert(1)</script>",
      "x".repeat(500),
      "' or 1=1 --",
    ]) {
      const m = await createMember(t, { referrerId, confirm: true });
      expect(
        await t.query("select 1 from referrals where referred_user_id = $1", [m.id]),
      ).toHaveLength(0);
    }
    const id = `self-${randomBytes(6).toString("hex")}`;
    await t.query("insert into users (id, name, email, referrer_id) values ($1, 'Self', $2, $1)", [
      id,
      `${id}@example.com`,
    ]);
    expect(await t.query("select 1 from referrals where referred_user_id = $1", [id])).toHaveLength(
      0,
    );
  });

  it("pays exactly 50 × POINTS.referral when 50 referred members confirm concurrently, and nothing more on retries", async () => {
    const referrer = await createMember(t);
    const run = randomBytes(4).toString("hex");
    const ids = Array.from({ length: 50 }, (_, i) => `c${run}x${i}`);
    // Inserted as better-auth inserts them (the same triggers run); confirmed concurrently,
    // each in its own transaction, as 50 verification requests would.
    for (const id of ids) {
      await t.query("insert into users (id, name, email, referrer_id) values ($1, $2, $3, $4)", [
        id,
        `Friend ${id}`,
        `${id}@example.com`,
        referrer.id,
      ]);
    }
    const confirm = (id: string) =>
      t.query("update users set email_verified = true, updated_at = now() where id = $1", [id]);
    await Promise.all(ids.map(confirm));
    expect(await profile(referrer.id)).toEqual({
      points: POINTS.join + 50 * POINTS.referral,
      referrals: 50,
    });

    await Promise.all([
      ...ids.map(confirm),
      ...ids.map((id) => t.query("select confirm_referral($1)", [id])),
    ]);
    expect(await profile(referrer.id)).toEqual({
      points: POINTS.join + 50 * POINTS.referral,
      referrals: 50,
    });
    const [{ n }] = await t.query(
      "select count(*)::int as n from points_ledger where user_id = $1 and kind = 'referral'",
      [referrer.id],
    );
    expect(n).toBe(50);
  });

  it("keeps ledger sum = points_total and joined count = referral_count after any sequence (property)", async () => {
    type Cmd =
      | { kind: "join"; ref: number | "garbage" | null; verified: boolean }
      | { kind: "confirm"; who: number }
      | { kind: "retry"; who: number }
      | { kind: "adjust"; who: number; points: number }
      | { kind: "void"; who: number }
      | { kind: "suspend"; who: number; on: boolean }
      | { kind: "delete"; who: number };
    const cmd: fc.Arbitrary<Cmd> = fc.oneof(
      fc.record({
        kind: fc.constant("join" as const),
        ref: fc.oneof(fc.nat(40), fc.constant("garbage" as const), fc.constant(null)),
        verified: fc.boolean(),
      }),
      fc.record({ kind: fc.constant("confirm" as const), who: fc.nat(40) }),
      fc.record({ kind: fc.constant("retry" as const), who: fc.nat(40) }),
      fc.record({
        kind: fc.constant("adjust" as const),
        who: fc.nat(40),
        points: fc.integer({ min: -30, max: 200 }),
      }),
      // Admin actions (ADR 161): void the referral of a member, suspend or reinstate.
      fc.record({ kind: fc.constant("void" as const), who: fc.nat(40) }),
      fc.record({ kind: fc.constant("suspend" as const), who: fc.nat(40), on: fc.boolean() }),
      fc.record({ kind: fc.constant("delete" as const), who: fc.nat(40) }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(cmd, { minLength: 1, maxLength: 30 }), async (cmds) => {
        const run = randomBytes(4).toString("hex");
        const ids: string[] = [];
        const deleted = new Set<string>();
        const pick = (i: number) => (ids.length ? ids[i % ids.length] : null);
        // Joins run one after another (a referrer must exist first); the confirmations,
        // retries and adjustments between two joins run concurrently, racing each other.
        let batch: Promise<unknown>[] = [];
        for (const [i, c] of cmds.entries()) {
          if (c.kind === "join") {
            await Promise.all(batch);
            batch = [];
            const id = `p${run}x${i}`;
            const ref = c.ref === "garbage" ? "garbage-ref" : c.ref === null ? null : pick(c.ref);
            await t.query(
              "insert into users (id, name, email, referrer_id, email_verified) values ($1, $2, $3, $4, $5)",
              [id, `Name ${i}`, `${id}@example.com`, ref, c.verified],
            );
            ids.push(id);
            continue;
          }
          const id = pick(c.who);
          if (!id || deleted.has(id)) continue;
          if (c.kind === "delete") {
            // A deletion is a barrier: nothing may still be writing for the member it removes.
            await Promise.all(batch);
            batch = [];
            await deleteAccount(
              { db: t.db, addressHashKey: t.services.addressHashKey },
              { userId: id },
              { kind: "system" },
            );
            deleted.add(id);
          } else if (c.kind === "confirm")
            batch.push(t.query("update users set email_verified = true where id = $1", [id]));
          else if (c.kind === "retry") batch.push(t.query("select confirm_referral($1)", [id]));
          else if (c.kind === "void")
            batch.push(
              t.query(
                "select void_referral(id) from referrals where referred_user_id = $1 or referrer_id = $1",
                [id],
              ),
            );
          else if (c.kind === "suspend")
            batch.push(
              t.query(
                `update profiles set suspended_at = ${c.on ? "now()" : "null"} where id = $1`,
                [id],
              ),
            );
          else batch.push(addPoints(t, id, c.points));
        }
        await Promise.all(batch);
        expect(await invariantViolations()).toEqual([]);
      }),
      { numRuns: 25 },
    );
  });
});

describe("rank", () => {
  it("shares a rank between ties (1 + the number with more points), 0 for no profile", async () => {
    const a = await createMember(t, { points: 1_000_000 });
    const b = await createMember(t, { points: 1_000_000 });
    const c = await createMember(t, { points: 999_000 });
    const db = t.services.database.db;
    expect(await getUserRank(db, a.id)).toBe(1);
    expect(await getUserRank(db, b.id)).toBe(1);
    expect(await getUserRank(db, c.id)).toBe(3);
    expect(await getUserRank(db, "no-such-user")).toBe(0);
    const [{ rank }] = await t.query("select get_user_rank($1) as rank", [c.id]);
    expect(Number(rank)).toBe(3);
  });

  it("gives every leaderboard row, on every page, the rank get_user_rank gives (ties across page edges)", async () => {
    for (const points of [500, 500, 500, 250, 250, 0, 0, 0])
      await createMember(t, { points: 5_000 + points });
    const db = t.services.database.db;
    const first = await leaderboardPage(db, 1, 4);
    for (let page = 1; page <= first.pages; page++) {
      const { rows } = await leaderboardPage(db, page, 4);
      for (const row of rows)
        expect(row.rank, `${row.id} on page ${page}`).toBe(await getUserRank(db, row.id));
      // Display order: points descending.
      for (let i = 1; i < rows.length; i++)
        expect(rows[i - 1].pointsTotal).toBeGreaterThanOrEqual(rows[i].pointsTotal);
    }
  });
});
