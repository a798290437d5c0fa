// (d) Leaderboard page and rank lookup at 1,000 vs 100,000 members, bulk-seeded with
// SQL into a fresh embedded database (the insert triggers create profiles and ledger rows).
import { mkdtempSync } from "node:fs";
import path from "node:path";
import { migrate, openDatabase } from "../app/lib/db.server.ts";
import { createJobRunner } from "../app/lib/jobs.server.ts";
import { vacuumJob } from "../app/lib/vacuum.server.ts";
import { invariantViolations } from "../tests/support/invariants.ts";
import { spawnServer } from "../tests/support/server.ts";
import { adminP95, type AdminP95 } from "./admin.ts";
import { arenaInviteMs } from "./arenas.ts";
import { fmt, percentile, request, timedPool, type Row } from "./support.ts";

export const SIZES = [1_000, 100_000];

/** Seeds `members` users (points varied by an adjustment row each) into a new DATA_DIR. */
export async function seedMembers(
  dataDir: string,
  members: number,
): Promise<{ rankP95: number; rankSamples: number }> {
  const database = await openDatabase({ dataDir });
  try {
    await migrate(database);
    // Users through the real triggers (profile + join award + ledger), in batches.
    const batch = 20_000;
    for (let from = 1; from <= members; from += batch) {
      const to = Math.min(members, from + batch - 1);
      await database.exec(`
        insert into users (id, name, email, email_verified, created_at, updated_at)
          select 'bench' || g, 'Member ' || g, 'member' || g || '@bench.test', true,
                 now() - (g || ' seconds')::interval, now()
          from generate_series(${from}, ${to}) g`);
    }
    // Varied points: one adjustment row per member, applied set-wise (the per-row ledger
    // trigger is switched off for this bulk step only; the totals still equal the ledger).
    await database.rawTransaction((run) =>
      run(`
        set local session_replication_role = replica;
        insert into points_ledger (user_id, description, points, kind, award_key)
          select 'bench' || g, 'Bench points', (g * 7919) % 5000, 'adjustment', 'bench:' || g
          from generate_series(1, ${members}) g;
        update profiles p set points_total = p.points_total + l.points
          from points_ledger l where l.award_key = 'bench:' || substr(p.id, 6) and p.id like 'bench%';
        -- The histogram's trigger was off too: count the buckets again, set-wise.
        delete from points_histogram_deltas;
        delete from points_histogram_rollup;
        insert into points_histogram_rollup (points, members)
          select points_total, count(*) from profiles where suspended_at is null group by 1;
        -- Who and from where (ADR 193), varied like a real list: 200 communities, three
        -- roles, a few sources and campaigns, a third without consent ('unknown'); the
        -- per-day counters counted again set-wise, as their triggers would have kept them.
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

type PageP95 = { first: number; last: number } | string;

/** p95 of the first and of the last leaderboard page, signed in (keyset paging, ADR 190). */
export async function pageP95(tmp: string, members: number, dataDir: string): Promise<PageP95> {
  const server = await spawnServer({
    databaseEnv: { DATA_DIR: dataDir },
    env: { RATE_LIMIT: "off" },
    startTimeoutMs: 180_000,
  });
  try {
    const signUp = await request(`${server.url}/api/auth/sign-up/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: server.url },
      body: JSON.stringify({
        name: "Bench Viewer",
        email: `viewer-${members}@bench.test`,
        password: "correct horse battery",
      }),
    });
    const setCookie = signUp.headers["set-cookie"] ?? [];
    const cookie = setCookie.map((c) => c.split(";", 1)[0]).join("; ");
    const probe = await request(`${server.url}/leaderboard`, { headers: { cookie } });
    if (probe.status !== 200) return `/leaderboard answered ${probe.status} (not on main yet?)`;
    const p95 = async (path: string) => {
      await timedPool(20, 4, () => request(`${server.url}${path}`, { headers: { cookie } }));
      const { latencies, results } = await timedPool(200, 4, () =>
        request(`${server.url}${path}`, { headers: { cookie } }),
      );
      const bad = results.filter((r) => r.status !== 200).length;
      if (bad) throw new Error(`${bad} of 200 ${path} requests failed`);
      return percentile(latencies, 95);
    };
    try {
      // A page number past the end shows the last page (4,000 pages of 25 at 100k).
      return { first: await p95("/leaderboard"), last: await p95("/leaderboard?page=1000000") };
    } catch (error) {
      return (error as Error).message;
    }
  } finally {
    await server.close();
  }
}

/** A p95 at 100k members against the same at 1k, within 3×; a string is why it was not measured. */
function scaleRow(
  metric: string,
  small: number | string,
  large: number | string,
  digits: number,
): Row {
  const row = { section: "d leaderboard", metric, target: "≤ 3.00×" };
  if (typeof small === "string" || typeof large === "string")
    return {
      ...row,
      ours: "",
      baseline: "",
      ratio: null,
      verdict: `unavailable: ${typeof large === "string" ? large : small}`,
    };
  const ratio = large / small;
  return {
    ...row,
    ours: fmt(large, digits),
    baseline: fmt(small, digits),
    ratio,
    verdict: ratio <= 3 ? "PASS" : "BELOW",
  };
}

const first = (p: PageP95) => (typeof p === "string" ? p : p.first);

export async function benchLeaderboard(
  tmp: string,
): Promise<{ rows: Row[]; json: Record<string, unknown> }> {
  const rank: number[] = [];
  const page: PageP95[] = [];
  const admin: AdminP95[] = [];
  const invite: (number | string)[] = [];
  for (const members of SIZES) {
    const dataDir = mkdtempSync(path.join(tmp, `lb-${members}-`));
    const t0 = performance.now();
    const seeded = await seedMembers(dataDir, members);
    console.log(`  seeded ${fmt(members)} members in ${fmt((performance.now() - t0) / 1000, 1)} s`);
    rank.push(seeded.rankP95);
    page.push(await pageP95(tmp, members, dataDir));
    admin.push(await adminP95(dataDir, members));
    invite.push(await arenaInviteMs(dataDir));
  }
  const rows: Row[] = [
    scaleRow("get_user_rank p95 ms via SQL (100k / 1k)", rank[0], rank[1], 2),
    scaleRow("GET /leaderboard p95 ms, signed in (100k / 1k)", first(page[0]), first(page[1]), 1),
    scaleRow(
      "GET /leaderboard last page p95 ms at 100k (last / first)",
      first(page[1]),
      typeof page[1] === "string" ? page[1] : page[1].last,
      1,
    ),
    scaleRow(
      "GET /admin Overview (30 days) p95 ms (100k / 1k)",
      admin[0].overview,
      admin[1].overview,
      1,
    ),
    scaleRow("GET /admin Members search p95 ms (100k / 1k)", admin[0].search, admin[1].search, 1),
    scaleRow("Arena 'Invite Next' of 500 ms, median of 3 (100k / 1k)", invite[0], invite[1], 1),
  ];
  return {
    rows,
    json: { sizes: SIZES, rankP95Ms: rank, pageP95Ms: page, adminP95Ms: admin, inviteMs: invite },
  };
}
