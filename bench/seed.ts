// The members section d measures against: `members` users seeded set-wise into a database of
// their own (embedded: a DATA_DIR; PostgreSQL: DATABASE_URL), varied like a real list. Users
// go through the real triggers (profile, join award, ledger) in batches of one statement each;
// the points and the attribution are then set set-wise with the counters counted again, as
// their triggers would have kept them. Every member with an even number keeps the join award
// only: half the list tied on the same points, the largest group of ties a real list has.
import { migrate, openDatabase } from "../app/lib/db.server.ts";
import { createJobRunner } from "../app/lib/jobs.server.ts";
import { vacuumJob } from "../app/lib/vacuum.server.ts";
import { invariantViolations } from "../tests/support/invariants.ts";
import { percentile } from "./support.ts";

/** Where a bench database lives: DATA_DIR, and DATABASE_URL on PostgreSQL. */
export type DatabaseEnv = { DATA_DIR: string; DATABASE_URL?: string };

export const openBenchDatabase = (env: DatabaseEnv) =>
  openDatabase({ dataDir: env.DATA_DIR, url: env.DATABASE_URL });

/** Seeds the members and answers the p95 of a rank lookup through SQL over the whole list. */
export async function seedMembers(
  env: DatabaseEnv,
  members: number,
): Promise<{ rankP95: number; rankSamples: number }> {
  const database = await openBenchDatabase(env);
  try {
    await migrate(database);
    // The row triggers are the cost (about a millisecond a member here): on PostgreSQL two
    // connections insert at once (the counters' deltas lock nothing, ADR 200); the embedded
    // database has one connection.
    const batch = 20_000;
    const starts = Array.from({ length: Math.ceil(members / batch) }, (_, i) => 1 + i * batch);
    const lanes = database.kind === "postgres" ? 2 : 1;
    await Promise.all(
      Array.from({ length: lanes }, async (_, lane) => {
        for (const from of starts.filter((_, i) => i % lanes === lane)) {
          const to = Math.min(members, from + batch - 1);
          await database.exec(`
            insert into users (id, name, email, email_verified, created_at, updated_at)
              select 'bench' || g, 'Member ' || g, 'member' || g || '@bench.test', true,
                     now() - (g || ' seconds')::interval, now()
              from generate_series(${from}, ${to}) g`);
        }
      }),
    );
    // Varied points: one adjustment row per odd member, applied set-wise (the per-row ledger
    // trigger is switched off for this bulk step only; the totals still equal the ledger).
    await database.rawTransaction((run) =>
      run(`
        set local session_replication_role = replica;
        insert into points_ledger (user_id, description, points, kind, award_key)
          select 'bench' || g, 'Bench points', 1 + (g::bigint * 7919) % 5000, 'adjustment', 'bench:' || g
          from generate_series(1, ${members}) g where g % 2 = 1;
        update profiles p set points_total = p.points_total + l.points
          from points_ledger l where l.award_key = 'bench:' || substr(p.id, 6) and p.id like 'bench%';
        -- The histogram's trigger was off too: count the buckets again, set-wise.
        delete from points_histogram_deltas;
        delete from points_histogram_rollup;
        insert into points_histogram_rollup (points, members)
          select points_total, count(*) from profiles where suspended_at is null group by 1;
        delete from points_hours_deltas;
        delete from points_hours_rollup;
        insert into points_hours_rollup (points, hour, members)
          select points_total, date_trunc('hour', created_at at time zone 'utc'), count(*)
          from profiles where suspended_at is null group by 1, 2;
        -- Who and from where (ADR 193), varied like a real list: 200 communities, three
        -- roles, a few sources and campaigns, a third without consent ('unknown').
        insert into communities (name, key)
          select 'Community ' || g, 'community ' || g from generate_series(1, 200) g;
        update profiles p set
            community_id = c.id,
            member_role = (array['staker', 'founder', 'organiser'])[1 + n % 3],
            landing_path = case when n % 3 = 0 then null else '/' end,
            utm_source = case when n % 3 = 0 then null
              else (array['newsletter', 'whatsapp', 'linkedin', null])[1 + n % 4] end,
            utm_campaign = case when n % 3 = 0 then null
              else (array['spring', 'fall', null])[1 + n % 3] end
          from (select id, substr(id, 6)::int as n from profiles where id like 'bench%') b
          join communities c on c.key = 'community ' || (1 + b.n % 200)
          where p.id = b.id;
        delete from sign_up_sources_deltas;
        delete from sign_up_sources_rollup;
        insert into sign_up_sources_rollup (day, dimension, key, confirmed, unconfirmed)
          select (p.created_at at time zone 'utc')::date, d.dimension, d.key,
            count(*) filter (where u.email_verified), count(*) filter (where not u.email_verified)
          from profiles p join users u on u.id = p.id
          cross join lateral (values
            ('source', coalesce(p.utm_source, p.referrer_host,
                                case when p.landing_path is null then 'unknown' else 'direct' end)),
            ('campaign', coalesce(p.utm_campaign,
                                  case when p.landing_path is null then 'unknown' else '' end)),
            ('community', coalesce(p.community_id::text, '')),
            ('role', coalesce(p.member_role, ''))) as d(dimension, key)
          group by 1, 2, 3;`),
    );
    const broken = await invariantViolations(database);
    if (broken.length)
      throw new Error(`seeding broke the data rules: ${JSON.stringify(broken[0])}`);
    // The state the server keeps: vacuumed and analyzed by its daily job, which then
    // does not run again when the bench's server starts.
    const jobs = createJobRunner({ db: database.db });
    jobs.register(vacuumJob());
    await jobs.runDue({ startup: true });
    // Rank lookups through SQL (get_user_rank), members spread over the whole table.
    const samples = 300;
    const ids = Array.from(
      { length: samples },
      (_, i) => `bench${1 + Math.floor(((i * 7841) % samples) * (members / samples))}`,
    );
    for (const id of ids.slice(0, 20))
      await database.rawTransaction((run) => run("select get_user_rank($1) as r", [id]));
    const latencies: number[] = [];
    for (const id of ids) {
      const t0 = performance.now();
      await database.rawTransaction((run) => run("select get_user_rank($1) as r", [id]));
      latencies.push(performance.now() - t0);
    }
    return { rankP95: percentile(latencies, 95), rankSamples: samples };
  } finally {
    await database.close();
  }
}

/** The page of the leaderboard in the middle of the largest group of tied members. */
export async function middleOfTiesPage(env: DatabaseEnv, pageSize: number): Promise<number> {
  const database = await openBenchDatabase(env);
  try {
    const [row] = await database.rawTransaction((run) =>
      run(`
        select above + members / 2 as middle from (
          select points, members, sum(members) over (order by points desc) - members as above
          from points_histogram where members > 0) h
        order by members desc limit 1`),
    );
    return 1 + Math.floor(Number((row as { middle: number | string }).middle) / pageSize);
  } finally {
    await database.close();
  }
}
