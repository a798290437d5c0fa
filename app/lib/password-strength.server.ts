// Common-password check (ADR 180): on top of the spec's 6-character minimum,
// refuse passwords in zxcvbn's common-password dictionary or scored 0 by its estimator.
// Server only, no network; the dictionaries (a few MB) load on the first check, so a
// server that nobody signs up to never holds them.
import type { ZxcvbnFactory } from "@zxcvbn-ts/core";

export const PASSWORD_TOO_COMMON = "This password is too common. Please choose another.";

let factory: Promise<ZxcvbnFactory> | null = null;

async function load(): Promise<ZxcvbnFactory> {
  const [{ ZxcvbnFactory }, common] = await Promise.all([
    import("@zxcvbn-ts/core"),
    import("@zxcvbn-ts/language-common"),
  ]);
  return new ZxcvbnFactory({
    dictionary: { ...common.dictionary },
    graphs: common.adjacencyGraphs,
  });
}

/** Whether a password is too common to accept (length rules are checked elsewhere). */
export async function passwordTooCommon(password: string): Promise<boolean> {
  if (!password) return false;
  factory ??= load().catch((error: unknown) => {
    factory = null;
    throw error;
  });
  const result = (await factory).check(password.slice(0, 128));
  if (result.score === 0) return true;
  return result.sequence.some(
    (match) =>
      match.pattern === "dictionary" &&
      match.dictionaryName === "passwords" &&
      match.token.length === password.length,
  );
}
