// Input limits of the product (docs/product.md), each written once. Here in app/lib because the auth
// layer and the avatar store (app/lib) enforce them too; app/content/members.ts re-exports
// them for the copy that names them, and forms take their maxLength from here.

export const MIN_PASSWORD_LENGTH = 6;
export const MAX_PASSWORD_LENGTH = 128;
export const NAME_MAX_LENGTH = 100;
export const NICKNAME_MAX_LENGTH = 50;
/** The largest avatar file accepted (checked in the browser, the action and the store). */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
/** The only avatar formats accepted (ADR 190), as sharp names them and as MIME types. */
export const AVATAR_FORMATS = ["jpeg", "png", "webp", "gif"] as const;
export const AVATAR_MIME_TYPES = AVATAR_FORMATS.map((f) => `image/${f}`);
/** The longest e-mail address (RFC 5321's path limit less the angle brackets). */
export const EMAIL_MAX_LENGTH = 254;

/** Periods of the admin area's per-day charts (Overview and A/B Tests), in days; 30 by default. */
export const REPORT_PERIODS = [7, 30, 90] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];

/** The period a `?days=` parameter asks for: one of REPORT_PERIODS, else 30. */
export function reportPeriod(value: string | null): ReportPeriod {
  const n = Number(value);
  return (REPORT_PERIODS as readonly number[]).includes(n) ? (n as ReportPeriod) : 30;
}

/** An account whose address is still unconfirmed after this many days is deleted (ADR 190). */
export const UNCONFIRMED_ACCOUNT_DAYS = 30;

/** The record of a member e-mail sent (member_mails: kind and date) is kept this long (ADR 204). */
export const MEMBER_MAILS_KEPT_DAYS = 90;

/** At most this many referral-list e-mails (referral, milestone) a member a day (ADR 191). */
export const REFERRAL_MAILS_PER_DAY = 5;

/** The one confirmation reminder goes this many hours after sign-up (ADR 191). */
export const REMINDER_AFTER_HOURS = 48;
/** What a first touch keeps of each part (docs/architecture.md D24; db/migrations/0012 checks them). */
export const FIRST_TOUCH_MAX = { path: 200, host: 253, utm: 100 } as const;
/** 'University or community' at sign-up and on /profile (0012's CHECK says the same). */
export const COMMUNITY_MAX_LENGTH = 120;
