// Operator CLI (docs/architecture.md D6, ADR 140):
//   npm run admin -- grant <email> | revoke <email>
//   npm run admin -- privacy export <email> | privacy delete <email>
// On the embedded database it talks to the running server over its Unix socket in
// DATA_DIR (PGlite allows one process per data folder); with no server running it
// takes the DATA_DIR lock and opens the database itself. With DATABASE_URL it
// connects to PostgreSQL directly.
import { existsSync, mkdirSync } from "node:fs";
import { request } from "node:http";
import { createAvatarStore } from "../app/lib/avatar.server.ts";
import type { DeletionSummary } from "../app/domain/accounts/account-deletion.server.ts";
import { migrate, openDatabase, type Db } from "../app/lib/db.server.ts";
import { parseEnvOr } from "../app/lib/env.server.ts";
import { setAdminRole, UnknownUserError } from "../app/domain/accounts/roles.server.ts";
import { loadSecrets } from "../app/lib/secrets.server.ts";
import { adminSocketPath } from "../ops/admin-channel.ts";
import { lockDataDirOr } from "../ops/data-dir-lock.ts";
import { describeDeletion, privacyCommand, type PrivacyAction } from "../ops/privacy-command.ts";

const USAGE =
  "Usage: npm run admin -- grant <email> | revoke <email> | privacy export <email> | privacy delete <email>";

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

function viaSocket(socketPath: string, route: string, payload: object) {
  return new Promise<{ status: number; body: Record<string, unknown> & { error?: string } }>(
    (resolve, reject) => {
      const req = request(
        {
          socketPath,
          path: route,
          method: "POST",
          headers: { "content-type": "application/json" },
        },
        (res) => {
          let raw = "";
          res.on("data", (c) => (raw += c));
          res.on("end", () => {
            try {
              resolve({ status: res.statusCode ?? 500, body: JSON.parse(raw) });
            } catch (error) {
              reject(error);
            }
          });
        },
      );
      req.on("error", reject);
      req.end(JSON.stringify(payload));
    },
  );
}

const args = process.argv.slice(2);
const privacy = args[0] === "privacy";
const [action, email, ...rest] = privacy ? args.slice(1) : args;
const known = privacy
  ? action === "export" || action === "delete"
  : action === "grant" || action === "revoke";
if (!known || !email || rest.length > 0) fail(USAGE);
if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) fail(`Not an e-mail address: ${email}`);

const env = parseEnvOr(fail);

/** Prints the outcome of a command (from the server or run here) and exits 0. */
function done(body: Record<string, unknown>): never {
  if (privacy && action === "export") console.log(JSON.stringify(body, null, 2));
  else if (privacy) console.log(describeDeletion(email, body as DeletionSummary));
  else {
    const verb = action === "grant" ? "is now an admin" : "is no longer an admin";
    console.log(`${email} ${verb}${body.changed ? "" : " (no change)"}.`);
  }
  process.exit(0);
}

if (!env.DATABASE_URL && existsSync(adminSocketPath(env.dataDir))) {
  try {
    const { status, body } = await viaSocket(
      adminSocketPath(env.dataDir),
      privacy ? "/privacy" : "/roles",
      { action, email },
    );
    if (status === 200) done(body);
    fail(body.error ?? `The server answered ${status}.`);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    // A socket left by a server that is gone: fall through to opening the database.
    if (code !== "ECONNREFUSED" && code !== "ENOENT") throw error;
  }
}

async function runHere(db: Db): Promise<Record<string, unknown>> {
  if (!privacy) return setAdminRole(db, email, action === "grant");
  const { addressHashKey } = await loadSecrets(env.dataDir, {
    addressHashKey: env.ADDRESS_HASH_SECRET,
  });
  const deps = { db, addressHashKey, removeAvatar: createAvatarStore(env).remove };
  return privacyCommand(deps, action as PrivacyAction, email);
}

mkdirSync(env.dataDir, { recursive: true });
let lock: { release(): void } | null = null;
if (!env.DATABASE_URL) {
  lock = lockDataDirOr(env.dataDir, "admin CLI", fail);
}
const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.dataDir, poolSize: 1 });
try {
  await migrate(database);
  const body = await runHere(database.db);
  await database.close();
  lock?.release();
  done(body);
} catch (error) {
  await database.close().catch(() => {});
  lock?.release();
  if (error instanceof UnknownUserError) fail(error.message);
  throw error;
}
