// (j) The journey on PostgreSQL (ADRs 231–233; docs/architecture.md budgets): 'Publish Update'
// for a venture with 10,000 stakers against one with 100 (within 3×: the e-mails are queued
// in one INSERT … SELECT through the outbox, never rendered in the request), and the venture's
// page p95 under 64 concurrent readers against its Arena's page /arenas/{slug} (within 1.5×).
import { migrate, openDatabase, type Database } from "../app/lib/db.server.ts";
import { addFounder } from "../app/domain/arenas/lineup.server.ts";
import { postUpdate, queueDueUpdateMails } from "../app/domain/journey/updates.server.ts";
import { freshDatabase } from "../tests/support/database.ts";
import { startPostgres } from "../tests/support/postgres-cluster.ts";
import { spawnServer } from "../tests/support/server.ts";
import { queuedMail } from "./queued-mail.ts";
import { fmt, percentile, request, timedPool, type Row } from "./support.ts";

const SYSTEM = { kind: "system" } as const;
const READS = 1_000;

/** A published Arena whose first venture has `stakers` stakers and a confirmed founder. */
async function publishedVenture(database: Database, name: string, stakers: number) {
  const run = <T>(text: string, params: unknown[] = []) =>
    database.rawTransaction((q) => q(text, params)) as Promise<T[]>;
  const [arena] = await run<{ id: string }>(
    `insert into arenas (name, slug, seats, kickoff_on, status, grant_pool)
     values ($1, $1, $2, '2027-01-01', 'open', 100000) returning id`,
    [name, stakers],
  );
  const founders: string[] = [];
  for (const i of [0, 1])
    founders.push(
      (await addFounder(
        queuedMail(database.db),
        arena!.id,
        {
          founderName: `Founder ${i}`,
          ventureName: `Venture ${i} of ${name}`,
          pitch: "A pitch.",
          email: `${name}-f${i}@bench.test`,
          pitchUrl: null,
          submission: null,
        },
        SYSTEM,
      ))!,
    );
  await run(
    `insert into users (id, name, email, email_verified) values ($1, 'Founder', $2, true)`,
    [`${name}-founder`, `${name}-f0@bench.test`],
  );
  await run(
    `insert into arena_invitations (arena_id, user_id, place, status, expires_at)
     select $1, 'bench-' || n, n, 'seated', now() + interval '7 days'
     from generate_series(1, $2::int) n`,
    [arena!.id, stakers],
  );
  await run(`update arenas set staking = 'open' where id = $1`, [arena!.id]);
  await run(
    `insert into arena_stakes (invitation_id, founder_id, arena_id, tokens)
     select i.id, f.id, i.arena_id, 1 + (i.place + f.place) % 8
     from arena_invitations i join arena_founders f on f.arena_id = i.arena_id
     where i.arena_id = $1`,
    [arena!.id],
  );
  await run(`update arenas set staking = 'closed' where id = $1`, [arena!.id]);
  await run(`update arenas set staking = 'published' where id = $1`, [arena!.id]);
  await database.exec("vacuum analyze arena_stakes");
  return { slug: name, venture: founders[0]!, founder: `${name}-founder` };
}

/**
 * The median of three 'Publish Update' of the venture's founder, in ms, and of queuing each
 * one's e-mails after it (the outbox's lane, one INSERT … SELECT), in ms.
 */
async function publishMs(database: Database, v: { venture: string; founder: string }) {
  const posts: number[] = [];
  const fanOuts: number[] = [];
  for (let i = 0; i < 3; i++) {
    let t0 = performance.now();
    const { id } = await postUpdate(database.db, {
      founderId: v.venture,
      userId: v.founder,
      input: { title: `Update ${i}`, body: "We **shipped**.", kind: "update" },
    });
    posts.push(performance.now() - t0);
    t0 = performance.now();
    await queueDueUpdateMails(database.db);
    fanOuts.push(performance.now() - t0);
    const [row] = await database.rawTransaction((q) =>
      q("select count(*)::int as n from outbox where ref = $1", [id]),
    );
    if (!(row as { n: number }).n) throw new Error("no e-mail was queued");
  }
  return { post: percentile(posts, 50), fanOut: percentile(fanOuts, 50) };
}

