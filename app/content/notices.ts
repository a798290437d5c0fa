// Toasts of the admin sign-in that the root's notice shows after the redirect
// (app/components/cookie-notice.tsx). Apart from app/content/admin.ts so the public pages'
// scripts do not carry the admin area's copy.
export const adminSignInNotices = {
  signedIn: { title: "Success", description: "Logged in successfully" },
  signedUp: { title: "Success", description: "Account created successfully" },
} as const;
