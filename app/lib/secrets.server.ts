// Imported by scripts/ too: relative imports with .ts only.
import { randomBytes } from "node:crypto";
import { open, readFile, rename, rm } from "node:fs/promises";
import path from "node:path";

type Secrets = { authSecret: string; addressHashKey: string };
const KEYS = ["authSecret", "addressHashKey"] as const;

/** secrets.json exists but cannot be used: the start stops (ADR 190). */
export class SecretsError extends Error {}

async function readStored(file: string): Promise<Partial<Secrets> | null> {
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw new SecretsError(
      `Cannot read ${file}: ${(error as Error).message}. Fix its permissions or restore it from a backup; a new secret would end every session.`,
    );
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new SecretsError(
      `${file} is malformed (${(error as Error).message}). Restore it from a backup; a new secret would end every session.`,
    );
  }
  const bad =
    typeof parsed !== "object" ||
    parsed === null ||
    Array.isArray(parsed) ||
    KEYS.some(
      (k) =>
        k in parsed &&
        (typeof (parsed as Record<string, unknown>)[k] !== "string" ||
          !(parsed as Record<string, string>)[k]),
    );
  if (bad)
    throw new SecretsError(
      `${file} is malformed (expected an object of non-empty strings ${KEYS.join(", ")}). Restore it from a backup.`,
    );
  return parsed as Partial<Secrets>;
}

/** Writes the file whole or not at all: a temporary file, fsynced, renamed over it. */
async function writeWhole(file: string, text: string): Promise<void> {
  const temp = `${file}.${randomBytes(6).toString("hex")}.tmp`;
  try {
    const handle = await open(temp, "wx", 0o600);
    try {
      await handle.writeFile(text);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temp, file);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
  // The rename itself survives a power cut once the folder is synced.
  const dir = await open(path.dirname(file), "r");
  try {
    await dir.sync();
  } finally {
    await dir.close();
  }
}

/**
 * Secrets not given in the environment are generated once and kept in DATA_DIR
 * (secrets.json, mode 0600). The admin CLI reads the same file when no server runs.
 * A file that exists but cannot be read or parsed stops the start (SecretsError, ADR 190):
 * a silently generated secret would end every session and break the paid-address hashes.
 */
export async function loadSecrets(dataDir: string, given: Partial<Secrets> = {}): Promise<Secrets> {
  const file = path.join(dataDir, "secrets.json");
  const stored = (await readStored(file)) ?? {};
  const generate = () => randomBytes(32).toString("base64url");
  const kept = {
    authSecret: stored.authSecret ?? generate(),
    addressHashKey: stored.addressHashKey ?? generate(),
  };
  if (kept.authSecret !== stored.authSecret || kept.addressHashKey !== stored.addressHashKey)
    await writeWhole(file, JSON.stringify({ ...stored, ...kept }, null, 2));
  return {
    authSecret: given.authSecret ?? kept.authSecret,
    addressHashKey: given.addressHashKey ?? kept.addressHashKey,
  };
}
