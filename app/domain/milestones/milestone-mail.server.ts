// 'You reached {milestone name}' (ADR 192). The database awards a milestone in the
// transaction that moves a member's confirmed referrals (db/migrations/0014);
// member_milestones.notified_at is the outbox this sender empties, so an award never waits on
// the mail server and a restart loses none.
import { memberMailText } from "../../content/member-mail-text.ts";
import { HOUR_MS, type Job } from "../../lib/jobs.server.ts";
import { greetingFor } from "../../lib/mail-templates.server.ts";
import {
  dashboardUrl,
  sendMemberMail,
  type MemberMailDeps,
  type MemberMailOutcome,
} from "../mail/member-mail.server.ts";
import { claimAwardNotice, unnotifiedAwards } from "./milestones.server.ts";

const BATCH = 200;

/**
 * 'You reached {milestone name}' for each award not yet handled (the member's, or everyone's
 * oldest first, `limit` at a time). An award is marked handled once sent, capped or skipped
 * (unconfirmed, opted out, suspended); a failed send stays for the next run. The key holds
 * the award's time: a milestone taken back and reached again is news again.
 */
export async function mailMilestoneAwards(
  deps: MemberMailDeps,
  opts: { userId?: string; limit?: number } = {},
): Promise<Record<MemberMailOutcome, number>> {
  const counts: Record<MemberMailOutcome, number> = { sent: 0, capped: 0, skipped: 0, failed: 0 };
  for (const award of await unnotifiedAwards(deps.db, opts.limit ?? BATCH, opts.userId)) {
    const outcome = await sendMemberMail(deps, {
      userId: award.userId,
      list: "referral",
      kind: "milestone",
      key: `milestone:${award.userId}:${award.milestoneId}:${award.awardedAt.getTime()}`,
      build: (to) =>
        milestoneContent(deps.publicUrl, to.firstName, {
          name: award.name,
          description: award.description,
          bonus: Number(award.bonusPoints),
        }),
    });
    counts[outcome] += 1;
    if (outcome !== "failed") await claimAwardNotice(deps.db, award.userId, award.milestoneId);
  }
  return counts;
}

/** The content of 'You reached {milestone name}' (pure: the spam test renders it). */
export function milestoneContent(
  publicUrl: string,
  firstName: string,
  milestone: { name: string; description: string; bonus: number },
) {
  const t = memberMailText.milestone;
  return {
    subject: t.subject(milestone.name),
    greeting: greetingFor(firstName),
    body: t.body(milestone.name, milestone.description, milestone.bonus),
    action: { label: t.action, url: dashboardUrl(publicUrl) },
    why: t.why,
  };
}

/** Sends what a confirmation, a reinstatement or a ladder edit awarded: hourly, any instance. */
export function milestoneMailJob(deps: MemberMailDeps): Job {
  return {
    name: "milestone-mails",
    everyMs: HOUR_MS,
    // Sends outside the run's transaction: each e-mail is claimed by its own key.
    standalone: true,
    run: () => mailMilestoneAwards(deps),
  };
}
