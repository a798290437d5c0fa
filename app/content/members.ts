// The member screens, their messages and the points (docs/product.md#waitlist to #profile):
// every visible member text lives here once; screens and tests import it.
import { siteConfig } from "~/lib/site-config";
import { TOO_MANY_ATTEMPTS } from "~/lib/auth-messages";
import {
  AVATAR_MAX_BYTES,
  AVATAR_MIME_TYPES,
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  NAME_MAX_LENGTH,
  NICKNAME_MAX_LENGTH,
} from "~/lib/limits";
import { CONFIRMED_CALLBACK, POINTS } from "~/lib/waitlist-rules";
import { noticeTexts } from "./notices.ts";
import { DELETED_MEMBER } from "./privacy";

export {
  AVATAR_MAX_BYTES,
  AVATAR_MIME_TYPES,
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  NAME_MAX_LENGTH,
  NICKNAME_MAX_LENGTH,
};

export { CONFIRMED_CALLBACK, POINTS };

export const RECENT_ACTIVITY_LIMIT = 5;
export const TOP_LEADERS_LIMIT = 5;
export const LEADERBOARD_PAGE_SIZE = 25;

export const memberText = {
  rateLimited: TOO_MANY_ATTEMPTS,
  waitlist: {
    title: "Join the Waitlist",
    heading: `Join the ${siteConfig.brand} Waitlist`,
    intro: `Create your account, earn ${POINTS.join} capital points and climb the leaderboard by inviting friends.`,
    referralBanner: `You were invited by a friend! When you join, they will earn ${POINTS.referral} points.`,
    fullName: "Full Name",
    email: "Email",
    password: "Password",
    submit: `Join the Waitlist → Earn ${POINTS.join} Points`,
    busy: "Joining...",
    haveAccount: "Already have an account?",
    login: "Log in",
    failure: "An error occurred during signup",
    duplicate: "This e-mail is already registered. Log in or reset your password instead.",
    successTitle: noticeTexts.joined.title,
    successDescription: noticeTexts.joined.description,
  },
  login: {
    title: "Log In",
    heading: "Welcome back",
    intro: "Log in to see your points, referrals and rank.",
    email: "Email",
    password: "Password",
    forgot: "Forgot your password?",
    submit: "Log In",
    busy: "Logging in...",
    noAccount: "New here?",
    create: "Create an account",
    failure: "An error occurred during login",
    invalid: "Invalid e-mail or password",
  },
  forgot: {
    title: "Forgot Password",
    heading: "Reset your password",
    intro: "Enter your e-mail address and we will send you a link to set a new password.",
    email: "Email",
    submit: "Send Reset Link",
    busy: "Sending...",
    back: "Back to Login",
    failure: "Failed to send reset link",
    success: "Password reset link sent! Check your email.",
    sentHeading: "Check your email!",
    sent: (email: string) => `We've sent a password reset link to ${email}`,
    returnToLogin: "Return to Login",
  },
  reset: {
    title: "Reset Password",
    heading: "Set a new password",
    newPassword: "New Password",
    confirmPassword: "Confirm Password",
    submit: "Update Password",
    busy: "Updating...",
    mismatch: "Passwords don't match",
    tooShort: "Password must be at least 6 characters",
    failure: "Failed to update password",
    success: noticeTexts.passwordReset,
    invalidLink: "This password reset link is invalid, expired or already used.",
    askAgain: "Request a new reset link",
  },
  confirm: {
    invalidLink:
      "This confirmation link is invalid or has expired. You can ask for a new one on your dashboard.",
    pending: (email: string) =>
      `Please confirm your e-mail: we sent a link to ${email}. Your referrer earns their points once you confirm.`,
    resend: "Resend confirmation e-mail",
    resent: "Confirmation e-mail sent!",
    confirmed: noticeTexts.emailConfirmed,
  },
  // Where a confirmation link followed without a session lands (ADR 190): it never signs in.
  confirmedPage: {
    title: "E-mail confirmed",
    heading: "Your e-mail is confirmed",
    body: "Thank you. Log in with your e-mail address and password to continue.",
    logIn: "Log In",
  },
  dashboard: {
    title: "Dashboard",
    loadFailed: "Failed to load dashboard",
    welcome: (name: string) => `Welcome, ${name}`,
    noNickname: "No nickname set",
    editNickname: "Edit nickname",
    nickname: "Nickname",
    save: "Save",
    cancel: "Cancel",
    editProfile: "Edit Profile",
    logOut: "Log Out",
    uploadPicture: "Upload picture",
    uploadBusy: "Uploading...",
    savePicture: "Save picture",
    uploadFailed: "Failed to upload image",
    uploadNotStored: "The picture could not be saved. Please try again later.",
    uploadNotImage: "Please choose an image file (JPEG, PNG, WebP or GIF).",
    uploadTooLarge: "The image is larger than 5 MB. Please choose a smaller one.",
    uploadTooManyPixels: "The image is larger than 16 megapixels. Please choose a smaller one.",
    uploadSuccess: "Profile picture updated!",
    nicknameFailed: "Failed to update nickname",
    nicknameSuccess: "Nickname updated!",
    pointsTitle: "Capital Points",
    pointsUnit: "points",
    referralsMade: "Referrals Made",
    rank: "Leaderboard Rank",
    joined: "Date Joined",
    referralTitle: "Your Referral Link",
    referralIntro: `Share your link. You earn ${POINTS.referral} points for every friend who joins and confirms their e-mail.`,
    referralLinkLabel: "Referral link",
    copyIcon: "Copy referral link",
    copyLink: "Copy Link",
    copied: "Referral link copied to clipboard!",
    copyFailed: "Failed to copy link. Please try again.",
    share: (network: string) => `Share on ${network}`,
    shareText: `I'm joining ${siteConfig.brand}: a new game of innovation for communities. Join the waitlist with my link and we both earn points!`,
    activityTitle: "Recent Activity",
    activityEmpty: "No activity yet.",
    description: "Description",
    points: "Points",
    leadersTitle: "Top Leaders",
    viewFull: "View Full",
    rankColumn: "Rank",
    nameColumn: "Name",
    referralsTitle: "Your Referrals",
    emailColumn: "Email",
    pointsEarned: "Points Earned",
    joinedColumn: "Joined",
    newUser: "New User",
    /** A referral whose member deleted their account (ADR 140): no name, no address. */
    deletedMember: DELETED_MEMBER,
    pending: (n: number) =>
      n === 1
        ? "1 referral is waiting for e-mail confirmation."
        : `${n} referrals are waiting for e-mail confirmation.`,
  },
  profile: {
    title: "Profile",
    heading: "Your Profile",
    back: "Back to Dashboard",
    infoTitle: "Profile Information",
    name: "Name",
    email: "Email",
    emailNote: "Changing your email will require verification",
    save: "Save Changes",
    saving: "Saving...",
    loadFailed: "Failed to load profile",
    notAuthenticated: "Not authenticated",
    sessionExpired: "Session expired",
    nameRequired: "Name is required",
    emailRequired: "Email is required",
    emailInvalid: "Please enter a valid email address",
    saveFailed: "Failed to update profile",
    savedWithEmail: "Profile updated! Please check your new email to confirm the change.",
    saved: "Profile updated successfully!",
    passwordTitle: "Change Password",
    currentPassword: "Current Password",
    newPassword: "New Password",
    confirmNewPassword: "Confirm New Password",
    updatePassword: "Update Password",
    updating: "Updating...",
    currentRequired: "Please enter your current password",
    mismatch: "New passwords don't match",
    tooShort: "Password must be at least 6 characters",
    currentIncorrect: "Current password is incorrect",
    passwordSuccess: "Password updated successfully!",
    passwordFailed: "Failed to update password",
  },
  leaderboard: {
    title: "Leaderboard",
    heading: "Leaderboard",
    intro: "Every member ranked by capital points. Invite friends to climb.",
    rank: "Rank",
    name: "Name",
    points: "Points",
    referrals: "Referrals",
    you: "(You)",
    yourPosition: "Your position",
    goToDashboard: "Go to Dashboard",
    empty: "No members yet. Be the first to join!",
    previous: "Previous",
    next: "Next",
    page: (n: number, of: number) => `Page ${n} of ${of}`,
    placeLabel: (rank: number) =>
      rank === 1 ? "1st place" : rank === 2 ? "2nd place" : "3rd place",
  },
  validation: {
    nameRequired: "Full Name is required",
    nameTooLong: `Name must be at most ${NAME_MAX_LENGTH} characters`,
    nameInvalid: "Name contains characters that are not allowed",
    emailRequired: "Email is required",
    emailInvalid: "Please enter a valid email address",
    passwordRequired: "Password is required",
    passwordTooShort: "Password must be at least 6 characters",
    passwordTooLong: "Password must be at most 128 characters",
    nicknameTooLong: `Nickname must be at most ${NICKNAME_MAX_LENGTH} characters`,
    nicknameInvalid: "Nickname contains characters that are not allowed",
  },
} as const;

/**
 * A member's referral link, {host}/join?ref={profile id} (docs/product.md#dashboard); shared through a channel, it names the channel in utm_source
 * (lower-case letters, digits and dashes: 'whatsapp', 'x', 'qr'), which the visit's first
 * touch records.
 */
export function referralLink(origin: string, profileId: string, channel?: string): string {
  const link = `${origin.replace(/\/+$/, "")}/join?ref=${encodeURIComponent(profileId)}`;
  const source = channel
    ?.toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
  return source ? `${link}&utm_source=${source}` : link;
}
