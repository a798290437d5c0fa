// Milestones (ADR 192): the default ladder seeded on the first start, and the
// copy of the admin section, the dashboard card, the leaderboard badge and the e-mail.
// Rewards are educational recognition, never money, securities or investments.

export type MilestoneSeed = {
  name: string;
  threshold: number;
  description: string;
  bonusPoints: number;
  /** Its holders come first in every Arena's line (ADR 209). */
  earlyArenaAccess?: boolean;
};

/** Seeded once on the first start (content_seeds 'milestones'); the operator edits it after. */
export const DEFAULT_MILESTONES: MilestoneSeed[] = [
  {
    name: "Founding Staker",
    threshold: 3,
    description: "A Founding Staker badge beside your name on the leaderboard.",
    bonusPoints: 25,
  },
  {
    name: "Arena Insider",
    threshold: 10,
    description: "Early access to the first Arena your community launches, before it opens to all.",
    bonusPoints: 50,
    earlyArenaAccess: true,
  },
  {
    name: "Pitch Night Guest",
    threshold: 25,
    description: "An invitation to a live pitch night with founders and stakers of the programme.",
    bonusPoints: 100,
  },
];

export const MILESTONE_LIMITS = {
  name: 60,
  description: 500,
  threshold: { min: 1, max: 1000 },
  bonus: { min: 0, max: 1000 },
} as const;

const friends = (n: number) =>
  n === 1 ? "1 more confirmed friend" : `${n} more confirmed friends`;

export const milestoneCopy = {
  admin: {
    tab: "Milestones",
    title: "Milestones",
    intro:
      "Rewards for confirmed referrals. A member holds a milestone while their confirmed referrals reach it; its bonus points are added and taken back through the points ledger.",
    newButton: "New Milestone",
    createTitle: "New Milestone",
    editTitle: "Edit Milestone",
    dialogDescription:
      "Name the reward, the confirmed referrals that reach it and the bonus points it adds.",
    fields: {
      name: "Name",
      threshold: "Confirmed referrals",
      description: "Description",
      bonus: "Bonus points",
      active: "Active",
      earlyArenaAccess: "Early Arena access",
    },
    create: "Create Milestone",
    update: "Update Milestone",
    cancel: "Cancel",
    edit: (name: string) => `Edit ${name}`,
    deactivate: "Deactivate",
    activate: "Activate",
    delete: (name: string) => `Delete ${name}`,
    holders: (n: number) => (n === 1 ? "1 member holds it" : `${n} members hold it`),
    inactive: "Inactive",
    empty: "No milestones yet. Create one to give members a goal beyond their rank.",
    columns: {
      name: "Name",
      threshold: "Confirmed referrals",
      bonus: "Bonus points",
      status: "Status",
      holders: "Held by",
      actions: "Actions",
    },
    statusActive: "Active",
    created: "Milestone created",
    updated: "Milestone updated",
    deactivated: "Milestone deactivated",
    activated: "Milestone activated",
    deleted: "Milestone deleted",
    successTitle: "Success",
    errorTitle: "Error",
    nameTaken: "A milestone with this name already exists.",
    held: "Members hold this milestone, so it cannot be deleted. Deactivate it instead.",
    notFound: "Milestone not found",
    saveFailed: "Failed to save milestone",
    invalid: {
      name: `Please enter a name of at most ${MILESTONE_LIMITS.name} characters.`,
      threshold: `Confirmed referrals must be a whole number from ${MILESTONE_LIMITS.threshold.min} to ${MILESTONE_LIMITS.threshold.max.toLocaleString("en-US")}.`,
      bonus: `Bonus points must be a whole number from ${MILESTONE_LIMITS.bonus.min} to ${MILESTONE_LIMITS.bonus.max.toLocaleString("en-US")}.`,
      description: `Please keep the description to ${MILESTONE_LIMITS.description} characters.`,
    },
  },
  card: {
    title: "Milestones",
    intro:
      "Rewards for friends who join and confirm their e-mail. Educational recognition only: never money.",
    toNext: (remaining: number, name: string) => `${friends(remaining)} to ${name}`,
    progressLabel: (name: string) => `Progress toward ${name}`,
    /** Counted from zero referrals, not from the milestone before. */
    count: (confirmed: number, threshold: number) =>
      `${confirmed} of ${threshold} confirmed ${threshold === 1 ? "friend" : "friends"}`,
    allReached: "You reached every milestone. Thank you for growing the community!",
    none: "No milestones are open right now.",
    earned: "Earned",
    earnedEmpty: "None yet: your first is one confirmed friend at a time away.",
    bonus: (points: number) => (points > 0 ? `+${points} points` : "No bonus points"),
  },
  badge: (name: string) => `Milestone: ${name}`,
  mail: {
    subject: (name: string) => `You reached ${name}`,
    why: "You get this e-mail because you joined the waitlist and asked for referral updates.",
  },
} as const;
