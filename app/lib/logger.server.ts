import { pino, type DestinationStream, type Logger as PinoLogger } from "pino";

/**
 * The one logger of the process: Fastify's own (server/app.ts hands it over as
 * `loggerInstance`) and `services.log` for loaders, actions and features. Log structured
 * fields (`{ err, form, status }`), never personal data: no e-mail addresses, names,
 * tokens, cookies or passwords. Errors go under `err` (pino serialises message and stack).
 */
export type Logger = PinoLogger;

export function createLogger(level: string, destination?: DestinationStream): Logger {
  return destination ? pino({ level }, destination) : pino({ level });
}
