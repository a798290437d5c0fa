import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";

/**
 * Which database the suite runs on: TEST_DB=postgres with TEST_DATABASE_URL (an admin
 * URL; scripts/test.ts starts a PostgreSQL 15 on loopback and sets both), else embedded.
 */
export const testDb = process.env.TEST_DB === "postgres" ? "postgres" : "embedded";

/** A fresh, empty database for one test file: its env values and a cleanup. */
export async function freshDatabase(
  kind: "embedded" | "postgres" = testDb,
): Promise<{ env: Record<string, string>; dataDir: string; cleanup(): Promise<void> }> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "vs-test-"));
  if (kind === "embedded") {
    return {
      env: { DATA_DIR: dataDir },
      dataDir,
      cleanup: () => rm(dataDir, { recursive: true, force: true }),
    };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl)
    throw new Error(
      "a PostgreSQL run needs TEST_DATABASE_URL (scripts/test.ts starts a cluster and sets it)",
    );
  const name = `t_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    dataDir,
    async cleanup() {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`).catch(() => {});
      await c.end();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
