// Texts of the privacy rights (ADR 140): /profile 'Your Data', the deletion dialog and
// what the CLI prints. Relative imports with .ts only, so plain Node (scripts/) can use it.

import { noticeTexts } from "./notices.ts";

export { DELETED_MEMBER, deletedReferralDescription } from "../lib/deleted-member.ts";

export const privacyText = {
  sectionTitle: "Your Data",
  sectionIntro:
    "Download a copy of everything we hold about you, or delete your account and the data that goes with it.",
  download: "Download My Data",
  downloadNote:
    "A file you can open in any text editor, with your profile, points history, referrals, sessions and, once your e-mail address is confirmed, the form submissions sent with it.",
  deleteAccount: "Delete Account",
  dialogTitle: "Delete your account?",
  dialogIntro: "Enter your current password to confirm. This is what happens:",
  deletedList: [
    "your account, password and every session (you are signed out everywhere)",
    "your profile, avatar, points history and the referrals you made",
    "the form submissions sent with your e-mail address, if you have confirmed it",
  ],
  keptList: [
    "where a friend referred you, they keep the points they earned; their list shows 'Deleted member' without your name or address",
    "if your referral earned points, a keyed hash of your address, so that it never earns a referral again (fraud prevention); you can still sign up again",
    "a log entry that an account was deleted, without your data",
  ],
  deletedHeading: "What is deleted",
  keptHeading: "What is kept",
  irreversible: "This cannot be undone.",
  // ADR 190: an address nobody confirmed owns nothing it did not create itself.
  unconfirmedSubmissionsNote:
    "Form submissions sent with this e-mail address are not included because the address is not confirmed. Confirm it from the e-mail we sent, then download again.",
  confirm: "Delete My Account",
  deleting: "Deleting…",
  cancel: "Cancel",
  deleted: noticeTexts.accountDeleted,
  failed: "Failed to delete account",
} as const;
