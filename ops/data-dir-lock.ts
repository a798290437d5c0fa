import { closeSync, openSync, readFileSync, statSync, unlinkSync, writeSync } from "node:fs";
import path from "node:path";

export class DataDirLockedError extends Error {}

type Holder = { pid?: number; owner?: string; process?: string | null };

/**
 * Identifies a running process beyond its PID, which the system reuses: on Linux the
 * boot id and the process's start time (clock ticks since boot). Null elsewhere.
 */
export function processIdentity(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // Fields after the command name (which may hold spaces and parentheses).
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    const boot = readFileSync("/proc/sys/kernel/random/boot_id", "utf8").trim();
    return `${boot}:${fields[19]}`;
  } catch {
    return null;
  }
}

/** Whether the process that wrote the lock still runs: same PID and, where known, same start. */
function holderAlive(holder: Holder): boolean {
  if (!holder.pid) return false;
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EPERM") return false;
  }
  if (!holder.process) return true;
  const now = processIdentity(holder.pid);
  return now === null || now === holder.process;
}

function readHolder(file: string): { raw: string; holder: Holder } | null {
  try {
    const raw = readFileSync(file, "utf8");
    try {
      return { raw, holder: JSON.parse(raw) as Holder };
    } catch {
      return { raw, holder: {} }; // written by a process killed mid-write: stale
    }
  } catch {
    return null;
  }
}

const TAKEOVER_STALE_MS = 10_000;
const sleep = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/**
 * Takes the exclusive lock on DATA_DIR. PGlite has no lock between processes and two
 * processes on one data folder lose writes, so a second server or tool must fail at
 * once. A lock left by a process that no longer runs (kill -9, or a PID since reused by
 * another program) is taken over, by one process only: the takeover itself holds a
 * second exclusive file, so two processes finding the same stale lock cannot both run.
 */
export function lockDataDir(dataDir: string, owner: string): { release(): void; file: string } {
  const file = path.join(dataDir, "server.lock");
  const guard = `${file}.takeover`;
  const content = JSON.stringify({
    pid: process.pid,
    owner,
    process: processIdentity(process.pid),
    startedAt: new Date().toISOString(),
  });
  const create = () => {
    const fd = openSync(file, "wx", 0o600);
    writeSync(fd, content);
    closeSync(fd);
  };
  const lock = {
    file,
    released: false,
    release() {
      if (lock.released) return;
      lock.released = true;
      // Only our own lock: never one another process has taken over since.
      if (readHolder(file)?.raw === content) unlinkSync(file);
    },
  };
  for (let attempt = 0; attempt < 200; attempt++) {
    try {
      create();
      return lock;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    const seen = readHolder(file);
    if (!seen) continue; // released meanwhile: try again
    if (holderAlive(seen.holder)) {
      throw new DataDirLockedError(
        `DATA_DIR ${dataDir} is in use by another process (${seen.holder.owner ?? "unknown"}, pid ${seen.holder.pid}). ` +
          "Stop it first, or give this process its own DATA_DIR.",
      );
    }
    let fd: number;
    try {
      fd = openSync(guard, "wx", 0o600);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      // Another process is taking over; a guard left by a crash mid-takeover expires.
      try {
        if (Date.now() - statSync(guard).mtimeMs > TAKEOVER_STALE_MS) unlinkSync(guard);
      } catch {
        // Gone already.
      }
      sleep(20);
      continue;
    }
    try {
      // Still the same stale lock (not one a faster process has just written)?
      if (readHolder(file)?.raw === seen.raw) {
        unlinkSync(file);
        create();
        return lock;
      }
    } finally {
      closeSync(fd);
      unlinkSync(guard);
    }
  }
  throw new DataDirLockedError(
    `Could not lock DATA_DIR ${dataDir}: another process is starting on it.`,
  );
}

/** lockDataDir for a command line: a folder another process holds is reported through `fail`. */
export function lockDataDirOr(
  dataDir: string,
  owner: string,
  fail: (message: string) => never,
): { release(): void; file: string } {
  try {
    return lockDataDir(dataDir, owner);
  } catch (error) {
    if (error instanceof DataDirLockedError) fail(error.message);
    throw error;
  }
}
