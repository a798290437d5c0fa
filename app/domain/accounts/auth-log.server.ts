// Where better-auth's own log lines go (ADR 190). Imported by auth.server.ts: relative
// imports with .ts only.
import { scrub } from "../../lib/log-serializers.server.ts";
import type { Logger } from "../../lib/logger.server.ts";

function safeJson(value: unknown): string {
  try {
    return JSON.stringify(value) ?? "";
  } catch {
    return "[unserialisable]";
  }
}

/**
 * better-auth's logger option (ADR 190): its lines go to the app's logger as
 * `component: "better-auth"`, with e-mail addresses cut out of the message and of any
 * extra values (errors through the `err` serializer, which scrubs them too).
 */
export function authLog(log: Logger) {
  return (level: "debug" | "info" | "warn" | "error", message: string, ...args: unknown[]) => {
    const err = args.find((a) => a instanceof Error);
    const rest = args.filter((a) => !(a instanceof Error));
    const fields: Record<string, unknown> = { component: "better-auth" };
    if (err) fields.err = err;
    if (rest.length) fields.details = scrub(safeJson(rest));
    log[level](fields, scrub(String(message)));
  };
}
