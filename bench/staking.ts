// (h) Staking inside an Arena on PostgreSQL (ADR 215; docs/architecture.md budgets): 'Save
// Stakes' by 64 seat holders at once against one holder alone (p95 of a save, within 3×: the
// seats' rows are each member's own, the Arena's row is only held shared), and closing an Arena
// and computing its results at 10,000 seat holders against 100, 12 founders each (within 3×).
// The domain's own functions on a pool as wide as the clients, as the instances' pools would be.
import { sql } from "drizzle-orm";
import { migrate, openDatabase, type Database } from "../app/lib/db.server.ts";
import { addFounder } from "../app/domain/arenas/lineup.server.ts";
import { closeStaking, saveStakes } from "../app/domain/arenas/staking.server.ts";
import { freshDatabase } from "../tests/support/database.ts";
import { startPostgres } from "../tests/support/postgres-cluster.ts";
import { queuedMail } from "./queued-mail.ts";
import { fmt, percentile, type Row } from "./support.ts";

const SYSTEM = { kind: "system" } as const;
const FOUNDERS = 12;
const SAVES_EACH = 8;

/** An open Arena with `founders` founders and the first `holders` bench members seated. */
async function stakingArena(database: Database, name: string, holders: number) {
  const run = <T>(text: string, params: unknown[] = []) =>
    database.rawTransaction((q) => q(text, params)) as Promise<T[]>;
  const [arena] = await run<{ id: string }>(
    `insert into arenas (name, slug, seats, kickoff_on, status, grant_pool)
     values ($1, $1, $2, '2027-01-01', 'open', 1000000) returning id`,
    [name, holders],
  );
  const founders: string[] = [];
  for (let i = 0; i < FOUNDERS; i++)
    founders.push(
      (await addFounder(
        queuedMail(database.db),
        arena!.id,
        {
          founderName: `Founder ${i}`,
          ventureName: `Venture ${i}`,
          pitch: "A pitch.",
          email: `f${i}@bench.test`,
          pitchUrl: null,
          submission: null,
        },
        SYSTEM,
      ))!,
    );
  await run(
    `insert into arena_invitations (arena_id, user_id, place, status, expires_at)
     select $1, 'bench-' || n, n, 'seated', now() + interval '7 days'
     from generate_series(1, $2::int) n`,
    [arena!.id, holders],
  );
  await run(`update arenas set staking = 'open' where id = $1`, [arena!.id]);
  return { id: arena!.id, founders };
}

/** Each holder's stakes: the allowance of 100 spread over the founders, varied by holder. */
const spread = (founders: string[], holder: number) =>
  new Map(founders.map((f, i) => [f, i === holder % founders.length ? 12 : 8]));

/** Each of `holders` holders saves `saves` times in turn, all holders at once: every latency. */
async function holdersAtOnce(
  holders: number,
  saves: number,
  save: (holder: number) => Promise<unknown>,
) {
  const latencies: number[] = [];
  await Promise.all(
    Array.from({ length: holders }, async (_, holder) => {
      for (let i = 0; i < saves; i++) {
        const t0 = performance.now();
        await save(holder);
        latencies.push(performance.now() - t0);
      }
    }),
  );
  return percentile(latencies, 95);
}

/** p95 of a save with `holders` saving at once (one alone saves 64 times, for a steady p95). */
async function saveP95(database: Database, holders: number): Promise<number> {
  const arena = await stakingArena(database, `save-${holders}`, holders);
  let n = 0;
  return holdersAtOnce(holders, holders === 1 ? 64 : SAVES_EACH, (holder) =>
    saveStakes(database.db, {
      arenaId: arena.id,
      userId: `bench-${holder + 1}`,
      stakes: spread(arena.founders, n++),
    }),
  );
}

/**
 * Context for the row above: the same writes of each save (its stakes deleted, twelve rows
 * inserted, one transaction) into a bare table with no rule, no lock and no trigger, at the
 * same concurrency: what the machine's cores allow, whatever the rules cost.
 */
