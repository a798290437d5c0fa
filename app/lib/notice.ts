// One-shot notices for pages without a loader (the prerendered /): the server sets a
// short-lived readable cookie on a redirect; app/components/cookie-notice.tsx shows it as
// a toast once and clears it. Only known keys are shown: the cookie carries no text.
export const NOTICE_COOKIE = "vs_notice";
export const NOTICE_KEYS = ["account-deleted"] as const;
export type NoticeKey = (typeof NOTICE_KEYS)[number];

export function noticeCookie(key: NoticeKey, secure: boolean): string {
  return `${NOTICE_COOKIE}=${key}; Path=/; Max-Age=60; SameSite=Lax${secure ? "; Secure" : ""}`;
}
