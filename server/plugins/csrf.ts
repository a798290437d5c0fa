import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { trustedOrigins } from "../../app/lib/trusted-origins.ts";

/**
 * CSRF, for every state-changing request (forms, actions, better-auth, JSON endpoints):
 * a browser sends Origin on such requests, so one naming another site is refused before
 * any handler runs. No Origin (curl, server-to-server) falls back to Sec-Fetch-Site.
 * SameSite=Lax cookies are the second layer (ADR 080). Route actions rely on this check
 * and do not repeat it. Trusted: PUBLIC_URL's origin and TRUSTED_ORIGINS, never the Host
 * header, which the client chooses (ADR 180).
 */
export default fp(
  async (app: FastifyInstance) => {
    const trusted = new Set(trustedOrigins(app.services.env));
    app.addHook("onRequest", async (req, reply) => {
      if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return;
      const origin = req.headers.origin;
      const crossSite =
        origin === undefined
          ? req.headers["sec-fetch-site"] === "cross-site"
          : !trusted.has(origin);
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
