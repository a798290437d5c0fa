// The waitlist's e-mails to members (ADR 191, docs/architecture.md D23, ADR 191): the two
// referral e-mails (from the auth layer's sign-up and confirmation hooks), the one-time
// confirmation reminder and the weekly digest (scheduled jobs, app/lib/jobs.server.ts).
// Every list e-mail goes through sendMemberMail (app/domain/mail/member-mail.server.ts).
// Imported by auth.server.ts: relative imports with .ts only.
import { createEmailVerificationToken } from "better-auth/api";
import { sql } from "drizzle-orm";
import { memberMailText } from "./member-mail-text.ts";
import { CONFIRMED_CALLBACK } from "../../lib/waitlist-rules.ts";
import { resultRows, type Db } from "../../lib/db.server.ts";
import { DAY_MS, type Job } from "../../lib/jobs.server.ts";
import { REMINDER_AFTER_HOURS } from "../../lib/limits.ts";
import type { MailCap } from "../../lib/mail-cap.server.ts";
import { greetingFor, renderMail, type MailContent } from "../../lib/mail-templates.server.ts";
import { PATHS } from "../../content/paths.ts";
import {
  firstNameOf,
  REFERRAL_MAILS_PER_DAY,
  sendMemberMail,
  type MemberMailDeps,
  type MemberMailOutcome,
} from "./member-mail.server.ts";
import { VERIFICATION_TOKEN_SECONDS } from "../../lib/verification-token.server.ts";

const HOUR_MS = 60 * 60 * 1000;
/** The reminder goes this long after sign-up (ADR 191)… */
export const REMINDER_AFTER_MS = REMINDER_AFTER_HOURS * HOUR_MS;
/** …and not to accounts older than this: a reminder weeks later would surprise, and the
 *  unconfirmed-accounts job (ADR 190) deletes them at UNCONFIRMED_ACCOUNT_DAYS anyway. */
export const REMINDER_UNTIL_MS = 7 * DAY_MS;
const BATCH = 200;

const dashboardUrl = (publicUrl: string) => new URL(PATHS.dashboard, publicUrl).href;

/** Who referred a member (null: nobody, or the member is gone). */
export async function referrerOf(db: Db, userId: string): Promise<string | null> {
  const [row] = resultRows<{ referrer_id: string }>(
    await db.execute(sql`select referrer_id from referrals where referred_user_id = ${userId}`),
  );
  return row?.referrer_id ?? null;
}

