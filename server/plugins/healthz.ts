import type { FastifyInstance } from "fastify";
import { serverErrorText } from "../../app/content/server-errors.ts";
import { metrics } from "../../app/lib/metrics.server.ts";

const PING_TIMEOUT_MS = 2000;

/**
 * GET /healthz: 200 while the database answers within the timeout; 503 'database unavailable'
 * otherwise (ADR 201), so a load balancer sends no one to an instance that cannot serve.
 */
export default async function healthz(app: FastifyInstance) {
  const { database } = app.services;
  app.get("/healthz", async (_req, reply) => {
    // Stopping (ADR 202): the load balancer stops sending new requests here first.
    if (app.lifecycle.stopping)
      return reply
        .status(503)
        .header("cache-control", "no-store")
        .send({ status: "unavailable", error: "stopping" });
    try {
      await Promise.race([
        database.ping(),
        new Promise((_, reject) =>
          setTimeout(() => reject(new Error("database ping timed out")), PING_TIMEOUT_MS),
        ),
      ]);
      return reply
        .header("cache-control", "no-store")
        .send({ status: "ok", database: database.kind });
    } catch (err) {
      metrics.dbErrors.inc();
      app.log.warn({ err }, "health check failed");
      return reply
        .status(503)
        .header("cache-control", "no-store")
        .header("retry-after", String(serverErrorText.retryAfterSeconds))
        .send({ status: "unavailable", error: "database unavailable" });
    }
  });
}
