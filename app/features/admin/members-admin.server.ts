// Reads of the Members tab and a member's page (ADR 161). Search is a case-insensitive
// prefix match on name, nickname or e-mail, answered from the lower(...) text_pattern_ops
// indexes of db/migrations/0007_member_admin.sql, never a scan of every profile.
import { desc, eq, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import { pgNumber, pgTime, sqlRows, type Queryable } from "~/lib/db.server";
import type { FirstTouch } from "~/lib/first-touch";
import { MEMBER_ROLES, type MemberRole } from "~/lib/member-roles";
import { pgTextArray, type ReferralFlag } from "~/domain/referrals/referral-integrity.server";
import { pointsLedger } from "../../../db/schema.ts";
import { MEMBERS_PAGE_SIZE, type MemberQuery } from "./member-admin.schema";

export type MemberStatus = "active" | "unconfirmed" | "suspended";

export type MemberListRow = {
  id: string;
  name: string;
  nickname: string | null;
  email: string;
  points: number;
  referrals: number;
  status: MemberStatus;
  flagged: boolean;
  joined: string;
  role: MemberRole | null;
  community: string | null;
  /** Null: 'unknown' (no measurement consent at sign-up, ADR 193). */
  firstTouch: FirstTouch | null;
};

/** LIKE pattern for a prefix: the user's text is literal (%, _ and \ escaped). */
export function prefixPattern(q: string): string {
  return q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`) + "%";
}

const FLAGGED = sql`cardinality(r.flags) > 0 and r.flags_cleared_at is null and r.status <> 'void'`;

function whereClause(
  query: Pick<MemberQuery, "q" | "status" | "community" | "role" | "arena">,
): SQL {
  const parts: SQL[] = [];
  if (query.arena)
    parts.push(sql`p.id in (select user_id from arena_invitations where status = ${query.arena})`);
  if (query.community) parts.push(sql`p.community_id = ${query.community}::uuid`);
  if (query.role) parts.push(sql`p.member_role = ${query.role}`);
  if (query.q) {
    const pattern = prefixPattern(query.q);
    // One index per column; the union keeps each branch on its own index.
    parts.push(sql`p.id in (
      select id from profiles where lower(name) like ${pattern}
      union select id from profiles where lower(nickname) like ${pattern}
      union select id from profiles where lower(email) like ${pattern})`);
  }
  if (query.status === "active") parts.push(sql`p.suspended_at is null and u.email_verified`);
  if (query.status === "unconfirmed")
    parts.push(sql`p.suspended_at is null and not u.email_verified`);
  if (query.status === "suspended") parts.push(sql`p.suspended_at is not null`);
  if (query.status === "flagged")
    parts.push(sql`p.id in (select r.referrer_id from referrals r where ${FLAGGED})`);
  return parts.length ? sql`where ${sql.join(parts, sql` and `)}` : sql``;
}

const RawMember = z.object({
  id: z.string(),
  name: z.string(),
  nickname: z.string().nullable(),
  email: z.string(),
  points_total: pgNumber,
  referral_count: pgNumber,
  created_at: pgTime,
  suspended_at: pgTime.nullable(),
  email_verified: z.boolean(),
  flagged: z.boolean(),
  member_role: z.enum(MEMBER_ROLES).nullable(),
  community: z.string().nullable(),
  landing_path: z.string().nullable(),
  referrer_host: z.string().nullable(),
  utm_source: z.string().nullable(),
  utm_medium: z.string().nullable(),
  utm_campaign: z.string().nullable(),
});
type RawMember = z.output<typeof RawMember>;

function toRow(r: RawMember): MemberListRow {
  return {
    id: r.id,
    name: r.name,
    nickname: r.nickname,
    email: r.email,
    points: r.points_total,
    referrals: r.referral_count,
    status: r.suspended_at ? "suspended" : r.email_verified ? "active" : "unconfirmed",
    flagged: r.flagged,
    joined: r.created_at.toISOString(),
    role: r.member_role,
    community: r.community,
    firstTouch: r.landing_path
      ? {
          landingPath: r.landing_path,
          referrerHost: r.referrer_host,
          utmSource: r.utm_source,
          utmMedium: r.utm_medium,
          utmCampaign: r.utm_campaign,
        }
      : null,
  };
}

const JOINING_COLUMNS = sql`p.member_role, c.name as community, p.landing_path, p.referrer_host,
  p.utm_source, p.utm_medium, p.utm_campaign`;

async function selectMembers(
  db: Queryable,
  query: MemberQuery,
  limit: number | null,
  offset: number,
) {
  const rows = await sqlRows(
    db,
    RawMember,
    sql`
      select p.id, p.name, p.nickname, p.email, p.points_total, p.referral_count, p.created_at,
        p.suspended_at, u.email_verified, ${JOINING_COLUMNS},
        exists (select 1 from referrals r where r.referrer_id = p.id and ${FLAGGED}) as flagged
      from profiles p join users u on u.id = p.id
      left join communities c on c.id = p.community_id
      ${whereClause(query)}
      order by p.created_at desc, p.id desc
      ${limit === null ? sql`` : sql`limit ${limit} offset ${offset}`}`,
  );
  return rows.map(toRow);
}

/** One page (25, newest first) and whether another follows; no count of every match. */
export async function listMembers(db: Queryable, query: MemberQuery) {
  const offset = (query.page - 1) * MEMBERS_PAGE_SIZE;
  const rows = await selectMembers(db, query, MEMBERS_PAGE_SIZE + 1, offset);
  return {
    rows: rows.slice(0, MEMBERS_PAGE_SIZE),
    page: query.page,
    hasNext: rows.length > MEMBERS_PAGE_SIZE,
  };
}

/** The whole filtered list, for 'Export CSV'. */
export function allMembers(db: Queryable, query: MemberQuery) {
  return selectMembers(db, query, null, 0);
}

export type LedgerRow = {
  id: number;
  description: string;
  points: number;
  kind: string;
  createdAt: string;
};
export type ReferralRow = {
  id: string;
  /** Null, with the name, once the referred member is deleted. */
  referredId: string | null;
  referredName: string | null;
  status: "pending" | "joined" | "void";
  createdAt: string;
  flags: ReferralFlag[];
  flagsCleared: boolean;
  /** An alias referral an admin approved (paid at confirmation, 0020). */
  approved: boolean;
};

/** Everything a member's page shows; null when there is no such member. */
const ReferralMade = z.object({
  id: z.string(),
  /** Null once the referred member deleted their account (db/migrations/0005). */
  referred_user_id: z.string().nullable(),
  name: z.string().nullable(),
  status: z.enum(["pending", "joined", "void"]),
  created_at: pgTime,
  flags: z.unknown().transform((v) => pgTextArray(v) as ReferralFlag[]),
  flags_cleared_at: pgTime.nullable(),
  approved_at: pgTime.nullable(),
});

export async function memberDetail(db: Queryable, id: string) {
  const [member] = await sqlRows(
    db,
    RawMember,
    sql`
      select p.id, p.name, p.nickname, p.email, p.points_total, p.referral_count, p.created_at,
        p.suspended_at, u.email_verified, false as flagged, ${JOINING_COLUMNS}
      from profiles p join users u on u.id = p.id
      left join communities c on c.id = p.community_id
      where p.id = ${id}`,
  );
  if (!member) return null;
  const [ledger, made, by] = await Promise.all([
    db
      .select({
        id: pointsLedger.id,
        description: pointsLedger.description,
        points: pointsLedger.points,
        kind: pointsLedger.kind,
        createdAt: pointsLedger.createdAt,
      })
      .from(pointsLedger)
      .where(eq(pointsLedger.userId, id))
      .orderBy(desc(pointsLedger.createdAt), desc(pointsLedger.id)),
    sqlRows(
      db,
      ReferralMade,
      sql`
      select r.id, r.referred_user_id, p.name, r.status, r.created_at, r.flags, r.flags_cleared_at,
        r.approved_at
      from referrals r left join profiles p on p.id = r.referred_user_id
      where r.referrer_id = ${id} order by r.created_at desc, r.id desc`,
    ),
    sqlRows(
      db,
      z.object({ referrer_id: z.string(), name: z.string().nullable() }),
      sql`
      select r.referrer_id, p.name from referrals r left join profiles p on p.id = r.referrer_id
      where r.referred_user_id = ${id}`,
    ),
  ]);
  const referrer = by[0];
  return {
    member: {
      ...toRow(member),
      suspendedAt: member.suspended_at ? member.suspended_at.toISOString() : null,
    },
    ledger: ledger.map((r): LedgerRow => ({
      id: Number(r.id),
      description: r.description,
      points: r.points,
      kind: r.kind,
      createdAt: new Date(r.createdAt).toISOString(),
    })),
    referrals: made.map((r): ReferralRow => ({
      id: r.id,
      referredId: r.referred_user_id,
      referredName: r.name,
      status: r.status,
      createdAt: r.created_at.toISOString(),
      flags: r.flags,
      flagsCleared: r.flags_cleared_at != null,
      approved: r.approved_at != null,
    })),
    referredBy: referrer ? { id: referrer.referrer_id, name: referrer.name } : null,
  };
}

export type MemberDetail = NonNullable<Awaited<ReturnType<typeof memberDetail>>>;
