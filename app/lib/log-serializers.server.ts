// The logger's serializers (app/lib/logger.server.ts): what of an error may reach the log.
const EMAIL = /[^\s@<>"'(),;:]+@[^\s@<>"'(),;:]+\.[A-Za-z]{2,}/g;

/**
 * The logger's error serializer: type, message, code and stack, with e-mail addresses and
 * query parameters cut out. Database errors carry the offending values (pg's `detail`,
 * Drizzle's "params:" line), which must not reach the log.
 */
type SerializedError = { type: string; message: string; stack: string; [key: string]: unknown };

export function serializeError(error: unknown, depth = 0): SerializedError {
  if (!(error instanceof Error))
    return { type: typeof error, message: scrub(String(error)), stack: "" };
  const out: SerializedError = {
    type: error.name,
    message: scrub(error.message),
    stack: scrub(error.stack ?? ""),
  };
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string" || typeof code === "number") out.code = code;
  if (error.cause && depth < 3) out.cause = serializeError(error.cause, depth + 1);
  return out;
}

export function scrub(text: string): string {
  return text
    .replace(/\nparams:[\s\S]*?(?=\n\s+at |$)/, "\nparams: [hidden]")
    .replace(EMAIL, "[email]");
}
