// Arenas (ADR 209): the operator's writes and the reads of the admin and public
// pages. Invitations (the line, inviting, answering, releasing) are in invitations.server.ts;
// the hourly job in arena-job.server.ts. Relative .ts imports: the jobs import this.
import { and, asc, desc, eq, isNull, ne, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { arenaInvitations, arenas, communities, profiles } from "../../../db/schema.ts";
import { byAdmin, recordAudit, type AdminActor } from "../audit.server.ts";
import { type Db } from "../../lib/db.server.ts";
import { withRefusals } from "../../lib/db-refusals.server.ts";
import { slugify } from "../../lib/bands.ts";
import type { ArenaInput } from "./arenas.schema.ts";
import { inLineCount } from "./line.server.ts";

export class ArenaSlugTaken extends Error {}
export class ArenaSeatsBelowTaken extends Error {}
export class ArenaStakingFrozen extends Error {}
export class ArenaAllowanceBelowStaked extends Error {}
/** Only publishing the results finishes an Arena, and a finished one stays finished. */
export class ArenaFinishOnlyByPublishing extends Error {}

/** The address part of /arenas/{slug}: from the name, never empty. */
export const arenaSlug = (name: string) => slugify(name).slice(0, 80).replace(/-+$/, "") || "arena";

/** Counts per status of each Arena's invitations (a subquery to join). */
function statusCounts(db: Db) {
  return db
    .select({
      arenaId: arenaInvitations.arenaId,
      seated: sql<number>`count(*) filter (where ${arenaInvitations.status} = 'seated')::int`.as(
        "seated",
      ),
      invited: sql<number>`count(*) filter (where ${arenaInvitations.status} = 'invited')::int`.as(
        "invited",
      ),
      declined:
        sql<number>`count(*) filter (where ${arenaInvitations.status} = 'declined')::int`.as(
          "declined",
        ),
      expired: sql<number>`count(*) filter (where ${arenaInvitations.status} = 'expired')::int`.as(
        "expired",
      ),
      released:
        sql<number>`count(*) filter (where ${arenaInvitations.status} = 'released')::int`.as(
          "released",
        ),
    })
    .from(arenaInvitations)
    .groupBy(arenaInvitations.arenaId)
    .as("counts");
}

/** An Arena's community as named, and the one it was merged into (a merge counts as one). */
const named = alias(communities, "named");
const merged = alias(communities, "merged");

function arenasWithCounts(db: Db) {
  const counts = statusCounts(db);
  return db
    .select({
      id: arenas.id,
      name: arenas.name,
      slug: arenas.slug,
      communityId: sql<string | null>`coalesce(${named.mergedInto}, ${named.id})`,
      community: sql<string | null>`coalesce(${merged.name}, ${named.name})`,
      seats: arenas.seats,
      kickoff: arenas.kickoffOn,
      location: arenas.location,
      description: arenas.description,
      daysToAccept: arenas.daysToAccept,
      autoFill: arenas.autoFill,
      status: arenas.status,
      openedAt: arenas.openedAt,
      grantPool: arenas.grantPool,
      tokensPerSeat: arenas.tokensPerSeat,
      staking: arenas.staking,
      stakingClosesAt: arenas.stakingClosesAt,
      resultsPublishedAt: arenas.resultsPublishedAt,
      seated: sql<number>`coalesce(${counts.seated}, 0)::int`,
      invited: sql<number>`coalesce(${counts.invited}, 0)::int`,
      declined: sql<number>`coalesce(${counts.declined}, 0)::int`,
      expired: sql<number>`coalesce(${counts.expired}, 0)::int`,
      released: sql<number>`coalesce(${counts.released}, 0)::int`,
    })
    .from(arenas)
    .leftJoin(named, eq(named.id, arenas.communityId))
    .leftJoin(merged, eq(merged.id, named.mergedInto))
    .leftJoin(counts, eq(counts.arenaId, arenas.id));
}

/** Every Arena for the admin section, newest kick-off last. */
export async function listArenas(db: Db) {
  return arenasWithCounts(db).orderBy(asc(arenas.kickoffOn), asc(arenas.name));
}
export type AdminArena = Awaited<ReturnType<typeof listArenas>>[number];

/** The communities an Arena can be for (a merged one is its target's alias, not listed). */
export function arenaCommunities(db: Db) {
  return db
    .select({ id: communities.id, name: communities.name })
    .from(communities)
    .where(isNull(communities.mergedInto))
    .orderBy(asc(communities.name));
}

/** One Arena by id with its figures (and how many are in line), or null. */
export async function arenaFigures(db: Db, id: string) {
  const [arena] = await arenasWithCounts(db).where(eq(arenas.id, id));
  if (!arena) return null;
  return { ...arena, inLine: await inLineCount(db, id) };
}

/** An Arena's invitations for its admin page, in the order they were sent. */
export function arenaInvitationRows(db: Db, arenaId: string) {
  return db
    .select({
      id: arenaInvitations.id,
      member: profiles.name,
      userId: arenaInvitations.userId,
      place: arenaInvitations.place,
      status: arenaInvitations.status,
      invitedAt: arenaInvitations.invitedAt,
      expiresAt: arenaInvitations.expiresAt,
    })
    .from(arenaInvitations)
    .leftJoin(profiles, eq(profiles.id, arenaInvitations.userId))
    .where(eq(arenaInvitations.arenaId, arenaId))
    .orderBy(asc(arenaInvitations.place))
    .limit(1000);
}

/** The open Arenas for /arenas (counts only, never a member). */
export function openArenas(db: Db) {
  return arenasWithCounts(db)
    .where(eq(arenas.status, "open"))
    .orderBy(asc(arenas.kickoffOn), asc(arenas.name));
}

/** The finished Arenas for /arenas, the latest results first. */
export function finishedArenas(db: Db) {
  return arenasWithCounts(db)
    .where(eq(arenas.status, "finished"))
    .orderBy(desc(arenas.resultsPublishedAt), asc(arenas.name))
    .limit(50);
}

/** An Arena's public page: open, closed or finished, never a draft. */
export async function publicArena(db: Db, slug: string) {
  const [arena] = await arenasWithCounts(db).where(
    and(eq(arenas.slug, slug), ne(arenas.status, "draft")),
  );
  return arena ?? null;
}
export type PublicArena = NonNullable<Awaited<ReturnType<typeof publicArena>>>;

/** The slugs of open Arenas (the sitemap). */
export async function openArenaSlugs(db: Db): Promise<string[]> {
  const rows = await db.select({ slug: arenas.slug }).from(arenas).where(eq(arenas.status, "open"));
  return rows.map((r) => r.slug);
}

const values = (input: ArenaInput) => ({
  name: input.name,
  communityId: input.community,
  seats: input.seats,
  kickoffOn: input.kickoff,
  location: input.location,
  description: input.description,
  daysToAccept: input.daysToAccept,
  autoFill: input.autoFill,
  status: input.status,
  grantPool: input.grantPool,
  tokensPerSeat: input.tokensPerSeat,
});

/** The database's refusals of an Arena's writes as the section's own errors. */
const guarded = <T>(write: () => Promise<T>) =>
  withRefusals(
    {
      arenas_slug_key: () => new ArenaSlugTaken(),
      arenas_staking_frozen_once_closed: () => new ArenaStakingFrozen(),
      arenas_allowance_covers_staked: () => new ArenaAllowanceBelowStaked(),
      arenas_seats_cover_taken: () => new ArenaSeatsBelowTaken(),
      arena_finished: () => new ArenaFinishOnlyByPublishing(),
      arenas_finished_published: () => new ArenaFinishOnlyByPublishing(),
    },
    write,
  );

/** Creates an Arena; its slug comes from its name. */
export function createArena(db: Db, input: ArenaInput, actor: AdminActor) {
  return guarded(() =>
    db.transaction(async (tx) => {
      if (input.status === "finished") throw new ArenaFinishOnlyByPublishing();
      const [row] = await tx
        .insert(arenas)
        .values({ ...values(input), slug: arenaSlug(input.name) })
        .returning({ id: arenas.id, slug: arenas.slug });
      await recordAudit(tx, {
        actor: byAdmin(actor),
        action: "arena.create",
        target: `arena:${row!.id}`,
        details: { ...values(input), slug: row!.slug },
      });
      return row!.id;
    }),
  );
}

/**
 * Edits an Arena holding its row (invitations wait); the slug follows the name until the
 * Arena has opened, then never changes. False: no such Arena.
 */
export function updateArena(db: Db, id: string, input: ArenaInput, actor: AdminActor) {
  return guarded(() =>
    db.transaction(async (tx) => {
      const [current] = await tx
        .select({ openedAt: arenas.openedAt, slug: arenas.slug, status: arenas.status })
        .from(arenas)
        .where(eq(arenas.id, id))
        .for("update");
      if (!current) return false;
      if ((current.status === "finished") !== (input.status === "finished"))
        throw new ArenaFinishOnlyByPublishing();
      const slug = current.openedAt ? current.slug : arenaSlug(input.name);
      await tx
        .update(arenas)
        .set({ ...values(input), slug, updatedAt: new Date() })
        .where(eq(arenas.id, id));
      await recordAudit(tx, {
        actor: byAdmin(actor),
        action: "arena.update",
        target: `arena:${id}`,
        details: { ...values(input), slug },
      });
      return true;
    }),
  );
}
