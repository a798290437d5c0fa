import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, expect, test } from "vitest";

const here = path.dirname(fileURLToPath(import.meta.url));
const tmp = mkdtempSync(path.join(os.tmpdir(), "vs-watchdog-"));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

function run(script: string) {
  const child = spawn(process.execPath, ["--input-type=module", "-e", script], { cwd: here });
  let output = "";
  child.stdout.on("data", (d) => (output += d));
  child.stderr.on("data", (d) => (output += d));
  return new Promise<{ code: number | null; signal: string | null; output: string }>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal, output })),
  );
}

const arm = `import { armShutdownWatchdog } from ${JSON.stringify(path.join(here, "shutdown-watchdog.ts"))};`;

test("kills a process whose main thread never returns to its event loop", async () => {
  const result = await run(
    `${arm} armShutdownWatchdog(300); const t = Date.now(); while (Date.now() - t < 20000) {} console.log("outlived the watchdog");`,
  );
  expect(result.output).not.toContain("outlived");
  expect(result.signal).toBe("SIGKILL");
  expect(result.output).toContain("shutdown deadline of 300 ms passed");
});

test("kills a process whose exit waits for a thread-pool task that never ends", async () => {
  // Opening a FIFO nobody writes to blocks a thread-pool thread; process.exit() waits for it.
  const fifo = path.join(tmp, "never-written");
  expect(spawnSync("mkfifo", [fifo]).status).toBe(0);
  const started = Date.now();
  const result = await run(
    `${arm} import { readFile } from "node:fs"; readFile(${JSON.stringify(fifo)}, () => {}); armShutdownWatchdog(500); setTimeout(() => process.exit(0), 50);`,
  );
  expect(result.signal).toBe("SIGKILL");
  expect(Date.now() - started).toBeLessThan(15_000);
});

test("does not keep a process alive that exits on its own, and ends with it", async () => {
  const result = await run(`${arm} armShutdownWatchdog(20000); console.log("done");`);
  expect(result).toMatchObject({ code: 0, signal: null });
  expect(result.output).toContain("done");
  // The watchdog sees its lifeline close and goes (it would otherwise be there for 20 s).
  const watchdogs = () =>
    spawnSync("pgrep", ["-f", "shutdown deadline of 20000 ms"], { encoding: "utf8" }).stdout.trim();
  for (let i = 0; i < 50 && watchdogs(); i++) await new Promise((r) => setTimeout(r, 100));
  expect(watchdogs()).toBe("");
});
