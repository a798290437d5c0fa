// The Audit Log (ADR 160) read as sentences: who did what to which thing, by name.
// The actor's name starts each sentence; the predicates below finish it. `t` is the target's
// name (a member, a milestone, an arena…) or a plain phrase when the thing is gone.

export const auditCopy = {
  heading: "Audit Log",
  filter: "Action",
  allActions: "All actions",
  /** The filter's group for an action without an area of its own. */
  otherActions: "Other",
  apply: "Filter",
  empty: "No entries.",
  /** The raw row, one click away. */
  rawDetails: "Details as recorded",
  actors: {
    member: "A member",
    cli: "Operator (command line)",
    system: "Scheduled job",
    deletedAdmin: "A deleted admin",
  },
  deletedMember: "a deleted member",
  /** What a target is called when its row is gone (deleted since). */
  gone: {
    user: "a deleted member",
    milestone: "(since deleted)",
    arena: "(since deleted)",
    broadcast: "(since deleted)",
    venture: "a venture",
    update: "an update (since deleted)",
    community: "(since merged away)",
    article: "(since deleted)",
    form: "a form",
    ab_test: "the hero test",
  },
  /** Fallback for an action this list does not know yet: still a sentence, never blank. */
  unknown: (action: string, t: string | null) =>
    t ? `did '${action}' to ${t}.` : `did '${action}'.`,
} as const;

type Details = Record<string, unknown>;
const n = (v: unknown) => (typeof v === "number" ? v : Number(v ?? 0));
const plural = (count: number, one: string, many = `${one}s`) =>
  `${count} ${count === 1 ? one : many}`;
const because = (d: Details) =>
  typeof d.reason === "string" && d.reason.trim() ? ` (reason: ${d.reason.trim()})` : "";
/** The members a row names in its details (looked up now; a deleted one is 'a deleted member'). */
const MAX_NAMED = 10;
const members = (d: Details): string | null => {
  if (!Array.isArray(d.memberNames) || d.memberNames.length === 0) return null;
  const all = (d.memberNames as (string | null)[]).map((m) => m || auditCopy.deletedMember);
  const shown =
    all.length > MAX_NAMED
      ? [...all.slice(0, MAX_NAMED - 1), `${all.length - MAX_NAMED + 1} more`]
      : all;
  return shown.length === 1 ? shown[0] : `${shown.slice(0, -1).join(", ")} and ${shown.at(-1)}`;
};
const milestoneOf = (d: Details) =>
  typeof d.milestoneName === "string" && d.milestoneName
    ? `“${d.milestoneName}”`
    : "(since deleted)";
const points = (v: unknown) => {
  const p = n(v);
  return p > 0 ? `gave ${plural(p, "point")} to` : `took ${plural(-p, "point")} from`;
};

/** Each audited action's predicate: what follows the actor's name. */
export const auditPredicates: Record<
  string,
  (t: string, d: Details, actor: "admin" | "member" | "cli" | "system") => string
