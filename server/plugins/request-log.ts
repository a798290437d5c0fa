import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { metrics } from "../../app/lib/metrics.server.ts";
import { routeOf } from "../observability.ts";

/**
 * One JSON line per request through Fastify's logger (method, route pattern, status,
 * duration; the client address only with LOG_CLIENT_IP=on), the request id echoed in the
 * response, and the HTTP metrics. Never the URL, headers or body: they carry tokens,
 * cookies and addresses.
 */
export default fp(
  async (app: FastifyInstance) => {
    const env = app.services.env;
    const withIp = env.LOG_CLIENT_IP === "on";
    app.addHook("onRequest", async (req, reply) => {
      reply.header("x-request-id", req.id);
    });
    app.addHook("onResponse", async (req: FastifyRequest, reply: FastifyReply) => {
      const route = routeOf(req);
      const status = reply.statusCode;
      const seconds = reply.elapsedTime / 1000;
      metrics.httpRequests.inc({ method: req.method, route, status: String(status) });
      metrics.httpDuration.observe({ method: req.method, route }, seconds);
      req.log.info(
        {
          method: req.method,
          route,
          status,
          ms: Math.round(reply.elapsedTime * 10) / 10,
          ...(withIp ? { ip: req.ip } : {}),
        },
        "request",
      );
    });
  },
  { name: "request-log" },
);
