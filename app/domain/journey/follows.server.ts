// Following a venture (ADR 232): a signed-in member's 'Follow' / 'Unfollow', and the staker's
// dashboard section 'Your Founders' (each venture they staked on, then the ones they follow).
import { sql } from "drizzle-orm";
import { z } from "zod";
import { sqlRows, type Db } from "../../lib/db.server.ts";
import { arenaResults } from "../arenas/staking.server.ts";
import { count, when } from "./rows.ts";

/** Follows (true) or unfollows (false) a venture in sight; false: no such venture. */
export async function setFollow(db: Db, opts: { founderId: string; userId: string; on: boolean }) {
  if (!opts.on) {
    await db.execute(sql`
      delete from venture_follows where founder_id = ${opts.founderId} and user_id = ${opts.userId}`);
    return true;
  }
  const rows = await sqlRows(
    db,
    z.object({ ok: z.number() }),
    sql`
      insert into venture_follows (founder_id, user_id)
      select f.id, ${opts.userId} from arena_founders f join arenas a on a.id = f.arena_id
      where f.id = ${opts.founderId} and a.status <> 'draft'
      on conflict do nothing returning 1 as ok`,
  );
  if (rows.length) return true;
  const [exists] = await sqlRows(
    db,
    z.object({ ok: z.number() }),
    sql`
      select 1 as ok from venture_follows
      where founder_id = ${opts.founderId} and user_id = ${opts.userId}`,
  );
  return Boolean(exists);
}

export async function isFollowing(db: Db, founderId: string, userId: string) {
  const rows = await sqlRows(
    db,
    z.object({ ok: z.number() }),
    sql`
      select 1 as ok from venture_follows where founder_id = ${founderId} and user_id = ${userId}`,
  );
  return rows.length > 0;
}

const FounderRow = z.object({
  id: z.string(),
  venture_name: z.string(),
  arena_name: z.string(),
  arena_slug: z.string(),
  arena_id: z.string(),
  grant_pool: count,
  tokens: count,
  published: z.boolean(),
  latest_id: z.string().nullable(),
  latest_title: z.string().nullable(),
  latest_at: when.nullable(),
});

/**
 * 'Your Founders': the ventures `userId` staked on (with their tokens and, once published, the
 * venture's grant), then the ventures they follow without a stake; each with its latest update.
 */
export async function memberFounders(db: Db, userId: string) {
  const rows = await sqlRows(
    db,
    FounderRow,
    sql`
      with mine as (
        select s.founder_id, sum(s.tokens) as tokens
        from arena_stakes s join arena_invitations i on i.id = s.invitation_id
        where i.user_id = ${userId} and s.tokens > 0 group by s.founder_id
        union all
        select vf.founder_id, 0 from venture_follows vf
        where vf.user_id = ${userId} and not exists (
          select 1 from arena_stakes s join arena_invitations i on i.id = s.invitation_id
          where i.user_id = ${userId} and s.founder_id = vf.founder_id))
      select f.id, f.venture_name, a.name as arena_name, a.slug as arena_slug, a.id as arena_id,
        a.grant_pool, m.tokens,
        a.staking = 'published' as published, l.id as latest_id, l.title as latest_title,
        l.created_at as latest_at
      from mine m join arena_founders f on f.id = m.founder_id join arenas a on a.id = f.arena_id
      left join lateral (
        select u.id, u.title, u.created_at from venture_updates u
        where u.founder_id = f.id and u.hidden_at is null
        order by u.created_at desc limit 1) l on true
      where a.status <> 'draft'
      order by m.tokens = 0, a.kickoff_on desc, f.place limit 50`,
  );
  // The grant of each venture of published results, from its Arena's results (computed once).
  const grants = new Map<string, number>();
  const published = new Map(rows.filter((r) => r.published).map((r) => [r.arena_id, r.grant_pool]));
  for (const [arenaId, pool] of published) {
    const results = await arenaResults(db, arenaId, pool);
    if (!results.noTokens) for (const f of results.founders) grants.set(f.id, f.grant);
  }
  return rows.map((r) => ({
    id: r.id,
    ventureName: r.venture_name,
    arena: { name: r.arena_name, slug: r.arena_slug },
    tokens: r.tokens,
    published: r.published,
    grant: grants.get(r.id) ?? null,
    latest: r.latest_id ? { title: r.latest_title ?? "", at: r.latest_at!.toISOString() } : null,
  }));
}
export type MemberFounder = Awaited<ReturnType<typeof memberFounders>>[number];
