import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

/**
 * CSRF, for every state-changing request (forms, actions, better-auth, JSON endpoints):
 * a browser sends Origin on such requests, so one naming another site is refused before
 * any handler runs. No Origin (curl, server-to-server) falls back to Sec-Fetch-Site.
 * SameSite=Lax cookies are the second layer (ADR 080). Route actions rely on this check
 * and do not repeat it.
 */
export default fp(
  async (app: FastifyInstance) => {
    const publicOrigin = app.services.env.origin;
    app.addHook("onRequest", async (req, reply) => {
      if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return;
      const origin = req.headers.origin;
      const crossSite =
        origin === undefined
          ? req.headers["sec-fetch-site"] === "cross-site"
          : origin !== publicOrigin && origin !== `${req.protocol}://${req.host}`;
      if (crossSite) {
        return reply
          .status(403)
          .header("cache-control", "no-store")
          .send({ error: "Cross-site request refused." });
      }
    });
  },
  { name: "csrf" },
);
