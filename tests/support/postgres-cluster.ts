// A throwaway PostgreSQL cluster on loopback for the test runner and the benchmarks
// (Debian's /usr/lib/postgresql/<v>/bin), or the one TEST_DATABASE_URL names.
import { execFileSync, spawnSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "./server.ts";

export function findPgBin(): string | null {
  const base = "/usr/lib/postgresql";
  if (!existsSync(base)) return null;
  const versions = readdirSync(base).sort((a, b) => Number(b) - Number(a));
  for (const v of versions)
    if (existsSync(path.join(base, v, "bin/pg_ctl"))) return path.join(base, v, "bin");
  return null;
}

export async function startPostgres(): Promise<{ url: string; stop(): void }> {
  if (process.env.TEST_DATABASE_URL) return { url: process.env.TEST_DATABASE_URL, stop() {} };
  return startOwnPostgres();
}

/**
 * A cluster of the test's own, whatever TEST_DATABASE_URL says, with `ctl` to run pg_ctl on
 * it (`ctl("-m", "fast", "restart")`, `ctl("-m", "fast", "stop")`, `ctl("start")`): the
 * reliability tests that restart or stop PostgreSQL do it to a cluster no other test uses.
 */
export async function startOwnPostgres(): Promise<{
  url: string;
  ctl(...args: string[]): void;
  stop(): void;
}> {
  const bin = findPgBin();
  if (!bin)
    throw new Error(
      "PostgreSQL binaries not found (apt-get install postgresql), or set TEST_DATABASE_URL",
    );
  const dir = mkdtempSync(path.join(os.tmpdir(), "vs-pg-"));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(execFileSync("id", ["-u", "postgres"]).toString().trim());
    const gid = Number(execFileSync("id", ["-g", "postgres"]).toString().trim());
    chownSync(dir, uid, gid);
  }
  const pgRun = (file: string, fileArgs: string[]) => {
    const full = path.join(bin, file);
    const [c, a] = asRoot
      ? ["runuser", ["-u", "postgres", "--", full, ...fileArgs]]
      : [full, fileArgs];
    const r = spawnSync(c, a, { stdio: ["ignore", "pipe", "pipe"] });
    if (r.status !== 0) throw new Error(`${file} failed: ${r.stderr}`);
  };
  pgRun("initdb", ["-D", path.join(dir, "data"), "-U", "postgres", "--auth=trust", "-E", "UTF8"]);
  // A port the kernel just handed out, retried: another process may take it between the
  // probe and pg_ctl (a fixed random range once collided with a server another suite started).
  let port = 0;
  const ctl = (...args: string[]) =>
    pgRun("pg_ctl", ["-D", path.join(dir, "data"), "-l", path.join(dir, "log"), "-w", ...args]);
  for (let attempt = 1; ; attempt++) {
    port = await freePort();
    try {
      ctl(
        "start",
        "-o",
        `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=300 -c fsync=off -c synchronous_commit=off`,
      );
      break;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
  // pg_ctl remembers the options of the first start (postmaster.opts) for a restart, but not
  // for a plain start after a stop: give them again.
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=300 -c fsync=off -c synchronous_commit=off`;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    ctl: (...args: string[]) => ctl(...args, ...(args[0] === "start" ? ["-o", options] : [])),
    stop() {
      try {
        // A test may have left it stopped.
        if (existsSync(path.join(dir, "data/postmaster.pid"))) ctl("-m", "fast", "stop");
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
