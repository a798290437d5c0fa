// `npm run backup -- <file>` (ADR 150): one archive of the embedded database, the
// generated secrets and the avatars. While the server runs it is taken by the server
// (over DATA_DIR/admin.sock) so writes wait for the dump; with no server it opens the
// database itself under the DATA_DIR lock. With DATABASE_URL the database is PostgreSQL's
// to back up (pg_dump) and the archive holds the rest.
import { createWriteStream, existsSync, mkdirSync } from "node:fs";
import { rename, rm, stat } from "node:fs/promises";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { request } from "node:http";
import path from "node:path";
import { openDatabase } from "../app/lib/db.server.ts";
import { fail, envOrFail } from "./cli.ts";
import { adminSocketPath } from "../ops/admin-channel.ts";
import { createBackup } from "../ops/backup.ts";
import { lockDataDirOr } from "../ops/data-dir-lock.ts";

/** The running server's archive, as a stream (its refusal as an error). */
function viaSocket(socketPath: string): Promise<Readable> {
  return new Promise((resolve, reject) => {
    const req = request({ socketPath, path: "/backup", method: "POST" }, (res) => {
      if (res.statusCode === 200) return resolve(res);
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () =>
        reject(
          new Error(
            `the server could not take the backup: ${Buffer.concat(chunks).toString("utf8")}`,
          ),
        ),
      );
    });
    req.on("error", reject);
    req.end();
  });
}

const [file, ...rest] = process.argv.slice(2);
if (!file || rest.length) fail("Usage: npm run backup -- <file>");
const target = path.resolve(file);
if (existsSync(target)) fail(`${target} already exists: choose a new file name.`);

const env = envOrFail();

let archive: Readable | null = null;
if (env.DATABASE_URL) {
  console.log(
    "The database is on a PostgreSQL server: back it up there, e.g.\n" +
      '  pg_dump --format=custom --file=venturestaking.dump "$DATABASE_URL"\n' +
      "(restore with pg_restore --clean --if-exists --dbname=…). This archive holds the\n" +
      `generated secrets and the avatars in ${env.dataDir}` +
      (env.S3_BUCKET ? ` (avatars on S3 are backed up by the bucket's own tools).` : "."),
  );
  archive = await createBackup(env.dataDir, null);
} else {
  if (existsSync(adminSocketPath(env.dataDir))) {
    try {
      archive = await viaSocket(adminSocketPath(env.dataDir));
      console.log("Taken by the running server (writes waited for the database dump).");
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      // A socket left by a server that is gone: open the database here instead.
      if (code !== "ECONNREFUSED" && code !== "ENOENT") fail((error as Error).message);
    }
  }
  if (!archive) {
    if (!existsSync(path.join(env.dataDir, "pgdata")))
      fail(`No embedded database in ${env.dataDir} (DATA_DIR): nothing to back up.`);
    mkdirSync(env.dataDir, { recursive: true });
    const lock = lockDataDirOr(env.dataDir, "backup", fail);
    const database = await openDatabase({ dataDir: env.dataDir });
    try {
      archive = await createBackup(env.dataDir, database);
    } finally {
      await database.close();
      lock.release();
    }
  }
}

// Streamed under a temporary name, then renamed: no half archive under the real name.
// 0600: the archive holds the session secret and personal data.
const partial = `${target}.partial`;
try {
  await pipeline(archive, createWriteStream(partial, { mode: 0o600 }));
} catch (error) {
  await rm(partial, { force: true });
  fail(`The backup failed: ${(error as Error).message}`);
}
await rename(partial, target);
const { size } = await stat(target);
console.log(`Backup written to ${target} (${(size / 1024 / 1024).toFixed(1)} MB).`);
