import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { auditActionGroups, auditActionLabels, auditPredicates } from "~/content/audit";
import { auditSentence, type AuditFacts } from "./audit-sentence";

const ada = { actor: "admin", actorName: "Ada Admin" } as const;
const row = (facts: Partial<AuditFacts> & Pick<AuditFacts, "action">): AuditFacts => ({
  ...ada,
  target: null,
  targetName: null,
  details: {},
  ...facts,
});
const bob = { target: "user:u1", targetName: "bob@example.org" };
const milestone = { target: "milestone:m1", targetName: "Gold" };
const arena = { target: "arena:a1", targetName: "Lisbon Arena" };
const broadcast = { target: "broadcast:b1", targetName: "Spring news" };
const article = { target: "article:x1", targetName: "Why stake" };

// Every action the code audits (grep recordAudit), with the sentence an admin reads.
const CASES: [AuditFacts, string][] = [
  [
    row({ action: "member.adjust", ...bob, details: { points: 50, reason: "Workshop" } }),
    "Ada Admin gave 50 points to bob@example.org (reason: Workshop).",
  ],
  [
    row({ action: "member.suspend", ...bob, details: { reason: "Spam" } }),
    "Ada Admin suspended bob@example.org (reason: Spam).",
  ],
  [row({ action: "member.reinstate", ...bob }), "Ada Admin reinstated bob@example.org."],
  [
    row({ action: "member.resend-confirmation", ...bob }),
    "Ada Admin sent bob@example.org the confirmation e-mail again.",
  ],
  [
    row({ action: "member.referral.void", ...bob, details: { reason: "Alias" } }),
    "Ada Admin voided a referral made by bob@example.org (reason: Alias).",
  ],
  [
    row({ action: "member.referral.clear-flag", ...bob }),
    "Ada Admin cleared the flag on a referral by bob@example.org.",
  ],
  [
    row({ action: "member.referral.approve", ...bob }),
    "Ada Admin approved a referral made by bob@example.org.",
  ],
  [
    row({ action: "member.clear-suppression", ...bob }),
    "Ada Admin let e-mail to bob@example.org be sent again.",
  ],
  [
    row({ action: "mail.bounce", actor: "system", ...bob }),
    "Scheduled job stopped e-mail to bob@example.org: their mailbox refused it.",
  ],
  [
    row({ action: "mail.complaint", actor: "system", ...bob }),
    "Scheduled job stopped e-mail to bob@example.org: they marked a message as spam.",
  ],
  [
    row({ action: "mail.retry", target: "outbox:12", details: { kind: "password-reset" } }),
    "Ada Admin queued a given-up e-mail (password-reset) again.",
  ],
  [
    row({ action: "role.grant", actor: "cli", ...bob }),
    "Operator (command line) granted the admin role to bob@example.org.",
  ],
  [
    row({ action: "role.revoke", actor: "cli", target: "user:gone" }),
    "Operator (command line) took the admin role from a deleted member.",
  ],
  [
    row({
      action: "account.delete",
      actor: "system",
      details: { account: true, submissionsKept: true },
    }),
    "Scheduled job deleted an unconfirmed account.",
  ],
  [
    row({ action: "account.delete", details: { account: true, submissionsKept: false } }),
    "Ada Admin deleted a member's account and everything about them.",
  ],
  [
    // The account is gone, so its name is too.
    row({ action: "account.delete", actor: "member", actorName: null, details: { account: true } }),
    "A member deleted their own account.",
  ],
  [
    row({ action: "account.delete", actorName: null, details: { account: false } }),
    "A deleted admin deleted an account that no longer existed.",
  ],
  [
    row({ action: "members.export", details: { rows: 1 } }),
    "Ada Admin exported the members list (1 row).",
  ],
  [
    row({
      action: "submissions.export",
      target: "form:launch-arena",
      targetName: "Launch an Arena",
      details: { rows: 3 },
    }),
    "Ada Admin exported the submissions of “Launch an Arena” (3 rows).",
  ],
  [row({ action: "article.create", ...article }), "Ada Admin wrote the article “Why stake”."],
  [row({ action: "article.update", ...article }), "Ada Admin edited the article “Why stake”."],
  [
    row({ action: "article.delete", target: "article:x1", details: { slug: "why-stake" } }),
    "Ada Admin deleted the article “why-stake”.",
  ],
  [row({ action: "milestone.create", ...milestone }), "Ada Admin created the milestone “Gold”."],
  [row({ action: "milestone.update", ...milestone }), "Ada Admin changed the milestone “Gold”."],
  [
    row({ action: "milestone.activate", ...milestone }),
    "Ada Admin switched on the milestone “Gold”.",
  ],
  [
    row({ action: "milestone.deactivate", ...milestone }),
    "Ada Admin switched off the milestone “Gold”.",
  ],
  [
    row({ action: "milestone.delete", target: "milestone:m1", details: { name: "Gold" } }),
    "Ada Admin deleted the milestone “Gold”.",
  ],
  [
    row({
      action: "milestone.award",
      actor: "system",
      ...bob,
      details: { milestone: "m1", bonus: 40 },
      milestoneName: "Gold",
    }),
    "Scheduled job gave bob@example.org the milestone “Gold” (+40 points).",
  ],
  [
    row({ action: "milestone.take-back", actor: "system", ...bob, milestoneName: null }),
    "Scheduled job took the milestone (since deleted) back from bob@example.org.",
  ],
  [
    row({
      action: "community.merge",
      target: "community:c1",
      targetName: "UCL",
      intoName: "University College London",
      details: { moved: 4 },
    }),
    "Ada Admin merged “UCL” into “University College London” (4 members moved).",
  ],
  [
    row({ action: "community.create", target: "community:c2", targetName: "Riverside College" }),
    "Ada Admin created the community “Riverside College”.",
  ],
  [row({ action: "arena.create", ...arena }), "Ada Admin created the arena “Lisbon Arena”."],
  [
    row({ action: "arena.stakes.export", ...arena, details: { rows: 5 } }),
    "Ada Admin exported the stakes of the arena “Lisbon Arena” (5 rows).",
  ],
  [
    row({ action: "arena.application.assign", ...arena, details: { submission: "s1" } }),
    "Ada Admin assigned a founder application to the arena “Lisbon Arena”.",
  ],
  [
    row({
      action: "arena.staking.closes",
      ...arena,
      details: { from: null, to: "2026-12-07T18:00:00.000Z" },
    }),
    "Ada Admin set staking in the arena “Lisbon Arena” to close at 2026-12-07 18:00 UTC.",
  ],
  [
    row({
      action: "arena.staking.closes",
      ...arena,
      details: { from: "2026-12-07T18:00:00.000Z", to: null },
    }),
    "Ada Admin removed the closing time of staking in the arena “Lisbon Arena”.",
  ],
  [row({ action: "arena.update", ...arena }), "Ada Admin changed the arena “Lisbon Arena”."],
  [
    row({ action: "arena.update", target: "arena:gone" }),
    "Ada Admin changed the arena (since deleted).",
  ],
  [
    row({ action: "arena.invite", actor: "system", ...arena, details: { count: 2 } }),
    "Scheduled job invited 2 members to the arena “Lisbon Arena”.",
  ],
  [
    row({
      action: "arena.invite",
      ...arena,
      details: { count: 3 },
      memberNames: ["Ann Lee", null, "Cy Doe"],
    }),
    "Ada Admin invited Ann Lee, a deleted member and Cy Doe to the arena “Lisbon Arena”.",
  ],
  [
    row({ action: "arena.invite", actor: "system", ...arena, memberNames: ["Ann Lee"] }),
    "Scheduled job invited Ann Lee to the arena “Lisbon Arena”.",
  ],
  [
    row({
      action: "arena.invite",
      ...arena,
      memberNames: Array.from({ length: 12 }, (_, i) => `M${i + 1}`),
    }),
    "Ada Admin invited M1, M2, M3, M4, M5, M6, M7, M8, M9 and 3 more to the arena “Lisbon Arena”.",
  ],
  [
    row({ action: "arena.accept", actor: "member", actorName: "Ann Lee", ...arena }),
    "Ann Lee accepted a seat in the arena “Lisbon Arena”.",
  ],
  [
    row({ action: "arena.accept", actor: "member", actorName: null, ...arena }),
    "A member accepted a seat in the arena “Lisbon Arena”.",
  ],
  [
    row({ action: "arena.decline", actor: "member", actorName: "Bo Ray", ...arena }),
    "Bo Ray declined a seat in the arena “Lisbon Arena”.",
  ],
  [
    row({ action: "arena.release", ...arena, details: { reason: "No-show" } }),
    "Ada Admin released a seat in the arena “Lisbon Arena” (reason: No-show).",
  ],
  [
    row({
      action: "arena.release",
      ...arena,
      details: { reason: "No-show" },
      memberNames: ["Ann Lee"],
    }),
    "Ada Admin released Ann Lee’s seat in the arena “Lisbon Arena” (reason: No-show).",
  ],
  [
    row({
      action: "arena.leave-out",
      ...arena,
      details: { reason: "Organiser" },
      memberNames: ["Ann Lee"],
    }),
    "Ada Admin left Ann Lee out of the line of the arena “Lisbon Arena” (reason: Organiser).",
  ],
  [
    row({ action: "arena.give-up", actor: "member", actorName: "Ann Lee", ...arena }),
    "Ann Lee gave up their seat in the arena “Lisbon Arena”.",
  ],
  [
    row({ action: "arena.expire", actor: "system", ...arena, details: { count: 1 } }),
    "Scheduled job let 1 unanswered invitation to the arena “Lisbon Arena” expire.",
  ],
  [
    row({
      action: "arena.lineup.add",
      ...arena,
      details: { founder: "Ana Lima", venture: "Kelp" },
    }),
    "Ada Admin added Kelp (Ana Lima) to the line-up of the arena “Lisbon Arena”.",
  ],
  [
    row({
      action: "arena.lineup.remove",
      ...arena,
      details: { founder: "Ana Lima", venture: "Kelp" },
    }),
    "Ada Admin removed Kelp (Ana Lima) from the line-up of the arena “Lisbon Arena”.",
  ],
  [
    row({ action: "arena.staking.open", ...arena, details: { holders: 12, founders: 3 } }),
    "Ada Admin opened staking in the arena “Lisbon Arena” for 12 seat holders.",
  ],
  [
    row({
      action: "arena.staking.close",
      actor: "system",
      ...arena,
      details: { staked: 1, stakers: 1 },
    }),
    "Scheduled job closed staking in the arena “Lisbon Arena” (1 token staked).",
  ],
  [
    row({ action: "arena.staking.publish", ...arena, details: { pool: 1001, grants: [] } }),
    "Ada Admin published the results of the arena “Lisbon Arena”: a grant pool of $1,001.",
  ],
  [
    row({
      action: "venture.round.announce",
      target: "venture:v1",
      details: { name: "Seed", venture: "Kelp Works", closesOn: "2027-05-01", invited: 2 },
    }),
    "Ada Admin announced the round “Seed” of Kelp Works, closing on 2027-05-01 (2 stakers invited).",
  ],
  [
    row({
      action: "venture.update.hide",
      target: "update:u1",
      details: { name: "Big news", venture: "Kelp Works", reason: "Spam" },
    }),
    "Ada Admin hid the update “Big news” of Kelp Works (reason: Spam).",
  ],
  [
    row({ action: "broadcast.create", ...broadcast }),
    "Ada Admin drafted the broadcast “Spring news”.",
  ],
  [
    row({ action: "broadcast.update", ...broadcast }),
    "Ada Admin edited the broadcast “Spring news”.",
  ],
  [
    row({
      action: "broadcast.schedule",
      ...broadcast,
      details: { at: "2026-12-01T09:30:00.000Z" },
    }),
    "Ada Admin scheduled the broadcast “Spring news” for 2026-12-01 09:30 UTC.",
  ],
  [
    row({ action: "broadcast.send", ...broadcast, details: { recipients: 120 } }),
    "Ada Admin sent the broadcast “Spring news” to 120 members.",
  ],
  [
    row({ action: "broadcast.pause", ...broadcast }),
    "Ada Admin paused the broadcast “Spring news”.",
  ],
  [
    row({ action: "broadcast.resume", ...broadcast }),
    "Ada Admin resumed the broadcast “Spring news”.",
  ],
  [
    row({ action: "broadcast.cancel", ...broadcast }),
    "Ada Admin cancelled the broadcast “Spring news”.",
  ],
  [
    row({
      action: "ab_test.stop",
      target: "ab_test:hero",
      details: { variant: "B", reason: "Clear winner" },
    }),
    "Ada Admin stopped the hero test, showing variant B to everyone (reason: Clear winner).",
  ],
  [
    row({ action: "ab_test.restart", target: "ab_test:hero-2" }),
    "Ada Admin restarted the hero test with fresh figures.",
  ],
];

