// The referral e-mails (ADR 191, docs/architecture.md D23): '{first name} joined through your
// link' and '+25 points: {first name} confirmed', from the account events of
// app/domain/accounts/account-events.server.ts, through sendMemberMail.
import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import { memberMailText } from "../../content/member-mail-text.ts";
import { referrals } from "../../../db/schema.ts";
import { pgNumber, sqlRow, type Db } from "../../lib/db.server.ts";
import { greetingFor } from "../../lib/mail-templates.server.ts";
import {
  dashboardUrl,
  firstNameOf,
  sendMemberMail,
  type MemberMailDeps,
  type MemberMailOutcome,
} from "./member-mail.server.ts";

/** Who referred a member (null: nobody, or the member is gone). */
export async function referrerOf(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ referrerId: referrals.referrerId })
    .from(referrals)
    .where(eq(referrals.referredUserId, userId));
  return row?.referrerId ?? null;
}

/** The referral row of a member who joined through a link, with the friend's name. */
async function referralOf(db: Db, referredUserId: string, status: "pending" | "joined") {
  const row = await sqlRow(
    db,
    z.object({ referrer_id: z.string(), name: z.string() }),
    sql`
      select r.referrer_id, p.name from referrals r join profiles p on p.id = r.referred_user_id
      where r.referred_user_id = ${referredUserId} and r.status = ${status}
        and not ('alias' = any(r.flags))
        and (${status} = 'pending' or (r.paid_award_key is not null
             and r.joined_at > now() - interval '10 minutes'))`,
  );
  return row ?? null;
}

/** To the referrer when someone signs up through their link: '{first name} joined through your link'. */
export async function mailReferralJoined(
  deps: MemberMailDeps,
  referredUserId: string,
): Promise<MemberMailOutcome> {
  const referral = await referralOf(deps.db, referredUserId, "pending");
  if (!referral) return "skipped";
  const friend = firstNameOf(referral.name);
  return sendMemberMail(deps, {
    userId: referral.referrer_id,
    list: "referral",
    kind: "referral-joined",
    key: `referral-joined:${referredUserId}`,
    build: (to) => referralJoinedContent(deps.publicUrl, to.firstName, friend),
  });
}

/** The content of '{first name} joined through your link' (pure: the spam test renders it). */
export function referralJoinedContent(publicUrl: string, firstName: string, friend: string) {
  const t = memberMailText.referralJoined;
  return {
    subject: t.subject(friend),
    greeting: greetingFor(firstName),
    body: [...t.body(friend), memberMailText.pointsNote],
    action: { label: t.action, url: dashboardUrl(publicUrl) },
    why: t.why,
  };
}

/** To the referrer when the referral confirms: '+25 points: {first name} confirmed'. */
export async function mailReferralConfirmed(
  deps: MemberMailDeps,
  referredUserId: string,
): Promise<MemberMailOutcome> {
  const referral = await referralOf(deps.db, referredUserId, "joined");
  if (!referral) return "skipped";
  const standing = await sqlRow(
    deps.db,
    z.object({ points_total: pgNumber, rank: pgNumber }),
    sql`select points_total, get_user_rank(id) as rank from profiles
        where id = ${referral.referrer_id}`,
  );
  if (!standing) return "skipped";
  const friend = firstNameOf(referral.name);
  const total = standing.points_total;
  const rank = standing.rank;
  return sendMemberMail(deps, {
    userId: referral.referrer_id,
    list: "referral",
    kind: "referral-confirmed",
    key: `referral-confirmed:${referredUserId}`,
    build: (to) => referralConfirmedContent(deps.publicUrl, to.firstName, friend, total, rank),
  });
}

/** The content of '+25 points: {first name} confirmed'. */
export function referralConfirmedContent(
  publicUrl: string,
  firstName: string,
  friend: string,
  total: number,
  rank: number,
) {
  const t = memberMailText.referralConfirmed;
  return {
    subject: t.subject(friend),
    greeting: greetingFor(firstName),
    body: [...t.body(friend, total, rank), memberMailText.pointsNote],
    action: { label: t.action, url: dashboardUrl(publicUrl) },
    why: t.why,
  };
}
