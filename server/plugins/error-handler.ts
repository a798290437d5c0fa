import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { countDatabaseError, routeOf } from "../observability.ts";

/** One error handler: expected (4xx) errors keep their message, 5xx details stay in the log. */
export default fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler(
      (error: Error & { statusCode?: number; validation?: unknown }, req, reply) => {
        const status =
          error.statusCode && error.statusCode >= 400
            ? error.statusCode
            : error.validation
              ? 400
              : 500;
        if (status >= 500) {
          countDatabaseError(error);
          // The route pattern, never the URL: query strings carry tokens (ADR 150).
          req.log.error({ err: error, method: req.method, route: routeOf(req) }, "request failed");
          return reply
            .status(status)
            .send({ error: "Something went wrong on our side. Please try again." });
        }
        return reply.status(status).send({ error: error.message });
      },
    );
  },
  { name: "error-handler" },
);
