import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { ExtractTablesWithRelations, SQL } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from "drizzle-orm/pg-core";
import { z } from "zod";
import * as schema from "../../db/schema.ts";
import { noteDatabaseUnavailable, retryOnce } from "./db-trouble.server.ts";
import type { Logger } from "./logger.server.ts";
import { metrics } from "./metrics.server.ts";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction of `Db` (the callback's argument of `db.transaction`). */
export type Tx = PgTransaction<
  PgQueryResultHKT,
  typeof schema,
  ExtractTablesWithRelations<typeof schema>
>;
/** Where a query can run: the database, or a transaction on it. */
export type Queryable = Db | Tx;
type RawRun = (text: string, params?: unknown[]) => Promise<Record<string, unknown>[]>;

export interface Database {
  db: Db;
  kind: "embedded" | "postgres";
  /** Runs raw SQL (several statements allowed, no parameters): migrations and tests only. */
  exec(text: string): Promise<void>;
  /** Raw SQL in one transaction; `run` accepts several statements when given no parameters. */
  rawTransaction<T>(fn: (run: RawRun) => Promise<T>): Promise<T>;
  ping(): Promise<void>;
  close(): Promise<void>;
  /** PostgreSQL only: connections of the pool (metrics). */
  poolStats?(): { total: number; idle: number; waiting: number };
  /**
   * Embedded only: a consistent tar.gz of the data directory. Queries wait for it (PGlite
   * runs one at a time), so nothing is written while it is taken (backups, ADR 150).
   */
  dumpDataDir?(): Promise<Uint8Array>;
}

/**
 * PGlite's defaults are a server's: 128 MB of shared buffers inside the WebAssembly memory,
 * which never shrinks once touched. The site's working set is a few MB, so smaller buffers
 * cut the resident memory of the embedded default by about 100 MB at no measurable cost
 * (ADR 150). Applied on every start, nothing is written to postgresql.conf.
 */
export const EMBEDDED_SETTINGS = [
  "shared_buffers=16MB",
  "work_mem=2MB",
  "maintenance_work_mem=16MB",
  "temp_buffers=2MB",
  "wal_buffers=1MB",
];

/** Opens the embedded database in `dataDir/pgdata`, or PostgreSQL when `url` is given. */
export async function openDatabase(opts: {
  url?: string;
  dataDir: string;
  poolSize?: number;
  log?: Pick<Logger, "error" | "warn">;
}): Promise<Database> {
  // Only the driver in use is loaded: the other one costs memory for nothing (ADR 150).
  if (opts.url) {
    const [{ default: pg }, { drizzle: drizzlePg }] = await Promise.all([
      import("pg"),
      import("drizzle-orm/node-postgres"),
    ]);
    const pool = new pg.Pool({ connectionString: opts.url, max: opts.poolSize ?? 10 });
    // An idle client losing its connection must not crash the process.
    pool.on("error", (err) => {
      metrics.dbErrors.inc();
      opts.log?.error({ err }, "postgres pool error");
    });
    resilient(pool, opts.log);
    const db: Db = drizzlePg({ client: pool, schema });
    return {
      db,
      kind: "postgres",
      exec: async (text) => void (await pool.query(text)),
      rawTransaction: async (fn) => {
        const conn = await pool.connect();
        try {
          await conn.query("begin");
          const result = await fn(async (text, params) => (await conn.query(text, params)).rows);
          await conn.query("commit");
          return result;
        } catch (error) {
          await conn.query("rollback").catch(() => {});
          throw error;
        } finally {
          conn.release();
        }
      },
      ping: async () => void (await pool.query("select 1")),
      close: () => pool.end(),
      poolStats: () => ({
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
      }),
    };
  }
  const [{ PGlite }, { drizzle: drizzlePglite }] = await Promise.all([
    import("@electric-sql/pglite"),
    import("drizzle-orm/pglite"),
  ]);
  const client = await PGlite.create(path.join(opts.dataDir, "pgdata"), {
    startParams: [...PGlite.defaultStartParams, ...EMBEDDED_SETTINGS.flatMap((s) => ["-c", s])],
  });
  const db: Db = drizzlePglite({ client, schema });
  return {
    db,
    kind: "embedded",
    exec: async (text) => void (await client.exec(text)),
    rawTransaction: (fn) =>
      client.transaction((tx) =>
        fn(async (text, params) => {
          if (params) return (await tx.query<Record<string, unknown>>(text, params)).rows;
          const results = await tx.exec(text);
          return (results.at(-1)?.rows ?? []) as Record<string, unknown>[];
        }),
      ),
    ping: async () => void (await client.query("select 1")),
    close: () => client.close(),
    dumpDataDir: async () => {
      // Dirty pages go to the data files first, so a restore replays little WAL.
      await client.query("checkpoint");
      const blob = await client.dumpDataDir("gzip");
      return new Uint8Array(await blob.arrayBuffer());
    },
  };
}

/**
 * ADR 201. Every client, idle or checked out, has an error listener: a backend terminated
 * between two queries of a transaction (57P01 when PostgreSQL restarts) is an 'error' event,
 * which without a listener ends the process. A statement outside a transaction and the
 * acquisition of a connection are retried once when they certainly did not commit
 * (db-trouble.server.ts); a transaction is not repeated (its callback may have done more
 * than write), it fails, and the request is answered 503.
 */
function resilient(pool: import("pg").Pool, log?: Pick<Logger, "warn">) {
  pool.on("connect", (client) => {
    client.on("error", (err) => {
      metrics.dbErrors.inc();
      log?.warn({ err }, "postgres connection lost");
    });
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    client.query = ((...args: unknown[]) => {
      const result = query(...args);
      if (result instanceof Promise)
        return result.catch((error: unknown) => {
          noteDatabaseUnavailable(error);
          throw error;
        });
      return result;
    }) as typeof client.query;
  });
  const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
  pool.query = ((...args: unknown[]) =>
    typeof args.at(-1) === "function"
      ? query(...args)
      : retryOnce(() => query(...args))) as typeof pool.query;
  const connect = pool.connect.bind(pool) as (...args: unknown[]) => Promise<unknown>;
  pool.connect = ((...args: unknown[]) =>
    args.length ? connect(...args) : retryOnce(() => connect())) as typeof pool.connect;
}

const migrationsDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "../../db/migrations",
);

