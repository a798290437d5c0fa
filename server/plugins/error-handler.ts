import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { isDatabaseUnavailable } from "../../app/lib/db-trouble.server.ts";
import { sendServerError } from "../error-pages.ts";
import { countDatabaseError, routeOf } from "../observability.ts";

/**
 * One error handler: expected (4xx) errors keep their message, 5xx details stay in the log.
 * A database that cannot be reached is 503 with Retry-After (ADR 201); a person's browser
 * gets the site's page, a script JSON.
 */
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
          const unavailable = isDatabaseUnavailable(error);
          // The route pattern, never the URL: query strings carry tokens (ADR 150).
          const fields = { err: error, method: req.method, route: routeOf(req) };
          if (unavailable) req.log.warn(fields, "request failed: database unavailable");
          else req.log.error(fields, "request failed");
          return sendServerError(req, reply, unavailable ? "unavailable" : "failed");
        }
        return reply.status(status).send({ error: error.message });
      },
    );
  },
  { name: "error-handler" },
);
