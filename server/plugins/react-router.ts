import { randomBytes } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { createRequestHandler, type ServerBuild } from "react-router";
import { requestContext } from "../../app/domain/app-context.ts";
import { sendFetchResponse, toFetchRequest } from "../fetch-bridge.ts";
import { setRoutePattern } from "../observability.ts";
import { routePatterns } from "../route-pattern.ts";
import { refuseUnreadableForm } from "./body-parsing.ts";
import { BODY_LIMITS } from "./limits.ts";
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
  const routePattern = routePatterns(opts.serverBuild);
  const handler = async (req: FastifyRequest, reply: FastifyReply) => {
    setRoutePattern(req, routePattern(req.url.split("?", 1)[0]));
    const nonce = randomBytes(16).toString("base64");
    const response = await handleRequest(
      toFetchRequest(req, reply),
      requestContext({ services, nonce, clientIp: req.ip }),
    );
    return sendFetchResponse(reply, response, {
      "content-security-policy": contentSecurityPolicy([`'nonce-${nonce}'`], services.env.secure),
    });
  };
  app.route({
    method: ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"],
    url: "*",
    preHandler: refuseUnreadableForm,
    handler,
  });
  // The few pages whose forms take more than the host's 64 KB (ADR 180).
  for (const [url, bodyLimit] of Object.entries(BODY_LIMITS))
    app.route({ method: "POST", url, bodyLimit, preHandler: refuseUnreadableForm, handler });
}
