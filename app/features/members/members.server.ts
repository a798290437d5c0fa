import { and, asc, count, desc, eq, gte, lt, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import {
  LEADERBOARD_PAGE_SIZE,
  memberText,
  RECENT_ACTIVITY_LIMIT,
  TOP_LEADERS_LIMIT,
} from "~/content/members";
import { pgNumber, sqlRow, type Queryable } from "~/lib/db.server";
import { maskEmail } from "~/features/members/mask-email";
import { pointsLedger, profiles, publicProfiles, referrals } from "../../../db/schema.ts";

export type Profile = typeof profiles.$inferSelect;

export async function getProfile(db: Queryable, userId: string): Promise<Profile | null> {
  const [row] = await db.select().from(profiles).where(eq(profiles.id, userId));
  return row ?? null;
}

/** get_user_rank (docs/product.md#leaderboard); 0 means no rank. */
export async function getUserRank(db: Queryable, userId: string): Promise<number> {
  const row = await sqlRow(
    db,
    z.object({ rank: pgNumber }),
    sql`select get_user_rank(${userId}) as rank`,
  );
  return row?.rank ?? 0;
}

export type LeaderRow = {
  id: string;
  name: string;
  nickname: string | null;
  pointsTotal: number;
  referralCount: number;
  rank: number;
};

/**
 * What a page may show of other members' rows (ADR 180): never their id (it is also
 * their referral code) or avatar path, only whether the row is the viewer's own.
 */
export type PublicLeaderRow = Omit<LeaderRow, "id"> & { you: boolean };
export function publicRows(rows: LeaderRow[], viewerId: string | null): PublicLeaderRow[] {
  return rows.map(({ id, ...row }) => ({ ...row, you: id === viewerId }));
}

const leaderFields = {
  id: publicProfiles.id,
  name: publicProfiles.name,
  nickname: publicProfiles.nickname,
  pointsTotal: publicProfiles.pointsTotal,
  referralCount: publicProfiles.referralCount,
};

/** Public profiles in leaderboard order: most points first, then the earliest to join. */
function leaderRows(db: Queryable, where?: SQL) {
  return db
    .select(leaderFields)
    .from(publicProfiles)
    .where(where)
    .orderBy(
      desc(publicProfiles.pointsTotal),
      asc(publicProfiles.createdAt),
      asc(publicProfiles.id),
    );
}

/**
 * One page of the leaderboard in display order (points desc, earlier join first,
 * Data rules), with tie-sharing ranks: the first row's rank is one count on the
 * points histogram, the rest follow from the order, so a page never scans the table.
 */
export async function leaderboardPage(
  db: Queryable,
  page: number,
  pageSize = LEADERBOARD_PAGE_SIZE,
) {
  // Counts come from points_histogram (db/migrations/0003): a page never scans the table.
  const { total } = (await sqlRow(
    db,
    z.object({ total: pgNumber }),
    sql`select coalesce(sum(members), 0)::integer as total from points_histogram`,
  )) ?? { total: 0 };
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(Math.max(1, page), pages);
  const offset = (current - 1) * pageSize;
  const rows = total ? await seekPage(db, offset, pageSize) : [];
  return { rows: await withRanks(db, rows, offset), page: current, pages, total, pageSize };
}

/**
 * The rows at `offset` in display order, by keyset (ADR 190), never OFFSET over the table:
 * the histogram names the points bucket that holds the offset (the anchor) and how many of
 * its members come before; the page is read from there through the leaderboard index, then
 * continues into the buckets below. A deep page costs what the first does, save a walk of at
 * most one hour's joiners with equal points (tiedRows).
 */
async function seekPage(db: Queryable, offset: number, size: number) {
  const anchor = await sqlRow(
    db,
    z.object({ points: pgNumber, above: pgNumber }),
    sql`
      select points, above, members from (
        select points, members, sum(members) over (order by points desc) - members as above
        from points_histogram where members > 0) h
      where above + members > ${offset} order by points desc limit 1`,
  );
  if (!anchor) return [];
  const points = anchor.points;
  const before = offset - anchor.above;
  const inBucket = await tiedRows(db, points, before, size);
  if (inBucket.length >= size) return inBucket;
  const below = await leaderRows(db, lt(publicProfiles.pointsTotal, points)).limit(
    size - inBucket.length,
  );
  return [...inBucket, ...below];
}

/**
 * Up to `count` members with `points`, from the `skip`th of them in display order (join time,
 * then id). The hour counts (points_hours, ADR 217) name the hour of joining that holds the
 * `skip`th, so the read starts at that hour and walks only its ties, however large the group.
 */
async function tiedRows(db: Queryable, points: number, skip: number, count: number) {
  const hour =
    skip > 0
      ? await sqlRow(
          db,
          z.object({ since: pgNumber, earlier: pgNumber }),
          sql`
            select extract(epoch from hour)::float8 as since, earlier from (
              select hour, members, sum(members) over (order by hour) - members as earlier
              from points_hours where points = ${points} and members > 0) h
            where earlier + members > ${skip} order by hour limit 1`,
        )
      : undefined;
  const from = hour ? gte(publicProfiles.createdAt, new Date(hour.since * 1000)) : undefined;
  return leaderRows(db, and(eq(publicProfiles.pointsTotal, points), from))
    .limit(count)
    .offset(hour ? skip - hour.earlier : skip);
}

async function withRanks(
  db: Queryable,
  rows: Omit<LeaderRow, "rank">[],
  offset: number,
): Promise<LeaderRow[]> {
  if (rows.length === 0) return [];
  // Rank = 1 + the number of profiles with more points. Every row before a page has
  // at least the points of the row it precedes, so a row whose points differ from the
  // previous row's has exactly (its position - 1) rows with more points.
  const { above } = (await sqlRow(
    db,
    z.object({ above: pgNumber }),
    sql`select count_profiles_above(${rows[0].pointsTotal}) as above`,
  )) ?? { above: 0 };
  const ranked: LeaderRow[] = [];
  for (const [i, row] of rows.entries()) {
    const rank =
      i === 0
        ? above + 1
        : row.pointsTotal === rows[i - 1].pointsTotal
          ? ranked[i - 1].rank
          : offset + i + 1;
    ranked.push({ ...row, rank });
  }
  return ranked;
}

/**
 * Where a member's row is in display order (1-based), for "your position" and paging: the
 * members with more points, those tied who joined in an earlier hour (points_hours, ADR 217),
 * and those tied who joined earlier in the same hour.
 */
export async function leaderboardPosition(db: Queryable, userId: string): Promise<number | null> {
  const row = await sqlRow(
    db,
    z.object({ position: pgNumber }),
    sql`
      select 1 + count_profiles_above(p.points_total)
        + coalesce((select sum(h.members) from points_hours h
           where h.points = p.points_total and h.hour < date_trunc('hour', p.created_at at time zone 'utc')), 0)::integer
        + (select count(*) from profiles o
           where o.points_total = p.points_total and o.suspended_at is null
             and o.created_at >= date_trunc('hour', p.created_at at time zone 'utc') at time zone 'utc'
             and (o.created_at, o.id) < (p.created_at, p.id))::integer as position
      from profiles p where p.id = ${userId} and p.suspended_at is null`,
  );
  // A suspended member is not on the leaderboard (docs/architecture.md D14).
  return row ? row.position : null;
}

export async function topLeaders(db: Queryable) {
  const rows = await leaderRows(db).limit(TOP_LEADERS_LIMIT);
  return withRanks(db, rows, 0);
}

export async function recentActivity(db: Queryable, userId: string) {
  return db
    .select({
      id: pointsLedger.id,
      description: pointsLedger.description,
      points: pointsLedger.points,
      createdAt: pointsLedger.createdAt,
    })
    .from(pointsLedger)
    .where(eq(pointsLedger.userId, userId))
    .orderBy(desc(pointsLedger.createdAt), desc(pointsLedger.id))
    .limit(RECENT_ACTIVITY_LIMIT);
}

/** The member's joined referrals, newest first, e-mails masked (docs/product.md#points-and-referrals). */
export async function joinedReferrals(db: Queryable, userId: string) {
  const rows = await db
    .select({
      id: referrals.id,
      referredEmail: referrals.referredEmail,
      createdAt: referrals.createdAt,
      joinedAt: referrals.joinedAt,
      name: profiles.name,
    })
    .from(referrals)
    .leftJoin(profiles, eq(profiles.id, referrals.referredUserId))
    .where(and(eq(referrals.referrerId, userId), eq(referrals.status, "joined")))
    .orderBy(desc(referrals.createdAt))
    .limit(500);
  // A deleted member's row has neither name nor address left (db/migrations/0005).
  return rows.map((r) => ({
    id: r.id,
    name: r.referredEmail === null ? memberText.dashboard.deletedMember : r.name,
    maskedEmail: r.referredEmail === null ? null : maskEmail(r.referredEmail),
    joinedAt: (r.joinedAt ?? r.createdAt).toISOString(),
  }));
}

export async function pendingReferralCount(db: Queryable, userId: string): Promise<number> {
  const [{ n }] = await db
    .select({ n: count() })
    .from(referrals)
    .where(and(eq(referrals.referrerId, userId), eq(referrals.status, "pending")));
  return n;
}

export async function setNickname(db: Queryable, userId: string, nickname: string | null) {
  await db.update(profiles).set({ nickname }).where(eq(profiles.id, userId));
}

export async function setAvatarUrl(
  db: Queryable,
  userId: string,
  url: string,
): Promise<string | null> {
  const [before] = await db
    .select({ avatarUrl: profiles.avatarUrl })
    .from(profiles)
    .where(eq(profiles.id, userId));
  await db.update(profiles).set({ avatarUrl: url }).where(eq(profiles.id, userId));
  return before?.avatarUrl ?? null;
}

/** Whether a ref names a real member (the waitlist banner shows only then). */
export async function profileExists(db: Queryable, id: string): Promise<boolean> {
  const [row] = await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, id));
  return Boolean(row);
}
