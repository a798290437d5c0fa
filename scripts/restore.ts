// `npm run restore -- <file>` (ADR 150): unpacks a backup archive into an empty DATA_DIR.
// It refuses a folder that holds anything, and one a server (or another tool) holds.
import { readdirSync } from "node:fs";
import { mkdir, readFile } from "node:fs/promises";
import path from "node:path";
import { envOrFail, fail } from "./cli.ts";
import { RestoreError, restoreBackup } from "../ops/backup.ts";
import { lockDataDirOr } from "../ops/data-dir-lock.ts";

const [file, ...rest] = process.argv.slice(2);
if (!file || rest.length) fail("Usage: npm run restore -- <file>");

const env = envOrFail();

let archive: Buffer;
try {
  archive = await readFile(path.resolve(file));
} catch (error) {
  fail(`Cannot read ${file}: ${(error as Error).message}`);
}

await mkdir(env.dataDir, { recursive: true, mode: 0o700 });
const lock = lockDataDirOr(env.dataDir, "restore", fail);
try {
  const present = readdirSync(env.dataDir).filter((name) => name !== "server.lock");
  if (present.length)
    throw new RestoreError(
      `DATA_DIR ${env.dataDir} is not empty (${present.slice(0, 3).join(", ")}${present.length > 3 ? ", …" : ""}): ` +
        "restore into an empty folder, then point DATA_DIR at it.",
    );
  const manifest = await restoreBackup(archive, env.dataDir, !env.DATABASE_URL);
  console.log(
    `Restored the backup of ${manifest.createdAt} into ${env.dataDir}: ` +
      `${manifest.database === "embedded" ? "the database, " : ""}${manifest.avatars} avatar(s).`,
  );
  if (manifest.database === "postgres")
    console.log("The database itself is restored on the PostgreSQL server (pg_restore).");
} catch (error) {
  lock.release();
  if (error instanceof RestoreError) fail(error.message);
  throw error;
}
lock.release();
