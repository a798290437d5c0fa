import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type TestApp, withTestApp } from "../../../tests/support/app.ts";
import { addPoints, createMember } from "../../../tests/support/factories.ts";
import { invariantViolations as checkInvariants } from "../../../tests/support/invariants.ts";
import { profiles } from "../../../db/schema.ts";
import { DEFAULT_MILESTONES } from "../../content/milestones.ts";
import { deleteAccount } from "../accounts/account-deletion.server.ts";
import { exportPersonalData } from "../../features/members/data-export.server.ts";
import { mailMilestoneAwards } from "./milestone-mail.server.ts";
import {
  createMilestone,
  deleteMilestone,
  highestMilestones,
  holdLadder,
  MilestoneHeld,
  milestoneProgress,
  nextMilestoneOf,
  seedMilestones,
  setMilestoneActive,
  updateMilestone,
} from "./milestones.server.ts";

// Milestones (ADR 192): the database awards and takes back in the transaction that moves a
// member's confirmed referrals or the ladder; points change only through ledger rows.
let t: TestApp;
withTestApp((app) => (t = app), { RATE_LIMIT: "off" });

const admin = { id: "admin-test", email: "admin@example.com" };
const invariantViolations = () => checkInvariants(t.services.database);
const db = () => t.services.database.db;

let seq = 0;
/** A member (straight into users, as the triggers see a sign-up) and their id. */
async function member(referrer?: string, verified = false) {
  const id = `ms${randomBytes(4).toString("hex")}${seq++}`;
  await t.query(
    "insert into users (id, name, email, referrer_id, email_verified) values ($1, $2, $3, $4, $5)",
    [id, `Friend ${seq}`, `${id}@example.com`, referrer ?? null, verified],
  );
  return id;
}
const confirm = (id: string) =>
  t.query("update users set email_verified = true where id = $1", [id]);
async function milestoneLedger(id: string) {
  return t.query(
    "select description, points from points_ledger where user_id = $1 and kind = 'milestone' order by id",
    [id],
  );
}
async function held(id: string) {
  const rows = await t.query(
    "select m.name from member_milestones h join milestones m on m.id = h.milestone_id where h.user_id = $1 order by m.threshold",
    [id],
  );
  return rows.map((r) => r.name as string);
}
/** Takes a test's milestone out of the way of the next test's members. */
async function retire(id: string) {
  await setMilestoneActive(db(), id, false, admin);
  await t.query("update milestones set threshold = 1000 where id = $1", [id]);
}
const name = (prefix: string) => `${prefix} ${randomBytes(3).toString("hex")}`;

