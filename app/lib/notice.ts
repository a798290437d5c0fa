// The one way to carry a message across a redirect (ADR 187): the server
// sets a short-lived readable cookie naming a known key; app/components/cookie-notice.tsx
// shows its toast once on whichever page the redirect lands, prerendered or not, and clears
// it. The cookie carries no text and no personal data: only one of these keys.
import { COOKIES, setCookie } from "./cookies.ts";

export const NOTICE_KEYS = [
  "account-deleted",
  "joined",
  "email-confirmed",
  "password-reset",
  "signed-in",
  "signed-up",
] as const;
export type NoticeKey = (typeof NOTICE_KEYS)[number];

export function noticeCookie(key: NoticeKey, secure: boolean): string {
  return setCookie(COOKIES.notice, key, { secure });
}
