import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from "node:fs";
import path from "node:path";

export class DataDirLockedError extends Error {}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Takes the exclusive lock on DATA_DIR. PGlite has no lock between processes and two
 * processes on one data folder lose writes, so a second server or tool must fail at
 * once. A lock left by a process that no longer runs (kill -9) is taken over.
 */
export function lockDataDir(dataDir: string, owner: string): { release(): void; file: string } {
  const file = path.join(dataDir, "server.lock");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, "wx", 0o600);
      writeSync(
        fd,
        JSON.stringify({ pid: process.pid, owner, startedAt: new Date().toISOString() }),
      );
      closeSync(fd);
      let released = false;
      return {
        file,
        release() {
          if (released) return;
          released = true;
          try {
            unlinkSync(file);
          } catch {
            // Already gone: nothing to release.
          }
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      let holder: { pid?: number; owner?: string } = {};
      try {
        holder = JSON.parse(readFileSync(file, "utf8"));
      } catch {
        // Unreadable lock: written by a process killed mid-write; treat as stale.
      }
      if (holder.pid && holder.pid !== process.pid && alive(holder.pid)) {
        throw new DataDirLockedError(
          `DATA_DIR ${dataDir} is in use by another process (${holder.owner ?? "unknown"}, pid ${holder.pid}). ` +
            "Stop it first, or give this process its own DATA_DIR.",
        );
      }
      try {
        unlinkSync(file);
      } catch {
        // Someone else removed the stale lock first; retry the exclusive create.
      }
    }
  }
  throw new DataDirLockedError(
    `Could not lock DATA_DIR ${dataDir}: another process is starting on it.`,
  );
}
