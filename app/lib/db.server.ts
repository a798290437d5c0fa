import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import pg from "pg";
import * as schema from "../../db/schema.ts";
import type { Logger } from "./logger.server.ts";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
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
}

/** Opens the embedded database in `dataDir/pgdata`, or PostgreSQL when `url` is given. */
export async function openDatabase(opts: {
  url?: string;
  dataDir: string;
  poolSize?: number;
  log?: Pick<Logger, "error">;
}): Promise<Database> {
  if (opts.url) {
    const pool = new pg.Pool({ connectionString: opts.url, max: opts.poolSize ?? 10 });
    // An idle client losing its connection must not crash the process.
    pool.on("error", (err) => opts.log?.error({ err }, "postgres pool error"));
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
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
    };
  }
  const client = await PGlite.create(path.join(opts.dataDir, "pgdata"));
  const db = drizzlePglite({ client, schema }) as unknown as Db;
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
  };
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

/** Rows of a `db.execute` result, whichever driver produced it. */
export function resultRows<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}
