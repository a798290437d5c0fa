import type { FastifyInstance } from "fastify";
import type { Services } from "../../app/domain/services.server.ts";
import { sendFetchResponse, toFetchRequest } from "../fetch-bridge.ts";

/** better-auth's own endpoints (sign-up, sign-in, sessions, e-mail links), never cached. */
export async function registerAuth(scope: FastifyInstance, services: Services): Promise<void> {
  scope.route({
    method: ["GET", "POST"],
    url: "/api/auth/*",
    handler: async (req, reply) => {
      const response = await services.auth.handler(toFetchRequest(req, reply));
      return sendFetchResponse(reply, response, { "cache-control": "no-store" });
    },
  });
}
