// What happens when an account event occurs (STYLE: the auth hooks only wire): each side
// effect is a named function here, called by the better-auth hooks of auth.server.ts and
// tested on its own. E-mail they cause goes out in the background: a slow or down mail server
// must never fail or slow the request (the change is committed by then); failures are logged.
import { and, eq, isNotNull, sql } from "drizzle-orm";
import { z } from "zod";
import * as schema from "../../../db/schema.ts";
import { pgNumber, sqlRow, type Db } from "../../lib/db.server.ts";
import type { Logger } from "../../lib/logger.server.ts";
import { metrics } from "../../lib/metrics.server.ts";
import { tidyText } from "../../lib/text-rules.ts";
import { rememberChangeToken } from "../../lib/verification-token.server.ts";
import type { MemberMailDeps } from "../mail/member-mail.server.ts";
import {
  mailReferralConfirmed,
  mailReferralJoined,
  referrerOf,
} from "../mail/referral-mail.server.ts";
import { mailMilestoneAwards } from "../milestones/milestone-mail.server.ts";
import { recordSignupSignals } from "../referrals/referral-integrity.server.ts";
import {
  referralPaidBefore,
  rememberIfReferralPaid,
} from "../referrals/paid-referral-address.server.ts";

export type AccountEventDeps = {
  db: Db;
  addressHashKey: string;
  log: Logger;
  /** The member e-mails' sender (ADR 191). */
  memberMail: MemberMailDeps;
};

/**
 * A new account as it is stored: the name tidied, and `aliasOfPaid` when its mailbox already
 * paid a referral (then left): it may join again, but its referral pays nothing and the admin
 * sees why (docs/architecture.md D13, ADR 190). An alias of an existing account is flagged by
 * the database (0009).
 */
export async function newAccount<U extends { name: string; email: string }>(
  deps: Pick<AccountEventDeps, "db" | "addressHashKey">,
  user: U & { referrerId?: unknown },
) {
  const aliasOfPaid = Boolean(
    user.referrerId && (await referralPaidBefore(deps.db, deps.addressHashKey, user.email)),
  );
  return { ...user, name: tidyText(user.name), aliasOfPaid };
}

/** True when the member is suspended: no session is ever created for them (D14). */
export async function isSuspended(db: Db, userId: string): Promise<boolean> {
  const [suspended] = await db
    .select({ id: schema.profiles.id })
    .from(schema.profiles)
    .where(and(eq(schema.profiles.id, userId), isNotNull(schema.profiles.suspendedAt)));
  return Boolean(suspended);
}

/**
 * A sign-up committed: counted; its referral-integrity signals recorded (flag, never block,
 * docs/architecture.md D16: a failure is logged and the sign-up stands); '{first name} joined
 * through your link' to a confirmed referrer (ADR 191).
 */
export async function onSignedUp(
  deps: AccountEventDeps,
  user: { id: string; email: string; clientIp: string | null },
) {
  metrics.signUps.inc();
  await recordSignupSignals(deps.db, deps.addressHashKey, {
    userId: user.id,
    email: user.email,
    clientIp: user.clientIp,
  }).catch((err: unknown) => deps.log.error({ err }, "signup signals failed"));
  background(deps, "referral mail failed", () => mailReferralJoined(deps.memberMail, user.id));
}

/**
 * An address confirmed (the first, or a new one): counted; '+25 points: {first name}
 * confirmed' when this paid a referral (ADR 191); the referrer's milestone e-mail if the
 * confirmation reached one (ADR 192); and the address the member leaves, if it paid their
 * referral, never pays again (ADR 190).
 */
export async function onAddressConfirmed(
  deps: AccountEventDeps,
  userId: string,
  change: { previousAddress: string; token: string } | null,
) {
  await countConfirmation(deps.db, userId);
  background(deps, "referral mail failed", () => mailReferralConfirmed(deps.memberMail, userId));
  background(deps, "milestone mail failed", async () => {
    const referrer = await referrerOf(deps.db, userId);
    if (referrer) await mailMilestoneAwards(deps.memberMail, { userId: referrer });
  });
  if (change) {
    await rememberIfReferralPaid(deps.db, deps.addressHashKey, userId, change.previousAddress);
    await rememberChangeToken(deps.db, change.token);
  }
}

function background(deps: AccountEventDeps, message: string, send: () => Promise<unknown>) {
  void send().catch((err: unknown) => deps.log.error({ err }, message));
}

/**
 * Metrics of a confirmed address. The referral, if any, was paid by the database trigger
 * in the same update; it shows as a referral joined a moment ago.
 */
async function countConfirmation(db: Db, userId: string) {
  metrics.confirmations.inc();
  const paid = await sqlRow(
    db,
    z.object({ n: pgNumber }),
    sql`select count(*) as n from referrals where referred_user_id = ${userId}
        and status = 'joined' and joined_at > now() - interval '1 minute'`,
  );
  if ((paid?.n ?? 0) > 0) metrics.referralAwards.inc();
}
