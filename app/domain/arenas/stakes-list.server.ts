// 'Who?' (ADR 215): who staked what in an Arena, for its admin page's 'Stakes' section and its
// CSV — the member (none once their account is deleted), the venture, the tokens, and whether
// the seat was given up or released after closing (its stakes stay, frozen). Typed rows from
// the query builder. Relative .ts imports: the CSV route and the tests import this.
import { asc, desc, eq } from "drizzle-orm";
import { arenaFounders, arenaInvitations, arenaStakes, profiles } from "../../../db/schema.ts";
import type { Db } from "../../lib/db.server.ts";

export const STAKE_SORTS = ["member", "venture", "tokens"] as const;
export type StakeSort = (typeof STAKE_SORTS)[number];

/** A sort named in the address ('?stakes=tokens'), or the member's name by default. */
export const stakeSortOf = (value: unknown): StakeSort =>
  STAKE_SORTS.includes(value as StakeSort) ? (value as StakeSort) : "member";

/** Every stake of an Arena, sorted (tokens: most first); at most 10,000 rows. */
export async function arenaStakeRows(db: Db, arenaId: string, sort: StakeSort = "member") {
  const order = {
    member: [asc(profiles.name), asc(arenaFounders.place)],
    venture: [asc(arenaFounders.place), asc(profiles.name)],
    tokens: [desc(arenaStakes.tokens), asc(profiles.name)],
  }[sort];
  const rows = await db
    .select({
      userId: arenaInvitations.userId,
      member: profiles.name,
      seat: arenaInvitations.status,
      founderId: arenaStakes.founderId,
      venture: arenaFounders.ventureName,
      tokens: arenaStakes.tokens,
    })
    .from(arenaStakes)
    .innerJoin(arenaInvitations, eq(arenaInvitations.id, arenaStakes.invitationId))
    .innerJoin(arenaFounders, eq(arenaFounders.id, arenaStakes.founderId))
    .leftJoin(profiles, eq(profiles.id, arenaInvitations.userId))
    .where(eq(arenaStakes.arenaId, arenaId))
    .orderBy(...order, asc(arenaStakes.invitationId))
    .limit(10_000);
  // A seat that is no longer a seat kept its stakes: it went after closing.
  return rows.map((r) => ({ ...r, seatGone: r.seat !== "seated" }));
}
export type ArenaStakeRow = Awaited<ReturnType<typeof arenaStakeRows>>[number];
