import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test } from "vitest";

const here = path.dirname(fileURLToPath(import.meta.url));

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
  expect(result.output).toContain("shutdown deadline of 300 ms passed with the main thread busy");
});

test("does not keep a process alive that exits on its own", async () => {
  const result = await run(`${arm} armShutdownWatchdog(20000); console.log("done");`);
  expect(result).toMatchObject({ code: 0, signal: null });
  expect(result.output).toContain("done");
});
