// The opt-in weekly digest (ADRs 191, 224): 'Your week on the {brand} waitlist', once per
// member per week of OPERATOR_TIME_ZONE, from DIGEST_WEEKDAY at DIGEST_HOUR there (an hourly
// job sends it within the hour, or later that week after an outage), through sendMemberMail.
import { sql } from "drizzle-orm";
import { z } from "zod";
import { memberMailText } from "../../content/member-mail-text.ts";
import { pgNumber, sqlRows } from "../../lib/db.server.ts";
import { DAY_MS, HOUR_MS, type Job } from "../../lib/jobs.server.ts";
import { operatorWeek, weeklySlot } from "../../lib/operator-week.ts";
import { greetingFor } from "../../lib/mail-templates.server.ts";
import { nextMilestoneOf } from "../milestones/milestones.server.ts";
import {
  dashboardUrl,
  sendMemberMail,
  type MemberMailDeps,
  type MemberMailOutcome,
} from "./member-mail.server.ts";

const BATCH = 200;

const digestRow = z.object({
  id: z.string(),
  points_now: pgNumber,
  rank_now: pgNumber,
  points_then: pgNumber.nullable(),
  rank_then: pgNumber.nullable(),
  joined: pgNumber,
  confirmed: pgNumber,
  capped: pgNumber,
});
export type DigestRow = z.output<typeof digestRow>;

/** When the digest goes: a weekday (1 Monday … 7 Sunday) and hour in the operator's zone. */
export type DigestSchedule = { zone: string; weekday: number; hour: number };

/**
 * The opt-in weekly digest: points and rank now and a week ago (from the ledger's dated
 * rows: no snapshot table), referrals that week, the next milestone. Once per member per
 * week of the operator's zone (key 'weekly-digest:<user>:<that week>'), from the schedule's
 * weekday and hour on; runs hourly, so a restart or a new subscriber is served later in the
 * week, never twice.
 */
export function weeklyDigestJob(deps: MemberMailDeps, schedule: DigestSchedule): Job {
  return {
    name: "weekly-digest",
    everyMs: HOUR_MS,
    standalone: true,
    async run({ now }) {
      const slot = weeklySlot(now, schedule.zone, schedule.weekday, schedule.hour);
      if (now < slot) return { digestsSent: 0, digestsSkipped: 0, digestsFailed: 0 };
      const week = operatorWeek(now, schedule.zone);
      const weekAgo = new Date(now.getTime() - 7 * DAY_MS).toISOString();
      const counts: Record<MemberMailOutcome, number> = {
        sent: 0,
        capped: 0,
        skipped: 0,
        failed: 0,
      };
      let after = "";
      for (;;) {
        const rows = await sqlRows(
          deps.db,
          digestRow,
          sql`
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
            order by d.id`,
        );
        if (rows.length === 0) break;
        after = rows[rows.length - 1]!.id;
        for (const row of rows) {
          const milestone = await nextMilestoneOf(deps.db, row.id).catch(() => null);
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
  const rankText = (rank: number) => (rank > 0 ? `#${rank}` : t.noRank);
  const thenPoints = row.points_then === null ? t.notYet : `${n(row.points_then)}`;
  const thenRank = row.rank_then === null ? t.notYet : rankText(n(row.rank_then));
  const capped = n(row.capped);
  return {
    subject: t.subject,
    greeting: greetingFor(firstName),
    body: [
      t.intro,
      {
        rows: [
          { label: t.pointsNow, value: t.weekAgo(`${n(row.points_now)}`, thenPoints) },
          { label: t.rankNow, value: t.weekAgo(rankText(n(row.rank_now)), thenRank) },
          { label: t.referrals, value: t.referralCounts(n(row.joined), n(row.confirmed)) },
          ...(milestone
            ? [
                {
                  label: t.nextMilestoneLabel,
                  value: t.nextMilestone(milestone.name, milestone.remaining),
                },
              ]
            : []),
        ],
      },
      ...(capped > 0 ? [t.capped(capped)] : []),
      memberMailText.pointsNote,
    ],
    action: { label: t.action, url: dashboardUrl(publicUrl) },
    why: t.why,
  };
}
