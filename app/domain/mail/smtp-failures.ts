// How the outbox reads a failed send (ADR 208): the reply code only (its text may hold the
// address), and whether trying again can help.

/** The SMTP reply code (or the error code) of a failed send: never its text (addresses). */
export function failureCode(error: unknown): string {
  const e = error as { responseCode?: unknown; code?: unknown };
  if (typeof e?.responseCode === "number") return `smtp ${e.responseCode}`;
  if (typeof e?.code === "string") return e.code.slice(0, 60);
  return "error";
}

/** A 5xx reply or a refused envelope will not change by trying again. */
export function isPermanent(error: unknown): boolean {
  const e = error as { responseCode?: unknown; code?: unknown };
  return (typeof e?.responseCode === "number" && e.responseCode >= 500) || e?.code === "EENVELOPE";
}