/** The referral row of a member who joined through a link, with the friend's name. */
async function referralOf(db: Db, referredUserId: string, status: "pending" | "joined") {
  const [row] = resultRows<{ referrer_id: string; name: string }>(
    await db.execute(sql`
      select r.referrer_id, p.name from referrals r join profiles p on p.id = r.referred_user_id
      where r.referred_user_id = ${referredUserId} and r.status = ${status}
        and not ('alias' = any(r.flags))
        and (${status} = 'pending' or (r.paid_award_key is not null
             and r.joined_at > now() - interval '10 minutes'))`),
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
  const [standing] = resultRows<{ points_total: number; rank: number }>(
    await deps.db.execute(sql`select points_total, get_user_rank(id) as rank from profiles
      where id = ${referral.referrer_id}`),
  );
  if (!standing) return "skipped";
  const friend = firstNameOf(referral.name);
  const total = Number(standing.points_total);
  const rank = Number(standing.rank);
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

/** A fresh confirmation link: better-auth's own verification token, as its e-mail has it. */
export async function confirmationUrl(
  deps: Pick<MemberMailDeps, "secret" | "publicUrl">,
  user: { id: string; email: string },
) {
  const token = await createEmailVerificationToken(
    deps.secret,
    user.email,
    undefined,
    VERIFICATION_TOKEN_SECONDS,
    { userId: user.id },
  );
  const url = new URL("/api/auth/verify-email", deps.publicUrl);
  url.searchParams.set("token", token);
  url.searchParams.set("callbackURL", CONFIRMED_CALLBACK);
  return url.href;
}

/**
 * One reminder, ever, to a member still unconfirmed REMINDER_AFTER_MS after sign-up. The
 * key 'confirm-reminder:<user>' is claimed before the send (a crash after the claim means
 * no reminder rather than two); a failed or capped send releases it for the next run.
 * Standalone: no transaction is held while the mail server answers.
 */
export function confirmReminderJob(deps: MemberMailDeps & { mayMail: MailCap }): Job {
  return {
    name: "confirm-reminder",
    everyMs: HOUR_MS,
    standalone: true,
    async run({ now }) {
      const db = deps.db;
      const due = resultRows<{ id: string; email: string; name: string }>(
        await db.execute(sql`
          select u.id, u.email, u.name from users u join profiles p on p.id = u.id
          where not u.email_verified and p.suspended_at is null
            and u.created_at <= ${new Date(now.getTime() - REMINDER_AFTER_MS).toISOString()}::timestamptz
            and u.created_at > ${new Date(now.getTime() - REMINDER_UNTIL_MS).toISOString()}::timestamptz
            and not exists (select 1 from member_mails m where m.mail_key = 'confirm-reminder:' || u.id)
          order by u.created_at limit ${BATCH}`),
      );
      let sent = 0;
      let failed = 0;
      for (const user of due) {
        const key = `confirm-reminder:${user.id}`;
        const release = () =>
          db.execute(sql`delete from member_mails where mail_key = ${key}`).catch(() => undefined);
        const claimed = await db
          .execute(
            sql`insert into member_mails (user_id, kind, mail_key, status, created_at)
              values (${user.id}, 'confirm-reminder', ${key}, 'sent', ${now.toISOString()}::timestamptz)
              on conflict (mail_key) do nothing returning id`,
          )
          .then((r) => resultRows(r).length > 0)
          .catch(() => false); // deleted meanwhile (the unconfirmed-accounts job)
        if (!claimed) continue;
        // An unverified address: the per-recipient cap of ADR 180 holds for it too.
        if (!(await deps.mayMail(user.email))) {
          await release();
          continue;
        }
        try {
          await deps.mailer.send(
            renderMail(reminderContent(user.email, user.name, await confirmationUrl(deps, user))),
          );
          sent += 1;
        } catch (err) {
          deps.log.error({ err, kind: "confirm-reminder" }, "member mail failed");
          await release();
          failed += 1;
        }
      }
      return { remindersSent: sent, remindersFailed: failed };
    },
  };
}

/** The one reminder: 'Please confirm your e-mail to join the waitlist'. */
export function reminderContent(to: string, name: string, confirmUrl: string): MailContent {
  const t = memberMailText.reminder;
  return {
    kind: "confirm-reminder",
    to,
    subject: t.subject,
    body: t.body(name),
    action: { label: t.action, url: confirmUrl },
    after: [...t.after],
    why: t.why,
  };
}

/** ISO 8601 week of a date, e.g. '2026-W48' (the digest's once-a-week key). */
export function isoWeek(date: Date): string {
  const d = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  const day = d.getUTCDay() || 7;
  d.setUTCDate(d.getUTCDate() + 4 - day);
  const yearStart = Date.UTC(d.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((d.getTime() - yearStart) / DAY_MS + 1) / 7);
  return `${d.getUTCFullYear()}-W${String(week).padStart(2, "0")}`;
}

/**
 * The member's next milestone for the digest: app/features/milestones' `nextMilestoneOf`,
 * handed in by the host (server/main.ts), since app/lib imports no feature.
 */
export type NextMilestone = (
  db: Db,
  userId: string,
) => Promise<{ name: string; remaining: number } | null>;
const noMilestones: NextMilestone = async () => null;

export type DigestRow = {
  id: string;
  points_now: number;
  rank_now: number;
  points_then: number | null;
  rank_then: number | null;
  joined: number;
  confirmed: number;
  capped: number;
};

/**
 * The opt-in weekly digest: points and rank now and a week ago (from the ledger's dated
 * rows: no snapshot table), referrals that week, the next milestone. Once per member per
 * ISO week (key 'weekly-digest:<user>:<week>'); runs daily so a restart or a new
 * subscriber is served in the week, never twice.
 */
export function weeklyDigestJob(deps: MemberMailDeps & { nextMilestone?: NextMilestone }): Job {
  const nextMilestone = deps.nextMilestone ?? noMilestones;
  return {
    name: "weekly-digest",
    everyMs: DAY_MS,
    standalone: true,
    async run({ now }) {
      const week = isoWeek(now);
      const weekAgo = new Date(now.getTime() - 7 * DAY_MS).toISOString();
      const counts: Record<MemberMailOutcome, number> = {
        sent: 0,
        capped: 0,
        skipped: 0,
        failed: 0,
      };
      let after = "";
      for (;;) {
        const rows = resultRows<DigestRow>(
          await deps.db.execute(sql`
            with due as (
              select mp.user_id as id from mail_preferences mp
              join users u on u.id = mp.user_id join profiles p on p.id = mp.user_id
              where mp.weekly_digest and u.email_verified and p.suspended_at is null
                and mp.user_id > ${after}
                and not exists (select 1 from member_mails m
                  where m.mail_key = 'weekly-digest:' || mp.user_id || ':' || ${week})
              order by mp.user_id limit ${BATCH}),
            then_points as (
              select l.user_id as id, sum(l.points) as pts from points_ledger l
              join profiles p on p.id = l.user_id and p.suspended_at is null
              where l.created_at <= ${weekAgo}::timestamptz group by l.user_id),
            then_rank as (select id, pts, rank() over (order by pts desc) as rnk from then_points)
            select d.id, p.points_total as points_now, get_user_rank(d.id) as rank_now,
              tr.pts as points_then, tr.rnk as rank_then,
              (select count(*) from referrals r where r.referrer_id = d.id
                 and r.created_at > ${weekAgo}::timestamptz) as joined,
              (select count(*) from referrals r where r.referrer_id = d.id and r.status = 'joined'
                 and r.joined_at > ${weekAgo}::timestamptz) as confirmed,
              (select count(*) from member_mails m where m.user_id = d.id and m.status = 'capped'
                 and m.created_at > ${weekAgo}::timestamptz) as capped
            from due d join profiles p on p.id = d.id left join then_rank tr on tr.id = d.id
            order by d.id`),
        );
        if (rows.length === 0) break;
        after = rows[rows.length - 1]!.id;
        for (const row of rows) {
          const milestone = await nextMilestone(deps.db, row.id).catch(() => null);
          const outcome = await sendMemberMail(deps, {
            userId: row.id,
            list: "digest",
            kind: "weekly-digest",
            key: `weekly-digest:${row.id}:${week}`,
            now,
            build: (to) => digestContent(deps.publicUrl, to.firstName, row, milestone),
          });
          counts[outcome] += 1;
        }
      }
      return {
        digestsSent: counts.sent,
        digestsSkipped: counts.skipped,
        digestsFailed: counts.failed,
      };
    },
  };
}

/** The digest's content: 'Your week on the {brand} waitlist'. */
export function digestContent(
  publicUrl: string,
  firstName: string,
  row: DigestRow,
  milestone: { name: string; remaining: number } | null,
) {
  const t = memberMailText.digest;
  const n = (v: number | string | null) => Number(v ?? 0);
  const thenPoints = row.points_then === null ? "not on the waitlist yet" : `${n(row.points_then)}`;
  const rankText = (rank: number) => (rank > 0 ? `#${rank}` : "no rank");
  const thenRank = row.rank_then === null ? "not on the waitlist yet" : rankText(n(row.rank_then));
  const capped = n(row.capped);
  return {
    subject: t.subject,
    greeting: greetingFor(firstName),
    body: [
      "Here is your week on the waitlist.",
      {
        rows: [
          { label: "Points now", value: `${n(row.points_now)} (a week ago: ${thenPoints})` },
          { label: "Rank now", value: `${rankText(n(row.rank_now))} (a week ago: ${thenRank})` },
          {
            label: "Referrals this week",
            value: `${n(row.joined)} joined through your link, ${n(row.confirmed)} confirmed`,
          },
          ...(milestone
            ? [
                {
                  label: "Next milestone",
                  value: t.nextMilestone(milestone.name, milestone.remaining),
                },
              ]
            : []),
        ],
      },
      ...(capped > 0
        ? [
            `${capped} referral ${capped === 1 ? "update" : "updates"} this week ${capped === 1 ? "was" : "were"} not e-mailed: we send at most ${REFERRAL_MAILS_PER_DAY} a day.`,
          ]
        : []),
      memberMailText.pointsNote,
    ],
    action: { label: t.action, url: dashboardUrl(publicUrl) },
    why: t.why,
  };
}

// ---- Milestones (ADR 192) ------------------------------------------------------------
// The database awards a milestone in the transaction that moves a member's confirmed
// referrals (db/migrations/0014); member_milestones.notified_at is the outbox this sender
// empties, so an award never waits on the mail server and a restart loses none.

type Award = {
  user_id: string;
  milestone_id: string;
  name: string;
  description: string;
  bonus_points: number;
  awarded_at: string | Date;
};

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
  const awards = resultRows<Award>(
    await deps.db.execute(sql`
      select h.user_id, h.milestone_id, m.name, m.description, h.bonus_points, h.awarded_at
      from member_milestones h join milestones m on m.id = h.milestone_id
      where h.notified_at is null ${opts.userId ? sql`and h.user_id = ${opts.userId}` : sql``}
      order by h.awarded_at limit ${opts.limit ?? BATCH}`),
  );
  for (const award of awards) {
    const awardedAt = new Date(award.awarded_at).getTime();
    const outcome = await sendMemberMail(deps, {
      userId: award.user_id,
      list: "referral",
      kind: "milestone",
      key: `milestone:${award.user_id}:${award.milestone_id}:${awardedAt}`,
      build: (to) =>
        milestoneContent(deps.publicUrl, to.firstName, {
          name: award.name,
          description: award.description,
          bonus: Number(award.bonus_points),
        }),
    });
    counts[outcome] += 1;
    if (outcome === "failed") continue;
    await deps.db.execute(sql`
      update member_milestones set notified_at = now()
      where user_id = ${award.user_id} and milestone_id = ${award.milestone_id}
        and notified_at is null`);
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
