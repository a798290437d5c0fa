// The counters' roll-up (ADR 200, db/migrations/0015): writers append deltas, readers sum the
// rolled-up rows and the deltas, and this job folds the deltas into the rolled-up rows every
// minute so a read sums a few rows. Only it writes the rolled-up rows (one run per database
// at a time, docs/architecture.md D17), so it never waits on a sign-up nor a sign-up on it.
import { sql } from "drizzle-orm";
import { z } from "zod";
import { pgNumber, sqlRow } from "../../lib/db.server.ts";
import type { Job } from "../../lib/jobs.server.ts";

export const COUNTER_ROLLUP_EVERY_MS = 60_000;

export function counterRollupJob(): Job {
  return {
    name: "counter-rollup",
    everyMs: COUNTER_ROLLUP_EVERY_MS,
    quiet: true,
    async run({ db }) {
      const row = await sqlRow(
        db,
        z.object({ moved: pgNumber }),
        sql`select counters_rollup() + points_hours_rollup() as moved`,
      );
      return { deltas: row?.moved ?? 0 };
    },
  };
}
