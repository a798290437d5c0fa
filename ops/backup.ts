// Backup archives (ADR 150): one ustar file (ops/archive.ts) holding manifest.json, the embedded database
// (PGlite's data-directory dump, database.tar.gz), DATA_DIR/secrets.json (sessions and the
// address-hash key depend on it) and every avatar under DATA_DIR/avatars. Written by the
// running server through the admin channel (writes wait while the database is dumped) or
// by scripts/backup.ts itself when no server runs; read back by scripts/restore.ts.
import { existsSync } from "node:fs";
import type { Readable } from "node:stream";
import { mkdir, mkdtemp, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Database } from "../app/lib/db.server.ts";
import { EMBEDDED_SETTINGS } from "../app/lib/db.server.ts";
import { type ArchiveEntry, archiveStream, readArchive } from "./archive.ts";

const FORMAT = "venturestaking-backup/1";
const AVATAR_PATH = /^avatars\/[A-Za-z0-9_-]{1,64}\/[A-Za-z0-9_.-]{1,80}$/;

export type Manifest = {
  format: typeof FORMAT;
  createdAt: string;
  /** "embedded": database.tar.gz is in the archive; "postgres": back it up with pg_dump. */
  database: "embedded" | "postgres";
  avatars: number;
};

/** The avatar files under DATA_DIR/avatars, as archive names (read when they are written). */
async function avatarNames(dataDir: string): Promise<string[]> {
  const root = path.join(dataDir, "avatars");
  if (!existsSync(root)) return [];
  const names: string[] = [];
  for (const user of await readdir(root, { withFileTypes: true })) {
    if (!user.isDirectory()) continue;
    for (const file of await readdir(path.join(root, user.name), { withFileTypes: true })) {
      const name = `avatars/${user.name}/${file.name}`;
      if (file.isFile() && AVATAR_PATH.test(name)) names.push(name);
    }
  }
  return names;
}

/**
 * The archive of `dataDir`, as a stream; `database` given: the embedded database is dumped
 * into it. The dump is taken before the stream starts, so a failure is an error here and
 * never a cut archive; the avatars are read one at a time as the stream is consumed.
 */
export async function createBackup(
  dataDir: string,
  database: Pick<Database, "kind" | "dumpDataDir"> | null,
): Promise<Readable> {
  // The database first: avatars written after it are extra files, harmless on restore.
  const dump = database?.dumpDataDir ? await database.dumpDataDir() : null;
  const secrets = path.join(dataDir, "secrets.json");
  const secretsData = existsSync(secrets) ? await readFile(secrets) : null;
  const avatars = await avatarNames(dataDir);
  const manifest: Manifest = {
    format: FORMAT,
    createdAt: new Date().toISOString(),
    database: dump ? "embedded" : "postgres",
    avatars: avatars.length,
  };
  async function* entries(): AsyncGenerator<ArchiveEntry> {
    yield { name: "manifest.json", data: Buffer.from(JSON.stringify(manifest, null, 2)) };
    if (dump) yield { name: "database.tar.gz", data: dump };
    if (secretsData) yield { name: "secrets.json", data: secretsData };
    for (const name of avatars) {
      // An avatar replaced since the listing is skipped: the newer one is in a later backup.
      const data = await readFile(path.join(dataDir, name)).catch(() => null);
      if (data) yield { name, data };
    }
  }
  return archiveStream(entries());
}

export class RestoreError extends Error {}

const STAGE_SUFFIX = ".restore-";

/**
 * Folders a restore that was killed left beside DATA_DIR (never renamed into place). The
 * caller holds DATA_DIR's lock, so no other restore is using them.
 */
async function removeStaleStages(dataDir: string) {
  const parent = path.dirname(path.resolve(dataDir));
  const prefix = path.basename(path.resolve(dataDir)) + STAGE_SUFFIX;
  for (const name of await readdir(parent))
    if (name.startsWith(prefix))
      await rm(path.join(parent, name), { recursive: true, force: true });
}

/**
 * Unpacks an archive into an empty `dataDir` (the caller checks it is empty and holds its
 * lock). `embedded`: the target runs on the embedded database (no DATABASE_URL).
 */
export async function restoreBackup(
  archive: Buffer,
  dataDir: string,
  embedded: boolean,
): Promise<Manifest> {
  let entries: ArchiveEntry[];
  try {
    entries = await readArchive(archive);
  } catch (error) {
    throw new RestoreError(`Not a backup archive: ${(error as Error).message}`);
  }
  const byName = new Map(entries.map((e) => [e.name, e]));
  const manifestEntry = byName.get("manifest.json");
  const manifest = manifestEntry
    ? (JSON.parse(Buffer.from(manifestEntry.data).toString("utf8")) as Manifest)
    : null;
  if (manifest?.format !== FORMAT) throw new RestoreError("Not a backup archive of this site.");
  const dump = byName.get("database.tar.gz");
  if (dump && !embedded)
    throw new RestoreError(
      "This archive holds an embedded database, but DATABASE_URL is set: unset it to restore into DATA_DIR.",
    );
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  await removeStaleStages(dataDir);
  // PGlite's loader crashes the process on a dump that is not gzip: refuse it cleanly.
  if (dump && !(dump.data[0] === 0x1f && dump.data[1] === 0x8b))
    throw new RestoreError("The archive's database dump is damaged (not gzip data).");
  // Unpacked beside the target (same file system) and renamed into place at the end
  // (ADR 190): a restore that fails or is interrupted leaves DATA_DIR as it was.
  const stage = await mkdtemp(path.resolve(dataDir) + STAGE_SUFFIX);
  try {
    if (dump) {
      const { PGlite } = await import("@electric-sql/pglite");
      const client = await PGlite.create(path.join(stage, "pgdata"), {
        loadDataDir: new Blob([new Uint8Array(dump.data)]),
        startParams: [...PGlite.defaultStartParams, ...EMBEDDED_SETTINGS.flatMap((s) => ["-c", s])],
      });
      // Proves the restored files open as a database before the command reports success.
      await client.query("select count(*) from users");
      await client.close();
    }
    for (const entry of entries) {
      if (!AVATAR_PATH.test(entry.name)) continue;
      const target = path.join(stage, entry.name);
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, entry.data);
    }
    const secrets = byName.get("secrets.json");
    if (secrets) await writeFile(path.join(stage, "secrets.json"), secrets.data, { mode: 0o600 });
    // secrets.json last: a server never starts on a restored database without its keys.
    const names = (await readdir(stage)).sort(
      (a, b) => Number(a === "secrets.json") - Number(b === "secrets.json"),
    );
    for (const name of names) await rename(path.join(stage, name), path.join(dataDir, name));
  } finally {
    await rm(stage, { recursive: true, force: true });
  }
  return manifest;
}
