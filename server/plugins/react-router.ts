import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { createRequestHandler, type ServerBuild } from "react-router";
import { sendFetchResponse, toFetchRequest } from "../fetch-bridge.ts";
import { refuseUnreadableForm } from "./body-parsing.ts";
import { contentSecurityPolicy } from "./security-headers.ts";

/**
 * Every path not served before (static files, /api) goes to React Router: loaders and
 * actions get `services`, a per-request CSP nonce and the proxy-aware client address.
 */
export default async function reactRouter(
  app: FastifyInstance,
  opts: { serverBuild: ServerBuild },
) {
  const { services } = app;
  const handleRequest = createRequestHandler(opts.serverBuild, "production");
  app.route({
    method: ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"],
    url: "*",
    preHandler: refuseUnreadableForm,
    handler: async (req, reply) => {
      const nonce = randomBytes(16).toString("base64");
      const response = await handleRequest(toFetchRequest(req, reply), {
        services,
        nonce,
        clientIp: req.ip,
      });
      return sendFetchResponse(reply, response, {
        "content-security-policy": contentSecurityPolicy([`'nonce-${nonce}'`], services.env.secure),
      });
    },
  });
}
