import { Writable } from "node:stream";
import { createLogger } from "../../app/lib/logger.server.ts";

/** A real pino logger whose JSON lines are kept in memory, for asserting what was logged. */
export function captureLog(level = "info") {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString("utf8").split("\n").filter(Boolean));
      done();
    },
  });
  const log = createLogger(level, stream);
  return {
    log,
    /** Every entry so far, parsed. */
    entries: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>),
    text: () => lines.join("\n"),
  };
}
