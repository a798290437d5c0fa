// The Overview's sign-ups by source, campaign, community and role (docs/architecture.md D24,
// ADR 193): sums of sign_up_sources_daily, which triggers keep (db/migrations/0012), over the
// period's UTC days — never a scan of the members, however many there are.
import { sql } from "drizzle-orm";
import { z } from "zod";
import { pgNumber, sqlRows, type Queryable } from "~/lib/db.server";
import type { ReportPeriod } from "~/lib/limits";
import {
  SOURCE_DIMENSIONS,
  SOURCE_TOP,
  type SignUpSources,
  type SourceDimension,
} from "./sign-up-sources";

const BreakdownRow = z.object({
  dimension: z.enum(SOURCE_DIMENSIONS),
  key: z.string(),
  name: z.string().nullable(),
  confirmed: pgNumber,
  unconfirmed: pgNumber,
});

export async function loadSignUpSources(db: Queryable, days: ReportPeriod): Promise<SignUpSources> {
  const rows = await sqlRows(
    db,
    BreakdownRow,
    sql`
      with totals as (
        select dimension, key, sum(confirmed) as confirmed, sum(unconfirmed) as unconfirmed
        from sign_up_sources_daily
        where day > (now() at time zone 'utc')::date - ${days}::integer
        group by dimension, key
        having sum(confirmed) + sum(unconfirmed) > 0),
      ranked as (
        select *, row_number() over (
          partition by dimension order by confirmed + unconfirmed desc, key) as n
        from totals)
      select r.dimension, r.key, c.name, r.confirmed, r.unconfirmed
      from ranked r
      left join communities c on r.dimension = 'community' and r.key <> ''
        and c.id::text = r.key
      where r.n <= ${SOURCE_TOP}::integer
      order by r.dimension, r.n`,
  );
  const sources: SignUpSources = { source: [], campaign: [], community: [], role: [] };
  for (const r of rows) {
    sources[r.dimension satisfies SourceDimension].push({
      key: r.key,
      name: r.name,
      confirmed: r.confirmed,
      unconfirmed: r.unconfirmed,
    });
  }
  return sources;
}
