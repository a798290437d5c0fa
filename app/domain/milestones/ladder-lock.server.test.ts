import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { type TestApp, withTestApp } from "../../../tests/support/app.ts";
import { testDb } from "../../../tests/support/database.ts";
import { invariantViolations as checkInvariants } from "../../../tests/support/invariants.ts";
import { createMilestone, setMilestoneActive, updateMilestone } from "./milestones.server.ts";

// A member's confirmed referrals and the ladder, moved by two transactions at once (ADR 192).
// Each read the other's row as it was before: the edit did not see the member's new count, the
// confirmation did not see the new threshold, and both committed a member holding a milestone
// above their count. On PostgreSQL only: the embedded database runs one transaction at a time.
let t: TestApp;
withTestApp((app) => (t = app), { RATE_LIMIT: "off" });

const admin = { id: "admin-test", email: "admin@example.com" };
const db = () => t.services.database.db;
const name = () => `Lock ${randomBytes(3).toString("hex")}`;

async function member(referrer?: string) {
  const id = `ll${randomBytes(6).toString("hex")}`;
  await t.query(
    "insert into users (id, name, email, referrer_id, email_verified) values ($1, $2, $3, $4, $5)",
    [id, "Lock Friend", `${id}@example.com`, referrer ?? null, !referrer],
  );
  return id;
}
const held = async (id: string) =>
  (await t.query("select milestone_id from member_milestones where user_id = $1", [id])).length;

/** Settles when `other` has settled or waits on a lock; says which. */
async function settledOrWaiting(other: Promise<unknown>) {
  let settled = false;
  void other.then(
    () => (settled = true),
    () => (settled = true),
  );
  for (let i = 0; i < 100 && !settled; i++) {
    const [row] = await t.query(`select count(*)::int as n from pg_locks
       where locktype = 'advisory' and not granted
         and database = (select oid from pg_database where datname = current_database())`);
    if ((row!.n as number) > 0) return "waiting";
    await new Promise((r) => setTimeout(r, 50));
  }
  return settled ? "settled" : "neither";
}

describe.skipIf(testDb !== "postgres")("the ladder and a member's count at once", () => {
  it("a ladder edit waits for a confirmation in flight and takes back what it awarded", async () => {
    const input = { name: name(), threshold: 1, description: "", bonusPoints: 5, active: true };
    const id = await createMilestone(db(), input, admin);
    const referrer = await member();
    const friend = await member(referrer);
    let edit: Promise<unknown> = Promise.resolve();
    await t.services.database.rawTransaction(async (run) => {
      await run("update users set email_verified = true where id = $1", [friend]);
      edit = updateMilestone(db(), id, { ...input, threshold: 2, active: false }, admin);
      expect(await settledOrWaiting(edit)).toBe("waiting");
    });
    await edit;
    expect(await held(referrer)).toBe(0);
    expect(await checkInvariants(t.services.database)).toEqual([]);
    await setMilestoneActive(db(), id, false, admin);
  });

  it("a confirmation waits for a ladder edit in flight and reads the new threshold", async () => {
    const input = { name: name(), threshold: 1, description: "", bonusPoints: 5, active: true };
    const id = await createMilestone(db(), input, admin);
    const referrer = await member();
    const friend = await member(referrer);
    let confirmation: Promise<unknown> = Promise.resolve();
    await t.services.database.rawTransaction(async (run) => {
      await run("update milestones set threshold = 2, active = false where id = $1", [id]);
      confirmation = t.query("update users set email_verified = true where id = $1", [friend]);
      expect(await settledOrWaiting(confirmation)).toBe("waiting");
    });
    await confirmation;
    expect(await held(referrer)).toBe(0);
    expect(await checkInvariants(t.services.database)).toEqual([]);
  });
});
