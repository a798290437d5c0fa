// Where section d's lists live: `100k` on the embedded database (a DATA_DIR per size), `1m` on
// PostgreSQL (a database per size in the throwaway cluster npm test uses, or TEST_DATABASE_URL's).
import { mkdtempSync } from "node:fs";
import path from "node:path";
import { freshDatabase } from "../tests/support/database.ts";
import { startPostgres } from "../tests/support/postgres-cluster.ts";
import { benchLeaderboard } from "./leaderboard.ts";

export async function benchScale(scale: "100k" | "1m", tmp: string) {
  if (scale === "100k")
    return benchLeaderboard([1_000, 100_000], async (members) => ({
      DATA_DIR: mkdtempSync(path.join(tmp, `lb-${members}-`)),
    }));
  const cluster = await startPostgres();
  const previous = process.env.TEST_DATABASE_URL;
  process.env.TEST_DATABASE_URL = cluster.url;
  const cleanups: (() => Promise<void>)[] = [];
  try {
    return await benchLeaderboard([1_000, 1_000_000], async () => {
      const pg = await freshDatabase("postgres");
      cleanups.push(pg.cleanup);
      return { DATA_DIR: pg.dataDir, DATABASE_URL: pg.env.DATABASE_URL };
    });
  } finally {
    for (const cleanup of cleanups) await cleanup();
    if (previous === undefined) delete process.env.TEST_DATABASE_URL;
    else process.env.TEST_DATABASE_URL = previous;
    cluster.stop();
  }
}
