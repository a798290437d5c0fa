import { is } from "drizzle-orm";
import { getTableConfig, IndexedColumn, PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { migrate, openDatabase, type Database } from "../app/lib/db.server.ts";
import { parseEnv } from "../app/lib/env.server.ts";
import { freshDatabase } from "../tests/support/database.ts";
import * as schema from "./schema.ts";

// The SQL in db/migrations is the truth and db/schema.ts mirrors it by hand: this test
// migrates a fresh database (embedded or PostgreSQL, TEST_DB) and compares every table,
// column, type, nullability and index with the Drizzle schema, so drift fails CI (ADR 187).
let fresh: Awaited<ReturnType<typeof freshDatabase>>;
let database: Database;

beforeAll(async () => {
  fresh = await freshDatabase();
  const env = parseEnv(fresh.env);
  database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.dataDir });
  await migrate(database);
});
afterAll(async () => {
  await database?.close();
  await fresh?.cleanup();
});

/**
 * Names the catalogue spells otherwise: serial types are their integer type plus a default
 * (the catalogue shows the integer), and a timestamp without a time zone says so.
 */
const CATALOGUE_NAME: Record<string, string> = {
  bigserial: "bigint",
  serial: "integer",
  timestamp: "timestamp without time zone",
};

/**
 * One line per column (`table.column type [not null]`) and per index: a primary key or
 * unique constraint by its columns, any other index by its name, with its columns (`expr`
 * for an expression, `desc` for a descending one), uniqueness and whether it is partial.
 */
function drizzleShape(): string[] {
  const lines: string[] = [];
  for (const table of Object.values(schema).filter((v) => is(v, PgTable))) {
    const t = getTableConfig(table);
    for (const c of t.columns) {
      const type = CATALOGUE_NAME[c.getSQLType()] ?? c.getSQLType();
      lines.push(`${t.name}.${c.name} ${type}${c.notNull ? " not null" : ""}`);
      if (c.primary) lines.push(`${t.name} primary key (${c.name})`);
      if (c.isUnique) lines.push(`${t.name} unique (${c.name})`);
    }
    for (const pk of t.primaryKeys)
      lines.push(`${t.name} primary key (${pk.columns.map((c) => c.name).join(", ")})`);
    for (const u of t.uniqueConstraints)
      lines.push(`${t.name} unique (${u.columns.map((c) => c.name).join(", ")})`);
    for (const { config: i } of t.indexes) {
      const cols = i.columns
        .map((c) =>
          is(c, IndexedColumn) ? c.name + (c.indexConfig.order === "desc" ? " desc" : "") : "expr",
        )
        .join(", ");
      lines.push(
        `${t.name} index ${i.name}: ${i.unique ? "unique " : ""}(${cols})${i.where ? " partial" : ""}`,
      );
    }
  }
  return lines.sort();
}

async function databaseShape(): Promise<string[]> {
  const rows = await database.rawTransaction(async (run) => [
    ...(await run(
      `select c.relname || '.' || a.attname || ' ' || format_type(a.atttypid, a.atttypmod)
              || case when a.attnotnull then ' not null' else '' end as line
         from pg_attribute a join pg_class c on c.oid = a.attrelid
        where c.relnamespace = 'public'::regnamespace and c.relkind = 'r'
          and c.relname <> 'schema_migrations' and a.attnum > 0 and not a.attisdropped`,
      [],
    )),
    ...(await run(
      `select c.relname || ' ' || case
                when k.contype = 'p' then 'primary key '
                when k.contype = 'u' then 'unique '
                else 'index ' || i.relname || ': ' || case when x.indisunique then 'unique ' else '' end
              end || '(' || (select string_agg(coalesce(a.attname, 'expr')
                    || case when n.opt & 1 = 1 then ' desc' else '' end, ', ' order by n.ord)
                  from unnest(x.indkey::int2[], x.indoption::int2[]) with ordinality n(attnum, opt, ord)
                  left join pg_attribute a on a.attrelid = c.oid and a.attnum = n.attnum and n.attnum > 0)
              || ')' || case when k.contype is null and x.indpred is not null then ' partial' else '' end as line
         from pg_index x join pg_class c on c.oid = x.indrelid join pg_class i on i.oid = x.indexrelid
         left join pg_constraint k on k.conindid = x.indexrelid and k.contype in ('p', 'u')
        where c.relnamespace = 'public'::regnamespace and c.relkind = 'r'
          and c.relname <> 'schema_migrations'`,
      [],
    )),
  ]);
  return rows.map((r) => r.line as string).sort();
}

it("db/schema.ts matches the migrated database: tables, columns, types, nullability, indexes", async () => {
  // On failure, "+" lines are only in db/schema.ts, "-" lines only in the migrated database.
  expect(drizzleShape()).toEqual(await databaseShape());
});
