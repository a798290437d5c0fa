// The shutdown deadline when the main thread cannot keep it (server/main.ts). The deadline's
// own timer runs on the event loop: a main thread held by synchronous work (a long query in
// the embedded database's WebAssembly, a file write stalled by the disk) never gets to it, and
// a stopping server then outlives systemd's TimeoutStopSec. A worker thread has its own event
// loop: armed when shutdown starts, it kills the process at the deadline whatever the main
// thread is doing. A kill there is a crash the database recovers from (tests/reliability/crash).
import { Worker } from "node:worker_threads";

// Read as a script or as a module, whichever the process's flags make eval'd code.
const WATCHDOG = `
const { workerData } = process.getBuiltinModule("node:worker_threads");
const { writeSync } = process.getBuiltinModule("node:fs");
setTimeout(() => {
  // Straight to the file descriptor: the main thread that would carry a worker's output is stuck.
  writeSync(2, JSON.stringify({ level: 60, time: Date.now(), pid: workerData.pid, msg: workerData.msg }) + "\\n");
  process.kill(workerData.pid, "SIGKILL");
}, workerData.afterMs);
`;

/** Kills this process `afterMs` from now unless it has exited by then. */
export function armShutdownWatchdog(afterMs: number): void {
  const worker = new Worker(WATCHDOG, {
    eval: true,
    workerData: {
      pid: process.pid,
      afterMs,
      msg: `shutdown deadline of ${afterMs} ms passed with the main thread busy: killing the process`,
    },
  });
  // Never what keeps the process alive; the process exiting ends it.
  worker.unref();
}
