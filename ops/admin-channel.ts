import { createServer, type Server } from "node:http";
import { rmSync } from "node:fs";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import path from "node:path";
import { setAdminRole, UnknownUserError } from "../app/domain/accounts/roles.server.ts";
import type { Db } from "../app/lib/db.server.ts";
import type { DeletionDeps } from "../app/domain/accounts/account-deletion.server.ts";
import { PRIVACY_ACTIONS, privacyCommand, type PrivacyAction } from "./privacy-command.ts";

/**
 * The admin CLI's channel to a running server on the embedded database (ADR 005):
 * an HTTP server on a Unix socket inside DATA_DIR, reachable only by local users
 * who can read DATA_DIR (mode 0600). It speaks POST /roles, POST /privacy and POST /backup
 * (the archive of ops/backup.ts, taken while the database holds its writes).
 */
export const adminSocketPath = (dataDir: string) => path.join(dataDir, "admin.sock");

export async function startAdminChannel(
  dataDir: string,
  db: Db,
  privacy?: Omit<DeletionDeps, "db">,
  backup?: () => Promise<Readable>,
): Promise<Server> {
  const socket = adminSocketPath(dataDir);
  rmSync(socket, { force: true });
  const server = createServer(async (req, res) => {
    const reply = (status: number, body: object) => {
      res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
    };
    if (req.method === "POST" && req.url === "/backup" && backup) {
      let archive: Readable;
      try {
        archive = await backup();
      } catch (error) {
        return reply(500, { error: (error as Error).message });
      }
      // Streamed: a failure half-way cuts the response, which the CLI reports as an error.
      res.writeHead(200, { "content-type": "application/octet-stream" });
      return pipeline(archive, res).catch(() => res.destroy());
    }
    const known = req.url === "/roles" || (req.url === "/privacy" && privacy);
    if (req.method !== "POST" || !known) return reply(404, { error: "Not found" });
    let raw = "";
    for await (const chunk of req) {
      raw += chunk;
      if (raw.length > 4096) return reply(413, { error: "Request too large" });
    }
    try {
      const { action, email } = JSON.parse(raw) as { action?: string; email?: string };
      if (req.url === "/privacy" && privacy) {
        if (!PRIVACY_ACTIONS.includes(action as PrivacyAction) || typeof email !== "string")
          return reply(400, { error: "Expected {action: export|delete, email}" });
        return reply(200, await privacyCommand({ ...privacy, db }, action as PrivacyAction, email));
      }
      if ((action !== "grant" && action !== "revoke") || typeof email !== "string") {
        return reply(400, { error: "Expected {action: grant|revoke, email}" });
      }
      return reply(200, await setAdminRole(db, email, action === "grant"));
    } catch (error) {
      if (error instanceof UnknownUserError) return reply(404, { error: error.message });
      return reply(500, { error: (error as Error).message });
    }
  });
  // Created under umask 077 (ADR 190): the socket is never reachable by another local
  // user, not even between its creation and the chmod below.
  const umask = process.umask(0o077);
  try {
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(socket, () => resolve());
    });
  } finally {
    process.umask(umask);
  }
  const { chmodSync } = await import("node:fs");
  chmodSync(socket, 0o600);
  return server;
}
