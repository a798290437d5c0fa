// Communities (docs/architecture.md D24, ADR 193): the 'University or community' a member
// names at sign-up or on /profile. Spellings that differ only in case and spaces are one
// community, shown under the first spelling; an admin merges the rest ('Merge into…').
// Shared by the sign-up (app/domain/accounts/sign-up.server.ts), the profile, the admin area and the
// public list on /launch-arena, hence here. Relative .ts imports: the Fastify host uses it.
import { asc, eq, isNull, sql } from "drizzle-orm";
import { z } from "zod";
import { communities } from "../../../db/schema.ts";
import { recordAudit, type AuditActor } from "../audit.server.ts";
import { pgNumber, sqlRows, type Db, type Queryable } from "../../lib/db.server.ts";
import { withRefusals } from "../../lib/db-refusals.server.ts";
import { COMMUNITY_MAX_LENGTH } from "../../lib/limits.ts";
import { isUuid } from "../../lib/uuid.ts";
import { tidyText } from "../../lib/text-rules.ts";
import type { Services } from "../services.server.ts";

/** A community is shown publicly from this many confirmed members, its count in tens. */
export const PUBLIC_COMMUNITY_MIN = 10;
/** At most this many communities on /launch-arena. */
export const PUBLIC_COMMUNITY_LIMIT = 12;

/** The spelling as stored: NFC, trimmed, inner whitespace collapsed, at most 120 characters. */
export function tidyCommunity(name: string): string {
  return tidyText(name).slice(0, COMMUNITY_MAX_LENGTH).trim();
}

/** What matching compares: the tidy spelling in lower case ('indiana  university ' → 'indiana university'). */
export function communityKey(name: string): string {
  return tidyCommunity(name).toLowerCase();
}

/** The count shown publicly: rounded down to tens (49 → 40), so no small change shows. */
export function publicCount(members: number): number {
  return Math.floor(members / PUBLIC_COMMUNITY_MIN) * PUBLIC_COMMUNITY_MIN;
}

/**
 * The community a spelling names (created when new), following a merge to the community it
 * went into. Safe under concurrency: the key is unique and a racing insert is absorbed.
 */
export async function resolveCommunity(db: Queryable, name: string): Promise<string | null> {
  const tidy = tidyCommunity(name);
  if (!tidy) return null;
  const idRow = z.object({ id: z.string() });
  const rows = await sqlRows(
    db,
    idRow,
    sql`
      with added as (
        insert into communities (name, key) values (${tidy}, ${communityKey(tidy)})
        on conflict (key) do nothing
        returning id, merged_into)
      select coalesce(merged_into, id) as id from added
      union all
      select coalesce(merged_into, id) from communities where key = ${communityKey(tidy)}
      limit 1`,
  );
  if (rows[0]) return rows[0].id;
  // A racing sign-up inserted the key after this statement's snapshot: read it now.
  const again = await sqlRows(
    db,
    idRow,
    sql`select coalesce(merged_into, id) as id from communities where key = ${communityKey(tidy)}`,
  );
  return again[0]?.id ?? null;
}

export type PublicCommunity = { name: string; count: number };

/**
 * 'Already waiting in your community': communities with at least 10 confirmed members, the
 * count rounded down to tens, largest first, at most 12. Fewer than 10 never show.
 */
export async function publicCommunities(db: Db): Promise<PublicCommunity[]> {
  const rows = await sqlRows(
    db,
    z.object({ name: z.string(), members: pgNumber }),
    sql`
      select c.name, count(*) as members
      from profiles p
      join users u on u.id = p.id and u.email_verified
      join communities c on c.id = p.community_id
      where p.community_id is not null and p.suspended_at is null
      group by c.id, c.name
      having count(*) >= ${PUBLIC_COMMUNITY_MIN}
      order by count(*) desc, c.name
      limit ${PUBLIC_COMMUNITY_LIMIT}`,
  );
  return rows.map((r) => ({ name: r.name, count: publicCount(r.members) }));
}

/** How long the public list is reused: it is public, unauthenticated, and changes slowly. */
export const PUBLIC_COMMUNITY_CACHE_MS = 60_000;
/**
 * The public list, read at most once a minute (a failed read is not kept); one per process,
 * in the services (ADR 216). A merge forgets it: it renames what the list shows.
 */
