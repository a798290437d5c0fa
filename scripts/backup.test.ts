// npm run backup / restore (ADR 150): the PostgreSQL case and the refusals. The embedded
// round trip under load is tests/reliability/backup.test.ts.
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { archiveStream, collect, readArchive } from "../ops/archive.ts";

const root = path.resolve(import.meta.dirname, "..");
const tar = (entries: Parameters<typeof archiveStream>[0]) => collect(archiveStream(entries));
const tmp = mkdtempSync(path.join(os.tmpdir(), "vs-backup-cli-"));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

function run(script: "backup" | "restore", args: string[], env: Record<string, string>) {
  return spawnSync(process.execPath, [path.join(root, `scripts/${script}.ts`), ...args], {
    env: { ...process.env, DATABASE_URL: "", ...env },
    encoding: "utf8",
  });
}

// Never connected to: with DATABASE_URL the database is pg_dump's to back up.
const PG = { DATABASE_URL: "postgres://nobody@127.0.0.1:9/none" };

describe("backup and restore CLI", () => {
  it("with DATABASE_URL explains pg_dump and archives the secrets and avatars only", async () => {
    const dataDir = path.join(tmp, "pg-site");
    mkdirSync(path.join(dataDir, "avatars", "user1"), { recursive: true });
    writeFileSync(path.join(dataDir, "avatars", "user1", "a".repeat(32) + ".webp"), "img");
    writeFileSync(path.join(dataDir, "secrets.json"), '{"authSecret":"s"}');
    const file = path.join(tmp, "pg.tar");
    const backup = run("backup", [file], { ...PG, DATA_DIR: dataDir });
    expect(backup.status, backup.stderr).toBe(0);
    expect(backup.stdout).toContain("pg_dump");
    const names = (await readArchive(readFileSync(file))).map((e) => e.name);
    expect(names).toEqual([
      "manifest.json",
      "secrets.json",
      `avatars/user1/${"a".repeat(32)}.webp`,
    ]);
    // Refuses to overwrite.
    const again = run("backup", [file], { ...PG, DATA_DIR: dataDir });
    expect(again.status).toBe(1);
    expect(again.stderr).toContain("already exists");

    const target = path.join(tmp, "pg-restored");
    const restore = run("restore", [file], { ...PG, DATA_DIR: target });
    expect(restore.status, restore.stderr).toBe(0);
    expect(restore.stdout).toContain("pg_restore");
    expect(
      readFileSync(path.join(target, "avatars", "user1", "a".repeat(32) + ".webp"), "utf8"),
    ).toBe("img");
  });

  it("refuses an archive that is not ours, an embedded one with DATABASE_URL, and bad usage", async () => {
    const junk = path.join(tmp, "junk.tar");
    writeFileSync(junk, "not an archive at all".repeat(40));
    const bad = run("restore", [junk], { DATA_DIR: path.join(tmp, "r1") });
    expect(bad.status).toBe(1);
    expect(bad.stderr).toContain("Not a backup archive");

    const embedded = path.join(tmp, "embedded.tar");
    const manifest = {
      format: "venturestaking-backup/1",
      createdAt: "x",
      database: "embedded",
      avatars: 0,
    };
    writeFileSync(
      embedded,
      await tar([
        { name: "manifest.json", data: Buffer.from(JSON.stringify(manifest)) },
        { name: "database.tar.gz", data: Buffer.from("x") },
      ]),
    );
    const mismatch = run("restore", [embedded], { ...PG, DATA_DIR: path.join(tmp, "r2") });
    expect(mismatch.status).toBe(1);
    expect(mismatch.stderr).toContain("DATABASE_URL is set");

    expect(run("backup", [], {}).stderr).toContain("Usage: npm run backup -- <file>");
    expect(run("restore", [], {}).stderr).toContain("Usage: npm run restore -- <file>");
  });

  it("an interrupted restore leaves DATA_DIR as it was: it unpacks beside it, then renames (ADR 190)", async () => {
    const archive = path.join(tmp, "broken-db.tar");
    const manifest = {
      format: "venturestaking-backup/1",
      createdAt: "x",
      database: "embedded",
      avatars: 1,
    };
    writeFileSync(
      archive,
      await tar([
        { name: "manifest.json", data: Buffer.from(JSON.stringify(manifest)) },
        { name: "secrets.json", data: Buffer.from('{"authSecret":"s"}') },
        { name: `avatars/user1/${"b".repeat(32)}.webp`, data: Buffer.from("img") },
        // gzip, but not a database: the restore fails while unpacking it.
        { name: "database.tar.gz", data: gzipSync(Buffer.from("x".repeat(6000))) },
      ]),
    );
    const parent = path.join(tmp, "interrupted");
    const target = path.join(parent, "data");
    // What a restore killed mid-way leaves: its staging folder, never renamed into place.
    mkdirSync(path.join(parent, "data.restore-killed", "pgdata"), { recursive: true });
    const restore = run("restore", [archive], { DATA_DIR: target });
    expect(restore.status).toBe(1);
    expect(readdirSync(target).filter((n) => n !== "server.lock")).toEqual([]);
    expect(readdirSync(parent)).toEqual(["data"]);
  });

  it("reads back what it writes, long avatar paths included", async () => {
    const name = `avatars/${"u".repeat(64)}/${"f".repeat(32)}.webp`;
    const data = Buffer.from("x".repeat(1500));
    const [entry] = await readArchive(await tar([{ name, data }]));
    expect(entry.name).toBe(name);
    expect(Buffer.from(entry.data).equals(data)).toBe(true);
  });
});
