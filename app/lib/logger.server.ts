import { pino, type DestinationStream, type Logger as PinoLogger } from "pino";
import { serializeError } from "./log-serializers.server.ts";

/**
 * The one logger of the process: Fastify's own (server/app.ts hands it over as
 * `loggerInstance`) and `services.log` for loaders, actions and features. Log structured
 * fields (`{ err, form, status }`), never personal data: no e-mail addresses, names,
 * tokens, cookies or passwords. Errors go under `err` (pino serialises message and stack).
 */
export type Logger = PinoLogger;

export function createLogger(level: string, destination?: DestinationStream): Logger {
  // Errors lose the values a database error carries (ADR 150): see log-serializers.server.ts.
  const options = { level, serializers: { err: serializeError } };
  return destination ? pino(options, destination) : pino(options);
}
