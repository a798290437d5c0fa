import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

/**
 * Stopping without dropping (ADR 202). Once `app.lifecycle.stopping` is set (SIGTERM,
 * server/main.ts), /healthz fails and every response says `Connection: close`, so a
 * keep-alive client (nginx's upstream pool) closes the connection after the answer it is
 * getting instead of sending the next request into a closing server.
 */
export default fp(
  async (app: FastifyInstance) => {
    app.decorate("lifecycle", { stopping: false });
    app.addHook("onRequest", async (_req, reply) => {
      if (app.lifecycle.stopping) reply.header("connection", "close");
    });
  },
  { name: "draining" },
);

declare module "fastify" {
  interface FastifyInstance {
    lifecycle: { stopping: boolean };
  }
}