describe("milestones", () => {
  it("awards once at the threshold with a ledger row and an audit row, and takes both back below it", async () => {
    const ladder = {
      name: name("Two Friends"),
      threshold: 2,
      description: "",
      bonusPoints: 40,
      active: true,
    };
    const id = await createMilestone(db(), ladder, admin);
    const referrer = await member(undefined, true);
    const [a, b] = [await member(referrer), await member(referrer)];
    await confirm(a);
    expect(await held(referrer)).toEqual([]);
    expect(await nextMilestoneOf(db(), referrer)).toMatchObject({
      name: ladder.name,
      remaining: 1,
    });
    await confirm(b);
    await confirm(b); // a repeated confirmation awards nothing more
    expect(await held(referrer)).toEqual([ladder.name]);
    expect(await milestoneLedger(referrer)).toEqual([
      { description: `Milestone: ${ladder.name}`, points: 40 },
    ]);
    const audits = await t.query(
      "select action, details from audit_log where target = $1 and action like 'milestone.%' order by id",
      [`user:${referrer}`],
    );
    expect(audits).toEqual([{ action: "milestone.award", details: { milestone: id, bonus: 40 } }]);
    // 'Download My Data' lists it (the privacy policy says milestones are kept with the account).
    const exported = await exportPersonalData(t.db, { userId: referrer });
    expect(exported.milestones).toMatchObject([{ name: ladder.name, bonusPoints: 40 }]);

    // The operator voids one of the two referrals: the milestone and its bonus go back.
    await t.query("select void_referral(id) from referrals where referred_user_id = $1", [b]);
    expect(await held(referrer)).toEqual([]);
    expect((await milestoneLedger(referrer)).at(-1)).toEqual({
      description: `Milestone taken back: ${ladder.name}`,
      points: -40,
    });
    expect(await invariantViolations()).toEqual([]);
    await retire(id);
  });

  it("follows threshold edits and deactivation; refuses to delete a held milestone", async () => {
    const referrer = await member(undefined, true);
    await confirm(await member(referrer));
    const input = {
      name: name("Edit"),
      threshold: 5,
      description: "",
      bonusPoints: 10,
      active: true,
    };
    const id = await createMilestone(db(), input, admin);
    expect(await held(referrer)).toEqual([]);
    await updateMilestone(db(), id, { ...input, threshold: 1 }, admin);
    expect(await held(referrer)).toEqual([input.name]);
    await expect(deleteMilestone(db(), id, admin)).rejects.toBeInstanceOf(MilestoneHeld);
    // Deactivated: the holder keeps it; a new member reaching it does not get it.
    await setMilestoneActive(db(), id, false, admin);
    const late = await member(undefined, true);
    await confirm(await member(late));
    expect(await held(referrer)).toEqual([input.name]);
    expect(await held(late)).toEqual([]);
    expect(await highestMilestones(db(), [referrer, late])).toEqual(
      new Map([[referrer, input.name]]),
    );
    // Raised above what the holder reaches: taken back even while inactive.
    await updateMilestone(db(), id, { ...input, threshold: 3, active: false }, admin);
    expect(await held(referrer)).toEqual([]);
    expect(await deleteMilestone(db(), id, admin)).toBe(true);
    expect(await invariantViolations()).toEqual([]);
  });

  it("seeds the default ladder once, and the dashboard card reads progress from it", async () => {
    const seeded = await seedMilestones(db());
    expect(await seedMilestones(db())).toBe(false);
    const names = (await t.query("select name from milestones")).map((r) => r.name);
    // Another test of this file may have seeded first; the ladder is there once either way.
    if (seeded) for (const m of DEFAULT_MILESTONES) expect(names).toContain(m.name);
    const first = DEFAULT_MILESTONES[0]!;
    const referrer = await member(undefined, true);
    await confirm(await member(referrer));
    const progress = await milestoneProgress(db(), referrer);
    expect(progress.next).toMatchObject({ name: first.name, remaining: first.threshold - 1 });
    expect(progress.earned).toEqual([]);
  });

  it("e-mails 'You reached …' once per award through the real confirmation, and an award made by a ladder edit from the outbox", async () => {
    const input = {
      name: name("Mail"),
      threshold: 1,
      description: "A badge",
      bonusPoints: 5,
      active: true,
    };
    const id = await createMilestone(db(), input, admin);
    const referrer = await createMember(t, { name: "Rosa Referrer", confirm: true });
    await createMember(t, { referrerId: referrer.id, confirm: true });
    const mail = await t.mail.waitFor(referrer.email, new RegExp(`^You reached ${input.name}$`));
    expect(mail.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/im);
    expect(mail.text).toContain("Hi Rosa,");
    expect(mail.text).toContain("5 bonus points");
    // Another pass (the hourly job, racing the hook's own marking) sends nothing more.
    expect((await mailMilestoneAwards(t.services.memberMail, { userId: referrer.id })).sent).toBe(
      0,
    );

    // A ladder edit awards a second milestone to the same member; the hourly job sends it once.
    const second = { ...input, name: name("Edit mail"), threshold: 5 };
    const secondId = await createMilestone(db(), second, admin);
    await updateMilestone(db(), secondId, { ...second, threshold: 1 }, admin);
    const job = await mailMilestoneAwards(t.services.memberMail);
    expect(job.sent).toBeGreaterThanOrEqual(1);
    await t.mail.waitFor(referrer.email, new RegExp(`^You reached ${second.name}$`));
    // Another pass claims nothing for this member, and the member holds one e-mail per award.
    // (Counted for this member only: the job also mails other members' awards, which the outbox
    // delivers while this test reads.)
    expect((await mailMilestoneAwards(t.services.memberMail, { userId: referrer.id })).sent).toBe(
      0,
    );
    const received = (subject: string) =>
      t.mail.messages.filter(
        (m) => m.to.includes(referrer.email.toLowerCase()) && m.subject === subject,
      ).length;
    expect(received(`You reached ${input.name}`)).toBe(1);
    expect(received(`You reached ${second.name}`)).toBe(1);
    await retire(id);
    await retire(secondId);
  });

  it("holds the milestone rule and the ledger over any sequence, threshold edits included (property)", async () => {
    type Cmd =
      | { kind: "join"; ref: number | null; verified: boolean }
      | { kind: "confirm" | "void" | "delete"; who: number }
      | { kind: "suspend"; who: number; on: boolean }
      | { kind: "adjust"; who: number; points: number }
      | { kind: "edit"; which: number; threshold: number; active: boolean; bonus: number };
    const cmd: fc.Arbitrary<Cmd> = fc.oneof(
      fc.record({
        kind: fc.constant("join" as const),
        ref: fc.oneof(fc.nat(20), fc.constant(null)),
        verified: fc.boolean(),
      }),
      fc.record({ kind: fc.constantFrom("confirm" as const, "void" as const), who: fc.nat(20) }),
      fc.record({ kind: fc.constant("delete" as const), who: fc.nat(20) }),
      fc.record({ kind: fc.constant("suspend" as const), who: fc.nat(20), on: fc.boolean() }),
      fc.record({
        kind: fc.constant("adjust" as const),
        who: fc.nat(20),
        points: fc.integer({ min: -30, max: 50 }),
      }),
      fc.record({
        kind: fc.constant("edit" as const),
        which: fc.nat(2),
        threshold: fc.integer({ min: 1, max: 4 }),
        active: fc.boolean(),
        bonus: fc.integer({ min: 0, max: 30 }),
      }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(cmd, { minLength: 1, maxLength: 30 }), async (cmds) => {
        const ladder = [];
        for (const threshold of [1, 2, 3]) {
          const input = {
            name: name("P"),
            threshold,
            description: "",
            bonusPoints: 5,
            active: true,
          };
          ladder.push({ id: await createMilestone(db(), input, admin), input });
        }
        const ids: string[] = [];
        const deleted = new Set<string>();
        const pick = (i: number) => (ids.length ? ids[i % ids.length] : null);
        // Confirmations, voids, suspensions and adjustments between two barriers race each other.
        let batch: Promise<unknown>[] = [];
        const barrier = async () => {
          await Promise.all(batch);
          batch = [];
        };
        for (const c of cmds) {
          if (c.kind === "join") {
            await barrier();
            const ref = c.ref === null ? null : pick(c.ref);
            ids.push(await member(ref && !deleted.has(ref) ? ref : undefined, c.verified));
            continue;
          }
          if (c.kind === "edit") {
            const m = ladder[c.which]!;
            batch.push(
              updateMilestone(
                db(),
                m.id,
                { ...m.input, threshold: c.threshold, active: c.active, bonusPoints: c.bonus },
                admin,
              ),
            );
            continue;
          }
          const id = pick(c.who);
          if (!id || deleted.has(id)) continue;
          if (c.kind === "delete") {
            await barrier();
            await deleteAccount(
              { db: t.db, addressHashKey: t.services.addressHashKey },
              { userId: id },
              { kind: "system" },
            );
            deleted.add(id);
          } else if (c.kind === "confirm") batch.push(confirm(id));
          else if (c.kind === "void")
            batch.push(
              t.query("select void_referral(id) from referrals where referred_user_id = $1", [id]),
            );
          else if (c.kind === "suspend")
            // As 'Suspend' and 'Reinstate' write it: the ladder lock shared, then the member.
            batch.push(
              db().transaction(async (tx) => {
                await holdLadder(tx, "shared");
                await tx
                  .update(profiles)
                  .set({ suspendedAt: c.on ? new Date() : null })
                  .where(eq(profiles.id, id));
              }),
            );
          else if (c.kind === "adjust") batch.push(addPoints(t, id, c.points));
        }
        await barrier();
        expect(await invariantViolations()).toEqual([]);
        for (const m of ladder) await retire(m.id);
      }),
      { numRuns: 20 },
    );
  });
});
