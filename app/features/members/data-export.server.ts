// 'Download My Data' and `npm run admin -- privacy export` (ADR 140): everything the
// site holds about one person, and nothing about anyone else — the referrals they made
// show the referred address masked as on the dashboard, their referrer only by display name.
// Imported by scripts/ and server/ too: relative imports with .ts only.
import { sql, type SQL } from "drizzle-orm";
import type { z } from "zod";
import { sqlRows, type Db } from "../../lib/db.server.ts";
import { privacyText } from "../../content/privacy.ts";
import { journeyDataOf } from "../../domain/journey/journey-data.server.ts";
import { ExportRow as Row } from "./data-export-rows.server.ts";
import { maskEmail } from "./mask-email.ts";

export type ExportTarget = { userId: string } | { email: string };

const iso = (value: Date | null) => (value == null ? null : value.toISOString());

/** The file name of spec-style downloads: `{brand}-data-YYYY-MM-DD.json`. */
export function exportFileName(brand: string, now: Date): string {
  return `${brand.replace(/[^A-Za-z0-9]+/g, "-")}-data-${now.toISOString().slice(0, 10)}.json`;
}

export async function exportPersonalData(db: Db, target: ExportTarget, now = new Date()) {
  const rows = <R extends z.ZodType>(row: R, query: SQL) => sqlRows(db, row, query);
  const [user] = await rows(
    Row.user,
    "userId" in target
      ? sql`select id, email, email_verified from users where id = ${target.userId}`
      : sql`select id, email, email_verified from users
            where lower(email) = ${target.email.trim().toLowerCase()}`,
  );
  const email = (user?.email ?? ("email" in target ? target.email : "")).trim().toLowerCase();
  // ADR 190: an account whose address nobody confirmed does not own what was sent from that
  // address. Without an account, the operator answers a request by e-mail (the CLI).
  const ownsSubmissions = user ? user.email_verified : true;
  const id = user?.id ?? null;
  const [profile] = id
    ? await rows(
        Row.profile,
        sql`select name, email, nickname, avatar_url, points_total, referral_count, created_at,
              hero_variant, member_role, landing_path, referrer_host, utm_source, utm_medium,
              utm_campaign, (select name from communities c where c.id = community_id) as community
            from profiles where id = ${id}`,
      )
    : [];
  const ledger = id
    ? await rows(
        Row.ledger,
        sql`select description, points, kind, created_at from points_ledger
            where user_id = ${id} order by created_at, id`,
      )
    : [];
  // The milestones the member holds (ADR 192); their bonus rows are in the ledger above.
  const milestonesHeld = id
    ? await rows(
        Row.milestone,
        sql`select m.name, h.bonus_points, h.awarded_at from member_milestones h
            join milestones m on m.id = h.milestone_id
            where h.user_id = ${id} order by h.awarded_at`,
      )
    : [];
  // Arena invitations and seats (ADR 209).
  const arenaInvitations = id
    ? await rows(
        Row.invitation,
        sql`select a.name, i.status, i.place, i.invited_at, i.expires_at, i.responded_at
            from arena_invitations i join arenas a on a.id = i.arena_id
            where i.user_id = ${id} order by i.invited_at`,
      )
    : [];
  // Stakes on an Arena's founders and line-up entries under this address (ADR 215).
  const stakes = id
    ? await rows(
        Row.stake,
        sql`select a.name as arena, f.venture_name, s.tokens, s.updated_at
            from arena_stakes s join arena_invitations i on i.id = s.invitation_id
            join arenas a on a.id = s.arena_id join arena_founders f on f.id = s.founder_id
            where i.user_id = ${id} order by a.name, f.place`,
      )
    : [];
  const pitched =
    email && ownsSubmissions
      ? await rows(
          Row.pitch,
          sql`select a.name as arena, f.founder_name, f.venture_name, f.pitch, f.pitch_url,
                f.created_at
              from arena_founders f join arenas a on a.id = f.arena_id
              where lower(f.email) = ${email} order by f.created_at`,
        )
      : [];
  const made = id
    ? await rows(
        Row.referral,
        sql`select status, referred_email, created_at, joined_at from referrals
            where referrer_id = ${id} order by created_at, id`,
      )
    : [];
  const [referrer] = id
    ? await rows(
        Row.referrer,
        sql`select p.name, p.nickname from referrals r join profiles p on p.id = r.referrer_id
            where r.referred_user_id = ${id}`,
      )
    : [];
  const sessions = id
    ? await rows(
        Row.session,
        sql`select created_at, updated_at, user_agent from sessions
            where user_id = ${id} order by created_at`,
      )
    : [];
  const agreed = id
    ? await rows(
        Row.acceptance,
        sql`select document, version, via, accepted_at from legal_acceptances
            where user_id = ${id} order by accepted_at, document`,
      )
    : [];
  const [mail] = id
    ? await rows(
        Row.preferences,
        sql`select referral_updates, weekly_digest, programme_news, founder_updates
            from mail_preferences
            where user_id = ${id}`,
      )
    : [];
  const mailsSent = id
    ? await rows(
        Row.memberMail,
        sql`select kind, status, created_at from member_mails where user_id = ${id}
            order by created_at, id`,
      )
    : [];
  // What the member's History lists (migration 0026): the e-mails sent, the list changes.
  const mailLog = id
    ? await rows(
        Row.mailLog,
        sql`select kind, subject, sent_at from member_mail_log where user_id = ${id}
            order by sent_at, id`,
      )
    : [];
  const listChanges = id
    ? await rows(
        Row.listChange,
        sql`select list, subscribed, how, changed_at from mail_list_changes where user_id = ${id}
            order by changed_at, id`,
      )
    : [];
  const submissions =
    email && ownsSubmissions
      ? await rows(
          Row.submission,
          sql`select form_name, fields, url_params, hero_variant, quiz_result, created_at
              from form_submissions
            where lower(email) = ${email} order by created_at`,
        )
      : [];
  // The journey (ADR 231): updates posted, ventures followed, interest in rounds.
  const journey = id
    ? await journeyDataOf(db, id)
    : { ventureUpdates: [], ventureFollows: [], roundInterests: [] };
  return {
    exportedAt: now.toISOString(),
    profile: profile
      ? {
          name: profile.name,
          email: profile.email,
          nickname: profile.nickname,
          avatarUrl: profile.avatar_url,
          pointsTotal: profile.points_total,
          referralCount: profile.referral_count,
          createdAt: iso(profile.created_at),
          // The home-page message seen when joining, kept only with consent (ADR 186).
          heroVariant: profile.hero_variant,
          // Who and from where (ADR 193); the first touch is 'unknown' without consent.
          role: profile.member_role,
          community: profile.community,
          firstTouch: profile.landing_path
            ? {
                landingPath: profile.landing_path,
                referrerHost: profile.referrer_host,
                utmSource: profile.utm_source,
                utmMedium: profile.utm_medium,
                utmCampaign: profile.utm_campaign,
              }
            : "unknown",
        }
      : null,
    pointsLedger: ledger.map((r) => ({
      description: r.description,
      points: r.points,
      kind: r.kind,
      createdAt: iso(r.created_at),
    })),
    milestones: milestonesHeld.map((r) => ({
      name: r.name,
      bonusPoints: r.bonus_points,
      reachedAt: iso(r.awarded_at),
    })),
    arenaInvitations: arenaInvitations.map((r) => ({
      arena: r.name,
      status: r.status,
      place: r.place,
      invitedAt: iso(r.invited_at),
      expiresAt: iso(r.expires_at),
      answeredAt: iso(r.responded_at),
    })),
    arenaStakes: stakes.map((r) => ({
      arena: r.arena,
      venture: r.venture_name,
      tokens: r.tokens,
      savedAt: iso(r.updated_at),
    })),
    arenaLineUps: pitched.map((r) => ({
      arena: r.arena,
      founder: r.founder_name,
      venture: r.venture_name,
      pitch: r.pitch,
      pitchLink: r.pitch_url,
      addedAt: iso(r.created_at),
    })),
    referralsMade: made.map((r) => ({
      status: r.status,
      date: iso(r.joined_at ?? r.created_at),
      // Masked as on the dashboard; a deleted member's row has no address at all.
      email: r.referred_email == null ? null : maskEmail(r.referred_email),
    })),
    referredBy: referrer ? { displayName: referrer.nickname ?? referrer.name } : null,
    sessions: sessions.map((r) => ({
      createdAt: iso(r.created_at),
      lastSeenAt: iso(r.updated_at),
      userAgent: r.user_agent,
    })),
    // The versions of the terms and privacy policy agreed to (ADR 182).
    legalAcceptances: agreed.map((r) => ({
      document: r.document,
      version: r.version,
      via: r.via,
      acceptedAt: iso(r.accepted_at),
    })),
    // E-mail preferences and the member e-mails sent (ADR 191).
    mailPreferences: mail
      ? {
          referralUpdates: mail.referral_updates,
          weeklyDigest: mail.weekly_digest,
          programmeNews: mail.programme_news,
          founderUpdates: mail.founder_updates,
        }
      : null,
    memberMails: mailsSent.map((r) => ({
      kind: r.kind,
      status: r.status,
      createdAt: iso(r.created_at),
    })),
    mailsSent: mailLog.map((r) => ({
      kind: r.kind,
      subject: r.subject,
      sentAt: iso(r.sent_at),
    })),
    mailListChanges: listChanges.map((r) => ({
      list: r.list,
      subscribed: r.subscribed,
      how: r.how,
      changedAt: iso(r.changed_at),
    })),
    ...journey,
    formSubmissions: submissions.map((r) => ({
      form: r.form_name,
      fields: r.fields,
      urlParams: r.url_params,
      heroVariant: r.hero_variant,
      quizResult: r.quiz_result,
      createdAt: iso(r.created_at),
    })),
    // The sample exam's results are computed and e-mailed, never stored (ADR 140).
    sampleExamResults: [] as never[],
    notes: [
      "Sample exam results are e-mailed to the taker and not stored by the site, so there are none to include.",
      ...(ownsSubmissions ? [] : [privacyText.unconfirmedSubmissionsNote]),
    ],
  };
}

export type PersonalData = Awaited<ReturnType<typeof exportPersonalData>>;
