// The texts a redirect leaves for the next page (app/lib/notice.ts), shown once by the root's
// CookieNotice. Here, apart from the member, privacy and admin copy they belong to (which
// re-use them), so every public page's script carries these few lines and not those modules.
import { POINTS } from "../lib/waitlist-rules.ts";

export const noticeTexts = {
  joined: {
    title: "Welcome to the waitlist!",
    description: `You earned ${POINTS.join} points for joining.`,
  },
  emailConfirmed: "E-mail confirmed!",
  passwordReset: "Password updated successfully!",
  accountDeleted: "Your account has been deleted.",
} as const;

export const adminSignInNotices = {
  signedIn: { title: "Success", description: "Logged in successfully" },
  signedUp: { title: "Success", description: "Account created successfully" },
} as const;
