// ADR 204: log output nobody reads fills a bounded buffer; the lines beyond it are dropped and
// counted, and logging never blocks the process. A real child process whose stdout pipe is
// never read, as under a stalled log collector.
import { spawn } from "node:child_process";
import path from "node:path";
import { expect, it } from "vitest";

it("drops and counts the lines a stalled reader leaves beyond the buffer, without blocking", async () => {
  const here = import.meta.dirname;
  const script = `
    import { createLogger } from ${JSON.stringify(path.join(here, "logger.server.ts"))};
    import { metrics } from ${JSON.stringify(path.join(here, "metrics.server.ts"))};
    const log = createLogger("info", undefined, 256 * 1024);
    const started = Date.now();
    for (let i = 0; i < 20000; i++) log.info({ i, pad: "x".repeat(200) }, "line");
    const dropped = (await metrics.logLinesDropped.get()).values[0]?.value ?? 0;
    process.stderr.write(JSON.stringify({ dropped, ms: Date.now() - started }) + "\\n");
  `;
  const child = spawn(process.execPath, ["--input-type=module", "-e", script], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout.pause(); // never read
  let err = "";
  const report = await new Promise<{ dropped: number; ms: number }>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no report in 20 s: ${err}`)), 20_000);
    child.stderr.on("data", (d) => {
      err += d;
      const line = err.split("\n").find((l) => l.startsWith("{"));
      if (line) {
        clearTimeout(timer);
        resolve(JSON.parse(line));
      }
    });
  });
  child.kill("SIGKILL");
  // About 4.6 MB written into a 64 KB pipe and a 256 KB buffer: most lines dropped, counted.
  expect(report.dropped).toBeGreaterThan(15_000);
  expect(report.dropped).toBeLessThan(20_000);
});