/** Every literal `action: "x.y"` passed to recordAudit in app/ (the templated ones are in CASES). */
function auditedLiterals(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return auditedLiterals(path);
    if (!/\.server\.ts$|routes\/admin\/.*\.ts$/.test(path) || path.endsWith(".test.ts")) return [];
    return [
      ...readFileSync(path, "utf8").matchAll(
        /action: (?:grant \? )?"([a-z_]+\.[a-z.-]+)"(?: : "([a-z_]+\.[a-z.-]+)")?/g,
      ),
    ].flatMap((m) => [m[1]!, m[2]].filter((x): x is string => !!x));
  });
}

describe("audit sentences", () => {
  it.each(CASES)("%# reads as a sentence", (facts, sentence) => {
    expect(auditSentence(facts)).toBe(sentence);
  });

  it("covers every action kind with a predicate, and no predicate goes untested", () => {
    const tested = new Set(CASES.map(([f]) => f.action));
    expect([...tested].sort()).toEqual(Object.keys(auditPredicates).sort());
    const literals = auditedLiterals(join(process.cwd(), "app"));
    expect(literals.length).toBeGreaterThan(5);
    for (const action of literals) expect(tested, action).toContain(action);
  });

  it("still reads as a sentence for an action it does not know", () => {
    expect(auditSentence(row({ action: "thing.frob", target: "thing:1" }))).toBe(
      "Ada Admin did 'thing.frob' to thing:1.",
    );
  });

  it("names every action in the filter in words, grouped by area; an unknown one keeps its key", () => {
    expect(Object.keys(auditActionLabels).sort()).toEqual(Object.keys(auditPredicates).sort());
    const groups = auditActionGroups(Object.keys(auditPredicates));
    expect(groups.every((g) => g.label !== "Other")).toBe(true);
    expect(groups.flatMap((g) => g.options).every((o) => o.label !== o.value)).toBe(true);
    expect(
      auditActionGroups(["thing.frob", "member.suspend", "account.delete", "member.adjust"]),
    ).toEqual([
      {
        label: "Members",
        options: [
          { value: "account.delete", label: "Account deleted" },
          { value: "member.suspend", label: "Member suspended" },
          { value: "member.adjust", label: "Points adjusted" },
        ],
      },
      { label: "Other", options: [{ value: "thing.frob", label: "thing.frob" }] },
    ]);
  });
});