> = {
  "member.adjust": (t, d) => `${points(d.points)} ${t}${because(d)}.`,
  "member.suspend": (t, d) => `suspended ${t}${because(d)}.`,
  "member.reinstate": (t, d) => `reinstated ${t}${because(d)}.`,
  "member.resend-confirmation": (t) => `sent ${t} the confirmation e-mail again.`,
  "member.referral.void": (t, d) => `voided a referral made by ${t}${because(d)}.`,
  "member.referral.clear-flag": (t, d) => `cleared the flag on a referral by ${t}${because(d)}.`,
  "member.referral.approve": (t, d) => `approved a referral made by ${t}${because(d)}.`,
  "member.clear-suppression": (t) => `let e-mail to ${t} be sent again.`,
  "mail.bounce": (t) => `stopped e-mail to ${t}: their mailbox refused it.`,
  "mail.complaint": (t) => `stopped e-mail to ${t}: they marked a message as spam.`,
  "mail.retry": (_t, d) => `queued a given-up e-mail (${String(d.kind ?? "?")}) again.`,
  "role.grant": (t) => `granted the admin role to ${t}.`,
  "role.revoke": (t) => `took the admin role from ${t}.`,
  "account.delete": (_t, d, actor) =>
    actor === "member"
      ? "deleted their own account."
      : d.account === false
        ? "deleted an account that no longer existed."
        : d.submissionsKept
          ? "deleted an unconfirmed account."
          : "deleted a member's account and everything about them.",
  "members.export": (_t, d) => `exported the members list (${plural(n(d.rows), "row")}).`,
  "submissions.export": (t, d) => `exported the submissions of ${t} (${plural(n(d.rows), "row")}).`,
  "article.create": (t) => `wrote the article ${t}.`,
  "article.update": (t) => `edited the article ${t}.`,
  "article.delete": (t) => `deleted the article ${t}.`,
  "milestone.create": (t) => `created the milestone ${t}.`,
  "milestone.update": (t) => `changed the milestone ${t}.`,
  "milestone.activate": (t) => `switched on the milestone ${t}.`,
  "milestone.deactivate": (t) => `switched off the milestone ${t}.`,
  "milestone.delete": (t) => `deleted the milestone ${t}.`,
  "milestone.award": (t, d) =>
    `gave ${t} the milestone ${milestoneOf(d)}${n(d.bonus) > 0 ? ` (+${plural(n(d.bonus), "point")})` : ""}.`,
  "milestone.take-back": (t, d) => `took the milestone ${milestoneOf(d)} back from ${t}.`,
  "community.merge": (t, d) =>
    `merged ${t} into ${d.intoName ? `“${String(d.intoName)}”` : "another community"} (${plural(n(d.moved), "member")} moved).`,
  "community.create": (t) => `created the community ${t}.`,
  "arena.create": (t) => `created the arena ${t}.`,
  "arena.update": (t) => `changed the arena ${t}.`,
  "arena.invite": (t, d) =>
    `invited ${members(d) ?? plural(n(d.count), "member")} to the arena ${t}.`,
  "arena.accept": (t) => `accepted a seat in the arena ${t}.`,
  "arena.decline": (t) => `declined a seat in the arena ${t}.`,
  "arena.release": (t, d) => {
    const whose = members(d);
    return `released ${whose ? `${whose}’s seat` : "a seat"} in the arena ${t}${because(d)}.`;
  },
  "arena.give-up": (t) => `gave up their seat in the arena ${t}.`,
  "arena.leave-out": (t, d) =>
    `left ${members(d) ?? "a member"} out of the line of the arena ${t}${because(d)}.`,
  "arena.expire": (t, d) =>
    `let ${plural(n(d.count), "unanswered invitation")} to the arena ${t} expire.`,
  "arena.lineup.add": (t, d) =>
    `added ${String(d.venture ?? "a venture")} (${String(d.founder ?? "a founder")}) to the line-up of the arena ${t}.`,
  "arena.lineup.remove": (t, d) =>
    `removed ${String(d.venture ?? "a venture")} (${String(d.founder ?? "a founder")}) from the line-up of the arena ${t}.`,
  "arena.stakes.export": (t, d) =>
    `exported the stakes of the arena ${t} (${plural(n(d.rows), "row")}).`,
  "arena.application.assign": (t) => `assigned a founder application to the arena ${t}.`,
  "arena.staking.closes": (t, d) =>
    d.to
      ? `set staking in the arena ${t} to close at ${String(d.to).replace("T", " ").slice(0, 16)} UTC.`
      : `removed the closing time of staking in the arena ${t}.`,
  "arena.staking.open": (t, d) =>
    `opened staking in the arena ${t} for ${plural(n(d.holders), "seat holder")}.`,
  "arena.staking.close": (t, d) =>
    `closed staking in the arena ${t} (${plural(n(d.staked), "token")} staked).`,
  "arena.staking.publish": (t, d) =>
    `published the results of the arena ${t}: a grant pool of $${n(d.pool).toLocaleString("en-US")}.`,
  "venture.round.announce": (t, d) =>
    `announced the round ${t} of ${String(d.venture ?? "a venture")}, closing on ${String(d.closesOn ?? "?")} (${plural(n(d.invited), "staker")} invited).`,
  "venture.update.hide": (t, d) =>
    `hid the update ${t} of ${String(d.venture ?? "a venture")}${because(d)}.`,
  "broadcast.create": (t) => `drafted the broadcast ${t}.`,
  "broadcast.update": (t) => `edited the broadcast ${t}.`,
  "broadcast.schedule": (t, d) =>
    `scheduled the broadcast ${t} for ${String(d.at ?? "")
      .replace("T", " ")
      .slice(0, 16)} UTC.`,
  "broadcast.send": (t, d) => `sent the broadcast ${t} to ${plural(n(d.recipients), "member")}.`,
  "broadcast.pause": (t) => `paused the broadcast ${t}.`,
  "broadcast.resume": (t) => `resumed the broadcast ${t}.`,
  "broadcast.cancel": (t) => `cancelled the broadcast ${t}.`,
  "ab_test.stop": (_t, d) =>
    `stopped the hero test, showing variant ${String(d.variant ?? "?")} to everyone${because(d)}.`,
  "ab_test.restart": () => "restarted the hero test with fresh figures.",
};

