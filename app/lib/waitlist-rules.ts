// The points (docs/product.md#points-and-referrals) and the confirmation landing, written once. Here in app/lib because the
// member e-mails (app/lib, loaded by the Fastify host) use them too; app/content/members.ts
// re-exports them for the screens.

/** Where e-mail confirmation links land (ADR 190: confirming never signs in; /dashboard says so). */
export const CONFIRMED_CALLBACK = "/dashboard?confirmed=1";

export const POINTS = {
  join: 25,
  referral: 25,
} as const;