function createPublicCommunitiesCache(db: Db) {
  let cached: { at: number; list: Promise<PublicCommunity[]> } | null = null;
  return {
    get(now = Date.now()): Promise<PublicCommunity[]> {
      if (cached && now - cached.at < PUBLIC_COMMUNITY_CACHE_MS) return cached.list;
      const entry = { at: now, list: publicCommunities(db) };
      cached = entry;
      entry.list.catch(() => {
        if (cached === entry) cached = null;
      });
      return entry.list;
    },
    forget() {
      cached = null;
    },
  };
}
export type PublicCommunitiesCache = ReturnType<typeof createPublicCommunitiesCache>;

/** The process's one cache of the public list. */
export function publicCommunitiesOf(
  services: Pick<Services, "cached" | "database">,
): PublicCommunitiesCache {
  return services.cached("public-communities", () =>
    createPublicCommunitiesCache(services.database.db),
  );
}

/**
 * The waitlist's suggestions: the communities shown publicly (at least 10 confirmed
 * members), so the form never names a small group; any other spelling still matches.
 */
export async function communitySuggestions(cache: PublicCommunitiesCache): Promise<string[]> {
  const list = await cache.get().catch(() => []);
  return list.map((c) => c.name);
}

export type CommunityRow = { id: string; name: string; members: number; confirmed: number };

/** The admin's 'Communities' list: every community not merged away, with its members. */
export async function listCommunities(db: Db): Promise<CommunityRow[]> {
  return sqlRows(
    db,
    z.object({ id: z.string(), name: z.string(), members: pgNumber, confirmed: pgNumber }),
    sql`
      select c.id, c.name, count(p.id) as members,
        count(p.id) filter (where u.email_verified) as confirmed
      from communities c
      left join profiles p on p.community_id = c.id
      left join users u on u.id = p.id
      where c.merged_into is null
      group by c.id, c.name
      order by count(p.id) desc, lower(c.name)
      limit 500`,
  );
}

/** The communities not merged away, by name (a merged one counts with the one it joined): the
 *  choices of a broadcast's audience and of the Members tab's 'Community' filter. */
export async function communityChoices(db: Queryable): Promise<{ id: string; name: string }[]> {
  return db
    .select({ id: communities.id, name: communities.name })
    .from(communities)
    .where(isNull(communities.mergedInto))
    .orderBy(asc(sql`lower(${communities.name})`))
    .limit(500);
}

export class CommunityMergeError extends Error {}

/**
 * 'Merge into…': the members, the counters and the spelling of one community go to another,
 * audited, in one transaction (db/migrations/0012's merge_community). Returns how many
 * members moved; a CommunityMergeError when either is unknown, already merged, or the same.
 */
export async function mergeCommunity(
  db: Db,
  from: string,
  into: string,
  actor: AuditActor,
): Promise<number> {
  const unknown = () => new CommunityMergeError("No such community to merge.");
  if (!isUuid(from) || !isUuid(into)) throw unknown();
  return withRefusals(
    {
      community_merge_into_itself: unknown,
      community_merge_no_target: unknown,
      community_merge_no_source: unknown,
    },
    () =>
      db.transaction(async (tx) => {
        const rows = await sqlRows(
          tx,
          z.object({ moved: pgNumber }),
          sql`select merge_community(${from}::uuid, ${into}::uuid) as moved`,
        );
        const moved = rows[0]?.moved ?? 0;
        await recordAudit(tx, {
          actor,
          action: "community.merge",
          target: `community:${from}`,
          details: { into, moved },
        });
        return moved;
      }),
  );
}

export class CommunityExists extends Error {}

/**
 * 'New Community': an operator names a community before any member does (an Arena for a new
 * university), with the same normalising as members' entries; audited. CommunityExists when
 * a community (or a spelling merged into one) already has the name.
 */
export async function createCommunity(db: Db, name: string, actor: AuditActor): Promise<string> {
  const tidy = tidyCommunity(name);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(communities)
      .values({ name: tidy, key: communityKey(tidy) })
      .onConflictDoNothing({ target: communities.key })
      .returning({ id: communities.id });
    if (!row) throw new CommunityExists();
    await recordAudit(tx, {
      actor,
      action: "community.create",
      target: `community:${row.id}`,
      details: { name: tidy },
    });
    return row.id;
  });
}

/** The community's name by id (for the member page and the export). */
export async function communityName(db: Queryable, id: string | null): Promise<string | null> {
  if (!id) return null;
  const rows = await db
    .select({ name: communities.name })
    .from(communities)
    .where(eq(communities.id, id));
  return rows[0]?.name ?? null;
}
