// A venture is one line-up entry (arena_founders); its founder is the member whose CONFIRMED
// address is the entry's founder e-mail, case-insensitive (architecture decision 32, ADR 231):
// read at each request, never stored, so an unconfirmed account on that address owns nothing.
// Relative .ts imports: the jobs and the renderer import this.
import { sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import { sqlRows, type Db, type Queryable } from "../../lib/db.server.ts";
import { arenaResults } from "../arenas/staking.server.ts";
import { count, when } from "./rows.ts";

/** Refused: the member is not this venture's founder (a 403). */
export class NotTheFounder extends Error {}

/** SQL: the member `userId` is the founder of the line-up entry aliased `f`. */
export const isFounderSql = (userId: string): SQL => sql`exists (
  select 1 from users u where u.id = ${userId} and u.email_verified
    and f.email is not null and lower(u.email) = lower(f.email))`;

/** Whether `userId` is the founder of `founderId` (a confirmed address, the entry's). */
export async function isFounderOf(db: Queryable, userId: string, founderId: string) {
  const rows = await sqlRows(
    db,
    z.object({ yes: z.boolean() }),
    sql`
      select ${isFounderSql(userId)} as yes from arena_founders f where f.id = ${founderId}`,
  );
  return rows[0]?.yes ?? false;
}

const VentureRow = z.object({
  id: z.string(),
  arena_id: z.string(),
  arena_name: z.string(),
  arena_slug: z.string(),
  staking: z.string(),
  grant_pool: count,
  results_published_at: when.nullable(),
  founder_name: z.string(),
  venture_name: z.string(),
  pitch: z.string(),
  pitch_url: z.string().nullable(),
  followers: count,
  stakers: count,
});

/** The grant of a venture once results are published (amount, tokens, stakers), or null. */
async function grantOf(db: Queryable, row: z.output<typeof VentureRow>) {
  if (row.staking !== "published") return null;
  const results = await arenaResults(db, row.arena_id, row.grant_pool);
  const mine = results.founders.find((f) => f.id === row.id);
  return mine ? { amount: mine.grant, tokens: mine.tokens, stakers: mine.stakers } : null;
}

const ventureSelect = sql`
  select f.id, f.arena_id, a.name as arena_name, a.slug as arena_slug, a.staking, a.grant_pool,
    a.results_published_at, f.founder_name, f.venture_name, f.pitch, f.pitch_url,
    (select count(*) from venture_follows vf where vf.founder_id = f.id) as followers,
    (select count(*) from arena_stakes s where s.founder_id = f.id and s.tokens > 0) as stakers
  from arena_founders f join arenas a on a.id = f.arena_id`;

/** A venture's public facts (never the founder's address); null: no such venture in sight. */
export async function publicVenture(db: Db, slug: string, founderId: string) {
  if (!/^[0-9a-f-]{36}$/i.test(founderId)) return null;
  const [row] = await sqlRows(
    db,
    VentureRow,
    sql`${ventureSelect}
      where f.id = ${founderId} and a.slug = ${slug} and a.status <> 'draft'`,
  );
  if (!row) return null;
  return { ...ventureOf(row), grant: await grantOf(db, row) };
}
export type PublicVenture = NonNullable<Awaited<ReturnType<typeof publicVenture>>>;

const ventureOf = (row: z.output<typeof VentureRow>) => ({
  id: row.id,
  arenaId: row.arena_id,
  arena: { name: row.arena_name, slug: row.arena_slug, staking: row.staking },
  founderName: row.founder_name,
  ventureName: row.venture_name,
  pitch: row.pitch,
  pitchUrl: row.pitch_url,
  followers: row.followers,
  stakers: row.stakers,
  published: row.staking === "published",
});

/** The ventures `userId` is the founder of (a founder in two Arenas has two), newest first. */
export async function founderVentures(db: Db, userId: string) {
  const rows = await sqlRows(
    db,
    VentureRow,
    sql`${ventureSelect}
      where a.status <> 'draft' and ${isFounderSql(userId)}
      order by a.kickoff_on desc, f.created_at desc limit 20`,
  );
  return Promise.all(rows.map(async (r) => ({ ...ventureOf(r), grant: await grantOf(db, r) })));
}
export type FounderVenture = Awaited<ReturnType<typeof founderVentures>>[number];

/** The tokens `userId` staked on `founderId` (0: none); frozen once staking has closed. */
export async function tokensOn(db: Queryable, founderId: string, userId: string) {
  const [row] = await sqlRows(
    db,
    z.object({ tokens: count }),
    sql`
      select coalesce(sum(s.tokens), 0) as tokens
      from arena_stakes s join arena_invitations i on i.id = s.invitation_id
      where s.founder_id = ${founderId} and i.user_id = ${userId}`,
  );
  return row?.tokens ?? 0;
}

/** The Arena a venture belongs to, or null. */
export async function ventureArena(db: Db, founderId: string) {
  const [row] = await sqlRows(
    db,
    z.object({ arena_id: z.string() }),
    sql`select arena_id from arena_founders where id = ${founderId}`,
  );
  return row?.arena_id ?? null;
}
