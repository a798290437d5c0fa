// Shared by the operator scripts (backup, restore): how they fail and read the environment.
import { parseEnvOr, type Env } from "../app/lib/env.server.ts";

/** Prints the message to stderr and exits with status 1. */
export function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/** The validated environment, or a failure naming the bad variable. */
export function envOrFail(): Env {
  return parseEnvOr(fail);
}
