import { pino, type DestinationStream, type Logger as PinoLogger } from "pino";
import { serializeError } from "./log-serializers.server.ts";
import { metrics } from "./metrics.server.ts";

/**
 * The one logger of the process: Fastify's own (server/app.ts hands it over as
 * `loggerInstance`) and `services.log` for loaders, actions and features. Log structured
 * fields (`{ err, form, status }`), never personal data: no e-mail addresses, names,
 * tokens, cookies or passwords. Errors go under `err` (pino serialises message and stack).
 */
export type Logger = PinoLogger;

/**
 * How much log output waits in memory for a slow reader (a stalled collector, a full disk)
 * before lines are dropped and counted in `log_lines_dropped_total` (ADR 204): writes never
 * block the event loop, and the memory they hold is bounded.
 */
export const LOG_BUFFER_BYTES = 4 * 1024 * 1024;

export function createLogger(
  level: string,
  destination?: DestinationStream,
  bufferBytes = LOG_BUFFER_BYTES,
): Logger {
  // Errors lose the values a database error carries (ADR 150): see log-serializers.server.ts.
  const options = { level, serializers: { err: serializeError } };
  return pino(options, destination ?? boundedStdout(bufferBytes));
}

function boundedStdout(bufferBytes: number): DestinationStream {
  const stream = pino.destination({ dest: 1, sync: false, maxLength: bufferBytes });
  stream.on("drop", (data: string) => {
    metrics.logLinesDropped.inc(Math.max(1, data.split("\n").length - 1));
  });
  return stream;
}