async function bareP95(database: Database, holders: number): Promise<number> {
  await database.exec(`create table if not exists bench_bare_stakes (
    holder int, founder int, tokens int, primary key (holder, founder))`);
  return holdersAtOnce(holders, holders === 1 ? 64 : SAVES_EACH, (holder) =>
    database.db.transaction(async (tx) => {
      await tx.execute(sql`delete from bench_bare_stakes where holder = ${holder}`);
      await tx.execute(sql`insert into bench_bare_stakes (holder, founder, tokens)
        select ${holder}::int, f, 8 from generate_series(1, ${FOUNDERS}::int) f`);
    }),
  );
}

async function closeMs(database: Database, holders: number): Promise<number> {
  const arena = await stakingArena(database, `close-${holders}`, holders);
  // Every holder's stakes on all 12 founders, as the database takes them (its triggers run).
  await database.rawTransaction((q) =>
    q(
      `insert into arena_stakes (invitation_id, founder_id, arena_id, tokens)
       select i.id, f.id, i.arena_id, 1 + (i.place + f.place) % 8
       from arena_invitations i join arena_founders f on f.arena_id = i.arena_id
       where i.arena_id = $1`,
      [arena.id],
    ),
  );
  // A window stays open for days: autovacuum has visited the stakes by closing time.
  await database.exec("vacuum analyze arena_stakes");
  const t0 = performance.now();
  const results = await closeStaking(database.db, arena.id, SYSTEM);
  const ms = performance.now() - t0;
  if (results.founders.reduce((n, f) => n + f.grant, 0) !== 1_000_000)
    throw new Error("the grants do not add up to the pool");
  return ms;
}

export async function benchStaking(): Promise<{ rows: Row[]; json: Record<string, number> }> {
  const cluster = await startPostgres();
  const previous = process.env.TEST_DATABASE_URL;
  process.env.TEST_DATABASE_URL = cluster.url;
  const fresh = await freshDatabase("postgres");
  const database = await openDatabase({ url: fresh.env.DATABASE_URL, dataDir: "", poolSize: 64 });
  try {
    await migrate(database);
    await database.rawTransaction((q) =>
      q(`insert into users (id, name, email, email_verified)
         select 'bench-' || n, 'Bench ' || n, 'bench' || n || '@bench.test', true
         from generate_series(1, 10000) n`),
    );
    await saveP95(database, 4); // warm-up: JIT, pool, plans
    const one = await saveP95(database, 1);
    const many = await saveP95(database, 64);
    const bareOne = await bareP95(database, 1);
    const bare = await bareP95(database, 64);
    const small = await closeMs(database, 100);
    const large = await closeMs(database, 10_000);
    const saveRatio = many / one;
    const closeRatio = large / small;
    return {
      json: {
        saveP95One: one,
        saveP95Sixty4: many,
        bareP95One: bareOne,
        bareP95Sixty4: bare,
        close100: small,
        close10k: large,
      },
      rows: [
        {
          section: "h staking",
          metric: `PostgreSQL: 'Save Stakes' p95 ms, 64 holders at once vs one alone (${SAVES_EACH} saves each)`,
          ours: fmt(many, 1),
          baseline: fmt(one, 1),
          ratio: saveRatio,
          target: "≤ 3×",
          verdict: saveRatio <= 3 ? "PASS" : "BELOW",
        },
        {
          section: "h staking",
          metric: "PostgreSQL: 'Save Stakes' p95 ms, 64 at once vs the same writes with no rule",
          ours: fmt(many, 1),
          baseline: fmt(bare, 1),
          ratio: many / bare,
          target: "context",
          verdict: "INFO",
        },
        {
          section: "h staking",
          metric: "PostgreSQL: the same writes with no rule, p95 ms, 64 at once vs one alone",
          ours: fmt(bare, 1),
          baseline: fmt(bareOne, 1),
          ratio: bare / bareOne,
          target: "context",
          verdict: "INFO",
        },
        {
          section: "h staking",
          metric: `PostgreSQL: close and compute results ms, 10,000 holders vs 100 (${FOUNDERS} founders)`,
          ours: fmt(large, 1),
          baseline: fmt(small, 1),
          ratio: closeRatio,
          target: "≤ 3×",
          verdict: closeRatio <= 3 ? "PASS" : "BELOW",
        },
      ],
    };
  } finally {
    await database.close();
    await fresh.cleanup();
    if (previous === undefined) delete process.env.TEST_DATABASE_URL;
    else process.env.TEST_DATABASE_URL = previous;
    cluster.stop();
  }
}
