import { Readable } from "node:stream";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { databaseWasUnavailable, trackDatabaseTrouble } from "../../app/lib/db-trouble.server.ts";
import { prepareServerError, serverErrorBody } from "../error-pages.ts";

/**
 * Database trouble is the server's (docs/architecture.md D27, ADR 201): a request that met an
 * unreachable database (after the database layer's one retry) and failed is answered 503
 * with Retry-After and the site's own page, whatever the route made of the failure —
 * better-auth's 'Failed to create user' (422), a loader's error boundary (500), a page's
 * redirect to /login because no session could be read.
 */
export default fp(
  async (app: FastifyInstance) => {
    app.addHook("onRequest", (_req, _reply, done) => trackDatabaseTrouble(done));
    app.addHook("onSend", async (req, reply, payload) => {
      // A read redirected for want of data (no session found: off to /login) failed too.
      const failed =
        reply.statusCode >= 400 ||
        (req.method === "GET" && reply.statusCode >= 300 && reply.statusCode < 400);
      if (!failed || !databaseWasUnavailable()) return payload;
      if (reply.statusCode === 503 && reply.hasHeader("retry-after")) return payload;
      if (payload instanceof Readable) payload.destroy();
      prepareServerError(reply, "unavailable");
      const { body, type } = serverErrorBody(req, "unavailable");
      reply.type(type);
      return body;
    });
  },
  { name: "database-trouble" },
);
