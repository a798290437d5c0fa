// The screens that manage the member e-mails of ADR 191: /profile 'E-mail preferences'
// and /unsubscribe. The e-mails' own texts are in app/content/member-mail-text.ts.
import { siteConfig } from "../lib/site-config.ts";

const brand = siteConfig.brand;

export const mailPreferencesText = {
  title: "E-mail preferences",
  description:
    "Choose which e-mails you get. Account e-mails (confirmation, password and security notices) always go out.",
  referral: "Referral updates",
  referralHint: "When a friend joins or confirms through your link, and milestones you reach.",
  digest: "Weekly rank digest",
  digestHint: "Once a week: your points and rank, and your referrals that week.",
  news: "Programme news",
  newsHint:
    "When and where you can get in: Arenas opening, pitch nights and new articles, from the programme's team.",
  updates: "Founder updates",
  updatesHint:
    "Updates and rounds from the founders you staked on or follow, each from the founder's own venture.",
  save: "Save Preferences",
  saving: "Saving...",
  saved: "Preferences saved!",
  failed: "Failed to save preferences",
} as const;

export const unsubscribeText = {
  title: "Unsubscribe",
  askTitle: (list: string) => `Unsubscribe from ${list}?`,
  askBody: (list: string) =>
    `Press Unsubscribe and ${brand} stops sending you ${list}. Nothing changes until you do.`,
  unsubscribe: "Unsubscribe",
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

/** Set on the Resubscribe form's URL: /unsubscribe then shows the state without changing it. */
export const RESUBSCRIBED_PARAM = "resubscribed";