/** Applies the SQL files of db/migrations in name order, each once, all in one transaction. */
export async function migrate(database: Database, dir = migrationsDir): Promise<string[]> {
  const files = (await readdir(dir)).filter((f) => f.endsWith(".sql")).sort();
  return database.rawTransaction(async (run) => {
    // Several instances starting at once on one server take turns.
    if (database.kind === "postgres") await run("select pg_advisory_xact_lock(7243001)", []);
    await run(
      "create table if not exists schema_migrations (name text primary key, applied_at timestamptz not null default now())",
    );
    const done = new Set(
      (await run("select name from schema_migrations", [])).map((r) => r.name as string),
    );
    const applied: string[] = [];
    for (const file of files) {
      if (done.has(file)) continue;
      await run(await readFile(path.join(dir, file), "utf8"));
      await run("insert into schema_migrations (name) values ($1)", [file]);
      applied.push(file);
    }
    return applied;
  });
}

/**
 * The rows of SQL the query builder cannot express (recursive CTEs, window functions,
 * locking, set-returning functions), checked against `row` at the edge: a renamed column
 * or a misspelt alias fails here, loudly, not later as an `undefined`. Both drivers hand
 * back the rows; int8 and numeric arrive as strings from one and numbers from the other,
 * which `pgNumber` reads alike.
 */
export async function sqlRows<Row extends z.ZodType>(
  db: Pick<Queryable, "execute">,
  row: Row,
  query: SQL,
): Promise<z.output<Row>[]> {
  const result: unknown = await db.execute(query);
  const raw = Array.isArray(result)
    ? result
    : z.object({ rows: z.array(z.unknown()) }).parse(result).rows;
  return raw.map((r) => row.parse(r));
}

/** The one row of a query that returns one (an aggregate, an `insert … returning`). */
export async function sqlRow<Row extends z.ZodType>(
  db: Pick<Queryable, "execute">,
  row: Row,
  query: SQL,
): Promise<z.output<Row> | undefined> {
  return (await sqlRows(db, row, query))[0];
}

/** An int8, numeric or count column: a string from node-postgres, a number from PGlite. */
export const pgNumber = z.coerce.number();
/** A timestamp column (a Date from both drivers; a string from `to_json`). */
export const pgTime = z.coerce.date();
