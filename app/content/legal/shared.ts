import { siteConfig } from "../../lib/site-config.ts";

// Facts every legal document repeats (docs/product.md#legal-position).
const { brand, company } = siteConfig;

export { MINIMUM_USER_AGE } from "./agreed.ts";
export const PRIVACY_MINIMUM_AGE = 16;
export const ACCESSIBILITY_RESPONSE_DAYS = "five business days";

export const operatorStatement = `${brand} is operated by ${company}, a cooperative owned by and run for its members.`;

export const notASecurityStatement =
  `The ${brand} programme is educational: a discovery platform where communities learn how early-stage venture works. ` +
  "It is not a security, an investment contract, a fund, a broker, an exchange or an investment vehicle.";

export const stakeStatement =
  "A stake is a voluntary contribution with no expectation of return. Pooled stakes become no-strings, educational grants to founders.";

export const pointsStatement =
  "Points and tokens are educational tools for learning and participation. They are not securities or investments, carry no ownership, profit share or redemption right, and cannot be sold for money.";

/** Milestones (ADR 192): what they are and are not, in the disclaimer and the terms. */
export const milestonesStatement =
  "Milestones are rewards for confirmed referrals: bonus points, a badge on the leaderboard, early access to an Arena or an invitation to an event. Like points they are educational recognition, never money, securities, investments or a claim on anything; a milestone and its bonus points are taken back when a referral is voided or the confirmed referrals fall below it, and we may change the ladder of milestones with notice on this site.";

export const noReturnsStatement =
  "No investment returns are offered or guaranteed, now or in the future.";
