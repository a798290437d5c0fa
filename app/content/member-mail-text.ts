// The texts of the member e-mails of ADR 191 (docs/architecture.md D23), once: the auth
// hooks and the jobs send them (loaded by the Fastify host, hence the relative .ts imports).
// The screens' texts are in app/content/member-mail.ts.
import { mailPreferencesText } from "./member-mail.ts";
import { REFERRAL_MAILS_PER_DAY, UNCONFIRMED_ACCOUNT_DAYS } from "../lib/limits.ts";
import { siteConfig } from "../lib/site-config.ts";
import { POINTS } from "../lib/waitlist-rules.ts";

const brand = siteConfig.brand;

const listWhy = (what: string) =>
  `You get this e-mail because you are on the ${brand} waitlist and ${what}. You can change this under ${mailPreferencesText.title} on your profile.`;
const seeDashboard = "See your dashboard";

/** Who a friend is in these e-mails when their display name gives no first name. */
export const UNNAMED_FRIEND = "A friend";

export const memberMailText = {
  referralJoined: {
    subject: (friend: string) => `${friend} joined through your link`,
    body: (friend: string) => [
      `${friend} just joined the ${brand} waitlist through your referral link.`,
      `Your ${POINTS.referral} points come when ${friend === UNNAMED_FRIEND ? "your friend" : friend} confirms their e-mail address.`,
    ],
    action: seeDashboard,
    why: listWhy("have referral updates on"),
  },
  referralConfirmed: {
    subject: (friend: string) => `+${POINTS.referral} points: ${friend} confirmed`,
    body: (friend: string, total: number, rank: number) => [
      `${friend === UNNAMED_FRIEND ? "Your friend" : friend} confirmed their e-mail address, so your referral counts: +${POINTS.referral} points.`,
      `You now have ${total} points. ${rank > 0 ? `You're now #${rank}.` : ""}`.trim(),
    ],
    action: seeDashboard,
    why: listWhy("have referral updates on"),
  },
  reminder: {
    subject: "Please confirm your e-mail to join the waitlist",
    body: (name: string) => [
      `Hi ${name}, you signed up for the ${brand} waitlist but have not confirmed your e-mail address yet.`,
      "Confirm it to keep your place, and so that your referrals count.",
    ],
    action: "Confirm my e-mail",
    after: [
      `This is the only reminder we send. If you did not sign up, do nothing: an account whose address is not confirmed is deleted after ${UNCONFIRMED_ACCOUNT_DAYS} days.`,
    ],
    why: `You get this e-mail because this address was used to join the ${brand} waitlist and is not confirmed yet.`,
  },
  digest: {
    subject: `Your week on the ${brand} waitlist`,
    intro: "Here is your week on the waitlist.",
    pointsNow: "Points now",
    rankNow: "Rank now",
    referrals: "Referrals this week",
    nextMilestoneLabel: "Next milestone",
    notYet: "not on the waitlist yet",
    noRank: "no rank",
    weekAgo: (now: string, then: string) => `${now} (a week ago: ${then})`,
    referralCounts: (joined: number, confirmed: number) =>
      `${joined} joined through your link, ${confirmed} confirmed`,
    capped: (n: number) =>
      `${n} referral ${n === 1 ? "update" : "updates"} this week ${n === 1 ? "was" : "were"} not e-mailed: we send at most ${REFERRAL_MAILS_PER_DAY} a day.`,
    nextMilestone: (name: string, remaining: number) =>
      `${name}, ${remaining} more confirmed ${remaining === 1 ? "friend" : "friends"} away`,
    action: seeDashboard,
    why: listWhy("asked for the weekly rank digest"),
  },
  milestone: {
    subject: (name: string) => `You reached ${name}`,
    body: (name: string, description: string, bonus: number) => [
      `Your confirmed referrals reached ${name}.`,
      ...(description ? [description] : []),
      ...(bonus > 0 ? [`${bonus} bonus points are on your dashboard.`] : []),
      "Milestones are educational recognition: they are never money, securities or an investment.",
    ],
    action: "See your milestones",
    why: listWhy("have referral updates on"),
  },
  /** Points are educational and never money, securities or investments (ADR 191). */
  pointsNote: "Points are part of an educational programme; they are not money or an investment.",
} as const;
