// Rules for user-chosen display text (names, nicknames), shared by the forms' schemas
// and by better-auth's database hooks so that no path (form, /api/auth/*) stores a name
// that renders misleadingly. Pure; relative .ts imports only: used by server/ (native Node) too.
import { NAME_MAX_LENGTH } from "./limits.ts";

/** Control characters, bidi overrides/isolates and zero-width characters. */
export const FORBIDDEN_TEXT =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/;

/** NFC, trimmed, inner whitespace collapsed. */
export function tidyText(value: string): string {
  return value.normalize("NFC").trim().replace(/\s+/g, " ");
}

/** Null when the name is acceptable, else the reason. */
export function nameProblem(value: unknown): string | null {
  if (typeof value !== "string") return "Name is required";
  const tidy = tidyText(value);
  if (!tidy) return "Name is required";
  if (tidy.length > NAME_MAX_LENGTH) return `Name must be at most ${NAME_MAX_LENGTH} characters`;
  if (FORBIDDEN_TEXT.test(tidy)) return "Name contains characters that are not allowed";
  return null;
}