/** The Action filter's groups: an action's area is the part of its key before the first dot. */
export const auditAreas: Record<string, string> = {
  member: "Members",
  members: "Members",
  account: "Members",
  role: "Admin roles",
  mail: "E-mail",
  submissions: "Form submissions",
  article: "Articles",
  milestone: "Milestones",
  community: "Communities",
  arena: "Arenas",
  venture: "Ventures",
  broadcast: "Broadcasts",
  ab_test: "A/B test",
};

/** The Action filter's options: what each action did, in words. */
export const auditActionLabels: Record<string, string> = {
  "member.adjust": "Points adjusted",
  "member.suspend": "Member suspended",
  "member.reinstate": "Member reinstated",
  "member.resend-confirmation": "Confirmation e-mail sent again",
  "member.referral.void": "Referral voided",
  "member.referral.clear-flag": "Referral flag cleared",
  "member.referral.approve": "Referral approved",
  "member.clear-suppression": "E-mail allowed again",
  "mail.bounce": "Mailbox refused e-mail",
  "mail.complaint": "Marked as spam",
  "mail.retry": "Given-up e-mail retried",
  "role.grant": "Admin role granted",
  "role.revoke": "Admin role taken back",
  "account.delete": "Account deleted",
  "members.export": "Members list exported",
  "submissions.export": "Submissions exported",
  "article.create": "Article written",
  "article.update": "Article edited",
  "article.delete": "Article deleted",
  "milestone.create": "Milestone created",
  "milestone.update": "Milestone changed",
  "milestone.activate": "Milestone switched on",
  "milestone.deactivate": "Milestone switched off",
  "milestone.delete": "Milestone deleted",
  "milestone.award": "Milestone reached",
  "milestone.take-back": "Milestone taken back",
  "community.merge": "Communities merged",
  "community.create": "Community created",
  "arena.create": "Arena created",
  "arena.update": "Arena changed",
  "arena.invite": "Members invited",
  "arena.accept": "Seat accepted",
  "arena.decline": "Seat declined",
  "arena.release": "Seat released",
  "arena.give-up": "Seat given up",
  "arena.leave-out": "Member left out",
  "arena.expire": "Invitations expired",
  "arena.lineup.add": "Founder added to a line-up",
  "arena.lineup.remove": "Founder removed from a line-up",
  "arena.stakes.export": "Stakes exported",
  "arena.application.assign": "Application assigned",
  "arena.staking.closes": "Staking closing time set",
  "arena.staking.open": "Staking opened",
  "arena.staking.close": "Staking closed",
  "arena.staking.publish": "Results published",
  "venture.round.announce": "Round announced",
  "venture.update.hide": "Update hidden",
  "broadcast.create": "Broadcast drafted",
  "broadcast.update": "Broadcast edited",
  "broadcast.schedule": "Broadcast scheduled",
  "broadcast.send": "Broadcast sent",
  "broadcast.pause": "Broadcast paused",
  "broadcast.resume": "Broadcast resumed",
  "broadcast.cancel": "Broadcast cancelled",
  "ab_test.stop": "Hero test stopped",
  "ab_test.restart": "Hero test restarted",
};

/**
 * The actions in the log as the filter lists them: grouped by area in a fixed order, each by
 * its words (an action this list does not know yet keeps its key, in 'Other').
 */
export function auditActionGroups(actions: string[]) {
  const order = [...new Set(Object.values(auditAreas)), auditCopy.otherActions];
  const groups = new Map<string, { value: string; label: string }[]>(order.map((a) => [a, []]));
  for (const value of actions) {
    const area = auditAreas[value.split(".", 1)[0]!] ?? auditCopy.otherActions;
    groups.get(area)!.push({ value, label: auditActionLabels[value] ?? value });
  }
  return [...groups]
    .filter(([, options]) => options.length > 0)
    .map(([label, options]) => ({
      label,
      options: options.sort((a, b) => a.label.localeCompare(b.label)),
    }));
}
