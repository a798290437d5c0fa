// Upkeep of the embedded database (docs/architecture.md D17, ADR 144). PGlite runs PostgreSQL
// in one process, without the autovacuum daemon a PostgreSQL server has. Every update (points,
// rate limits, sessions, referrals) leaves a dead row version and, when an indexed column
// changes, a dead index entry; nothing reclaims them and the planner's statistics go stale.
// At 100,000 members a member's leaderboard position read 100,003 index entries to count 20
// (25–646 ms); after VACUUM (ANALYZE), 20 (0.5 ms). This daily job does what autovacuum does
// on a server, one table at a time, so requests run in between.
import { sql } from "drizzle-orm";
import { z } from "zod";
import { sqlRows } from "./db.server.ts";
import type { Job } from "./jobs.server.ts";

export function vacuumJob(): Job {
  return {
    name: "vacuum",
    standalone: true,
    async run({ db }) {
      const tables = await sqlRows(
        db,
        z.object({ name: z.string() }),
        sql`select quote_ident(relname) as name from pg_stat_user_tables
            where schemaname = 'public' order by relname`,
      );
      for (const { name } of tables) await db.execute(sql.raw(`vacuum (analyze) ${name}`));
      return { tables: tables.length };
    },
  };
}
