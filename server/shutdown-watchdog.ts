// The shutdown deadline when this process cannot keep it (server/main.ts). The deadline's own
// timer runs on the event loop: a main thread held by synchronous work (a long query in the
// embedded database's WebAssembly, a log line written to an output nobody reads any more, a
// write stalled by the disk) never gets to it, and `process.exit()` itself waits for every
// task of libuv's thread pool (an fs or DNS call that does not return). A stopping server then outlives systemd's TimeoutStopSec. So shutdown
// starts a small watchdog process: it ends when this process ends (its stdin closes) and
// otherwise kills it at the deadline. A kill there is a crash the database recovers from
// (tests/reliability/crash.test.ts).
import { spawn } from "node:child_process";
import { Socket } from "node:net";

// The kill comes first and the log line after it: the server's output may be what is stuck
// (a log reader that stopped reading), and then the line waits, not the kill.
const WATCHDOG = `
const { writeSync } = process.getBuiltinModule("node:fs");
const [pid, afterMs, msg] = [Number(process.argv[1]), Number(process.argv[2]), process.argv[3]];
process.stdin.on("end", () => process.exit(0)).on("error", () => process.exit(0)).resume();
setTimeout(() => {
  process.kill(pid, "SIGKILL");
  try {
    writeSync(2, JSON.stringify({ level: 60, time: Date.now(), pid, msg }) + "\\n");
  } catch {
    // No room in the output: the exit status (killed) says it.
  }
  process.exit(0);
}, afterMs);
`;

/** Kills this process `afterMs` from now unless it has exited by then. */
export function armShutdownWatchdog(afterMs: number): void {
  const msg = `shutdown deadline of ${afterMs} ms passed: killing the process`;
  // stdin is the lifeline: only this process holds its other end (Node opens pipes close-on-exec).
  const watchdog = spawn(
    process.execPath,
    ["-e", WATCHDOG, String(process.pid), String(afterMs), msg],
    {
      stdio: ["pipe", "ignore", "inherit"],
    },
  );
  watchdog.on("error", () => {}); // no watchdog (no process could be started): the timer remains
  // Never what keeps this process alive.
  watchdog.unref();
  watchdog.stdin?.on("error", () => {});
  // A pipe is a net.Socket, which Node's types do not say of a child's stdin.
  if (watchdog.stdin instanceof Socket) watchdog.stdin.unref();
}
