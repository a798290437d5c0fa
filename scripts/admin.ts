// Operator CLI: `npm run admin -- grant <email>` | `revoke <email>` (decision 6).
// On the embedded database it talks to the running server over its Unix socket in
// DATA_DIR (PGlite allows one process per data folder); with no server running it
// takes the DATA_DIR lock and opens the database itself. With DATABASE_URL it
// connects to PostgreSQL directly.
import { existsSync, mkdirSync } from "node:fs";
import { request } from "node:http";
import { migrate, openDatabase } from "../app/lib/db.server.ts";
import { EnvError, parseEnv } from "../app/lib/env.server.ts";
import { setAdminRole, UnknownUserError } from "../app/lib/roles.server.ts";
import { adminSocketPath } from "../server/admin-channel.ts";
import { DataDirLockedError, lockDataDir } from "../server/data-dir-lock.ts";

const USAGE = "Usage: npm run admin -- grant <email> | revoke <email>";

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

function viaSocket(socketPath: string, action: string, email: string) {
  return new Promise<{ status: number; body: { error?: string; changed?: boolean } }>(
    (resolve, reject) => {
      const req = request(
        {
          socketPath,
          path: "/roles",
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
      req.end(JSON.stringify({ action, email }));
    },
  );
}

const [action, email, ...rest] = process.argv.slice(2);
if ((action !== "grant" && action !== "revoke") || !email || rest.length > 0) fail(USAGE);
if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) fail(`Not an e-mail address: ${email}`);

let env;
try {
  env = parseEnv();
} catch (error) {
  if (error instanceof EnvError) fail(error.message);
  throw error;
}

const done = (changed: boolean | undefined) => {
  const verb = action === "grant" ? "is now an admin" : "is no longer an admin";
  console.log(`${email} ${verb}${changed ? "" : " (no change)"}.`);
  process.exit(0);
};

if (!env.DATABASE_URL && existsSync(adminSocketPath(env.dataDir))) {
  try {
    const { status, body } = await viaSocket(adminSocketPath(env.dataDir), action, email);
    if (status === 200) done(body.changed);
    fail(body.error ?? `The server answered ${status}.`);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    // A socket left by a server that is gone: fall through to opening the database.
    if (code !== "ECONNREFUSED" && code !== "ENOENT") throw error;
  }
}

mkdirSync(env.dataDir, { recursive: true });
let lock: { release(): void } | null = null;
if (!env.DATABASE_URL) {
  try {
    lock = lockDataDir(env.dataDir, "admin CLI");
  } catch (error) {
    if (error instanceof DataDirLockedError) fail(error.message);
    throw error;
  }
}
const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.dataDir, poolSize: 1 });
try {
  await migrate(database);
  const { changed } = await setAdminRole(database.db, email, action === "grant");
  await database.close();
  lock?.release();
  done(changed);
} catch (error) {
  await database.close().catch(() => {});
  lock?.release();
  if (error instanceof UnknownUserError) fail(error.message);
  throw error;
}
