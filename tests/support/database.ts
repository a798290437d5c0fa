import { createHash, randomBytes } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { cp, mkdtemp, rename, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

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
    await cp(path.join(await embeddedTemplate(), "pgdata"), path.join(dataDir, "pgdata"), {
      recursive: true,
    });
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

/**
 * A migrated embedded database to copy into each fresh DATA_DIR: creating one costs the
 * embedded PostgreSQL's initdb, seconds, where a copy costs milliseconds (the suites start
 * a few hundred). One per set of migrations and PGlite version, built once by whichever
 * process needs it first and published by an atomic rename, so a reader sees it whole.
 */
async function embeddedTemplate(): Promise<string> {
  const migrations = path.join(repoRoot, "db/migrations");
  const key = createHash("sha256");
  key.update(readFileSync(path.join(repoRoot, "node_modules/@electric-sql/pglite/package.json")));
  for (const file of readdirSync(migrations).sort())
    key.update(file).update(readFileSync(path.join(migrations, file)));
  const dir = path.join(os.tmpdir(), `vs-pglite-template-${key.digest("hex").slice(0, 16)}`);
  if (existsSync(path.join(dir, "ready"))) return dir;
  const building = await mkdtemp(path.join(os.tmpdir(), "vs-pglite-building-"));
  const { migrate, openDatabase } = await import("../../app/lib/db.server.ts");
  const database = await openDatabase({ dataDir: building });
  await migrate(database);
  await database.close();
  await writeFile(path.join(building, "ready"), "");
  // Another process may have published the same template meanwhile: keep theirs.
  await rename(building, dir).catch(() => rm(building, { recursive: true, force: true }));
  return dir;
}