export async function benchJourney(): Promise<{ rows: Row[]; json: Record<string, number> }> {
  const cluster = await startPostgres();
  const previous = process.env.TEST_DATABASE_URL;
  process.env.TEST_DATABASE_URL = cluster.url;
  const fresh = await freshDatabase("postgres");
  const database = await openDatabase({ url: fresh.env.DATABASE_URL, dataDir: "", poolSize: 8 });
  let server: Awaited<ReturnType<typeof spawnServer>> | null = null;
  try {
    await migrate(database);
    await database.rawTransaction((q) =>
      q(`insert into users (id, name, email, email_verified)
         select 'bench-' || n, 'Bench ' || n, 'bench' || n || '@bench.test', true
         from generate_series(1, 10000) n`),
    );
    const small = await publishedVenture(database, "journey-100", 100);
    const large = await publishedVenture(database, "journey-10k", 10_000);
    await publishMs(database, small); // warm-up: JIT, pool, plans
    const publishSmall = await publishMs(database, small);
    const publishLarge = await publishMs(database, large);
    // The pages, from a server on the same database (its outbox drains the queued e-mails
    // into the test sink meanwhile, as production would).
    server = await spawnServer({
      databaseEnv: fresh.env,
      env: { RATE_LIMIT: "off" },
      startTimeoutMs: 180_000,
    });
    const base = server.url;
    const p95 = async (path: string) => {
      await timedPool(100, 8, () => request(base + path)); // warm-up
      const { latencies, results } = await timedPool(READS, 64, () => request(base + path));
      if (results.some((r) => r.status !== 200)) throw new Error(`${path}: not 200`);
      return percentile(latencies, 95);
    };
    const arenaP95 = await p95(`/arenas/${large.slug}`);
    const ventureP95 = await p95(`/arenas/${large.slug}/ventures/${large.venture}`);
    const publishRatio = publishLarge.post / publishSmall.post;
    const pageRatio = ventureP95 / arenaP95;
    return {
      json: {
        publishSmall: publishSmall.post,
        publishLarge: publishLarge.post,
        queueSmall: publishSmall.fanOut,
        queueLarge: publishLarge.fanOut,
        arenaP95,
        ventureP95,
      },
      rows: [
        {
          section: "j journey",
          metric: "PostgreSQL: 'Publish Update' ms, 10,000 stakers vs 100 (median of 3)",
          ours: fmt(publishLarge.post, 1),
          baseline: fmt(publishSmall.post, 1),
          ratio: publishRatio,
          target: "≤ 3×",
          verdict: publishRatio <= 3 ? "PASS" : "BELOW",
        },
        {
          section: "j journey",
          metric:
            "PostgreSQL: queuing its e-mails after it (one INSERT … SELECT), ms, 10,000 vs 100",
          ours: fmt(publishLarge.fanOut, 1),
          baseline: fmt(publishSmall.fanOut, 1),
          ratio: publishLarge.fanOut / publishSmall.fanOut,
          target: "context",
          verdict: "INFO",
        },
        {
          section: "j journey",
          metric: `venture page p95 ms, 64 readers (${READS} reads) vs its Arena's page`,
          ours: fmt(ventureP95, 1),
          baseline: fmt(arenaP95, 1),
          ratio: pageRatio,
          target: "≤ 1.5×",
          verdict: pageRatio <= 1.5 ? "PASS" : "BELOW",
        },
      ],
    };
  } finally {
    await server?.close();
    await database.close();
    await fresh.cleanup();
    if (previous === undefined) delete process.env.TEST_DATABASE_URL;
    else process.env.TEST_DATABASE_URL = previous;
    cluster.stop();
  }
}
