// The member e-mails of issue 29 (docs/architecture.md D21) and the screens that manage
// them (/profile 'E-mail preferences', /unsubscribe): every text once. No `~` imports:
// app/lib/member-mail.server.ts (loaded by the Fastify host) reads it.
import { UNCONFIRMED_ACCOUNT_DAYS } from "../lib/limits.ts";
import { siteConfig } from "../lib/site-config.ts";
import { POINTS } from "./waitlist-rules.ts";

const brand = siteConfig.brand;

const listWhy = (what: string) =>
  `You get this e-mail because you are on the ${brand} waitlist and ${what}. You can change this under E-mail preferences on your profile.`;

export const memberMailText = {
  referralJoined: {
    subject: (friend: string) => `${friend} joined through your link`,
    body: (friend: string) => [
      `${friend} just joined the ${brand} waitlist through your referral link.`,
      `Your ${POINTS.referral} points come when ${friend === "A friend" ? "your friend" : friend} confirms their e-mail address.`,
    ],
    action: "See your dashboard",
    why: listWhy("have referral updates on"),
  },
  referralConfirmed: {
    subject: (friend: string) => `+${POINTS.referral} points: ${friend} confirmed`,
    body: (friend: string, total: number, rank: number) => [
      `${friend === "A friend" ? "Your friend" : friend} confirmed their e-mail address, so your referral counts: +${POINTS.referral} points.`,
      `You now have ${total} points. ${rank > 0 ? `You're now #${rank}.` : ""}`.trim(),
    ],
    action: "See your dashboard",
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
    action: "See your dashboard",
    why: listWhy("asked for the weekly rank digest"),
  },
  /** Points are educational and never money, securities or investments (issue 29). */
  pointsNote: "Points are part of an educational programme; they are not money or an investment.",
} as const;

export const mailPreferencesText = {
  title: "E-mail preferences",
  description:
    "Choose which e-mails you get. Account e-mails (confirmation, password and security notices) always go out.",
  referral: "Referral updates",
  referralHint: "When a friend joins or confirms through your link, and milestones you reach.",
  digest: "Weekly rank digest",
  digestHint: "Once a week: your points and rank, and your referrals that week.",
  save: "Save Preferences",
  saving: "Saving...",
  saved: "Preferences saved!",
  failed: "Failed to save preferences",
} as const;

export const unsubscribeText = {
  title: "Unsubscribe",
  done: "You're unsubscribed",
  doneBody: (list: string) =>
    `You will no longer get ${list} from ${brand}. Account e-mails (confirmation, password and security notices) still go out.`,
  resubscribe: "Resubscribe",
  resubscribed: "You're subscribed again",
  resubscribedBody: (list: string) => `You will get ${list} from ${brand} again.`,
  unsubscribeAgain: "Unsubscribe",
  manage: "Manage all e-mail preferences",
  invalidTitle: "This unsubscribe link is not valid",
  invalidBody:
    "The link may be incomplete or changed. Open it again from the e-mail, or sign in and change your e-mail preferences on your profile.",
} as const;
