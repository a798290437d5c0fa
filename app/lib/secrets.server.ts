// Imported by scripts/ too: relative imports with .ts only.
import { randomBytes } from "node:crypto";
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";

type Secrets = { authSecret: string; addressHashKey: string };

/**
 * Secrets not given in the environment are generated once and kept in DATA_DIR
 * (secrets.json, mode 0600). The admin CLI reads the same file when no server runs.
 */
export async function loadSecrets(dataDir: string, given: Partial<Secrets> = {}): Promise<Secrets> {
  const file = path.join(dataDir, "secrets.json");
  let stored: Partial<Secrets> = {};
  try {
    stored = JSON.parse(await readFile(file, "utf8")) as Partial<Secrets>;
  } catch {
    // First start: fall through and create them.
  }
  const generate = () => randomBytes(32).toString("base64url");
  const kept = {
    authSecret: stored.authSecret ?? generate(),
    addressHashKey: stored.addressHashKey ?? generate(),
  };
  if (kept.authSecret !== stored.authSecret || kept.addressHashKey !== stored.addressHashKey) {
    await writeFile(file, JSON.stringify({ ...stored, ...kept }, null, 2), { mode: 0o600 });
  }
  return {
    authSecret: given.authSecret ?? kept.authSecret,
    addressHashKey: given.addressHashKey ?? kept.addressHashKey,
  };
}
