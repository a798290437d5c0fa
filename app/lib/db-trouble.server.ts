// Database trouble is the server's, not the visitor's (docs/architecture.md D27, ADR 201).
// Which failures of a query are transient, the one retry where repeating is safe, and a
// per-request note that the database was unreachable, which the host turns into 503 with
// Retry-After whatever the route made of the failure (better-auth answers 'Failed to create
// user', a loader's error boundary 500).
import { AsyncLocalStorage } from "node:async_hooks";
import { metrics } from "./metrics.server.ts";

/** SQLSTATEs and socket errors that mean 'no database right now', not 'bad query'. */
const UNAVAILABLE_CODES = new Set([
  "57P01", // admin_shutdown: pg_ctl -m fast stop/restart terminated the backend
  "57P02", // crash_shutdown
  "57P03", // cannot_connect_now: starting up or shutting down
  "53300", // too_many_connections
  "08000",
  "08001",
  "08003",
  "08004",
  "08006",
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
]);
const UNAVAILABLE_MESSAGES =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|not queryable|Client was closed/i;

/** Codes after which the statement certainly did not commit: repeating it is safe. */
const REPEATABLE_CODES = new Set(["40001", "40P01", "57P01", "57P02", "57P03", "53300"]);
const NEVER_SENT_CODES = new Set(["ECONNREFUSED", "EHOSTUNREACH"]);

function codes(error: unknown): string[] {
  const found: string[] = [];
  for (
    let e = error as { code?: unknown; cause?: unknown } | undefined;
    e && typeof e === "object";
    e = e.cause as typeof e
  )
    if (typeof e.code === "string") found.push(e.code);
  return found;
}

function messages(error: unknown): string {
  const found: string[] = [];
  for (
    let e = error as { message?: unknown; cause?: unknown } | undefined;
    e && typeof e === "object";
    e = e.cause as typeof e
  )
    if (typeof e.message === "string") found.push(e.message);
  return found.join(" | ");
}

/** The database could not be reached or went away (not a fault of the query). */
export function isDatabaseUnavailable(error: unknown): boolean {
  return (
    codes(error).some((c) => UNAVAILABLE_CODES.has(c)) || UNAVAILABLE_MESSAGES.test(messages(error))
  );
}

/**
 * A single statement outside a transaction (autocommit), or the acquisition of a connection,
 * that failed in a way that proves it did not commit: a serialization failure, a deadlock,
 * the backend terminated by a shutdown (PostgreSQL holds that interrupt during a commit), or
 * a connection refused before anything was sent. A connection cut mid-statement is not
 * retried: the statement may have committed.
 */
export function isRepeatable(error: unknown): boolean {
  return codes(error).some((c) => REPEATABLE_CODES.has(c) || NEVER_SENT_CODES.has(c));
}

/** How long a failed statement waits before its one retry (a restart takes about a second). */
export const RETRY_DELAY_MS = 250;

const trouble = new AsyncLocalStorage<{ unavailable: boolean }>();

/** Runs a request's handling with a note the database layer can mark. */
export function trackDatabaseTrouble<T>(fn: () => T): T {
  return trouble.run({ unavailable: false }, fn);
}

/** Marks the current request (if any) as having met an unreachable database. */
export function noteDatabaseUnavailable(error: unknown) {
  if (!isDatabaseUnavailable(error)) return;
  metrics.dbErrors.inc();
  const store = trouble.getStore();
  if (store) store.unavailable = true;
}

/** Whether the current request met an unreachable database. */
export function databaseWasUnavailable(): boolean {
  return trouble.getStore()?.unavailable ?? false;
}

/** Runs `attempt`; once more after RETRY_DELAY_MS when it failed in a repeatable way. */
export async function retryOnce<T>(attempt: () => Promise<T>): Promise<T> {
  try {
    return await attempt();
  } catch (error) {
    if (!isRepeatable(error)) {
      noteDatabaseUnavailable(error);
      throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
    try {
      return await attempt();
    } catch (again) {
      noteDatabaseUnavailable(again);
      throw again;
    }
  }
}
