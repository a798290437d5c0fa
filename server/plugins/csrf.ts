import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { PATHS } from "../../app/content/paths.ts";
import { isCrossSite, trustedOrigins } from "../../app/lib/trusted-origins.ts";

/**
 * CSRF, for every state-changing request (forms, actions, better-auth, JSON endpoints):
 * a browser sends Origin on such requests, so one naming another site is refused before
 * any handler runs. No Origin (curl, server-to-server) falls back to Sec-Fetch-Site.
 * SameSite=Lax cookies are the second layer (ADR 080). Route actions rely on this check
 * and do not repeat it. Trusted: PUBLIC_URL's origin and TRUSTED_ORIGINS, never the Host
 * header, which the client chooses (ADR 180).
 *
 * One exception (RFC 8058, ADR 191): a POST to /unsubscribe that carries no cookie. Mail
 * providers send the one-click unsubscribe from their own servers, with any Origin or none;
 * without a cookie it acts for nobody but the signed token in its URL, and the route's
 * action does nothing but unsubscribe for a cross-site request.
 */
export default fp(
  async (app: FastifyInstance) => {
    const trusted = new Set(trustedOrigins(app.services.env));
    app.addHook("onRequest", async (req, reply) => {
      if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return;
      const fetchSite = req.headers["sec-fetch-site"];
      const crossSite = isCrossSite(
        {
          origin: req.headers.origin,
          secFetchSite: typeof fetchSite === "string" ? fetchSite : null,
        },
        trusted,
      );
      if (
        req.method === "POST" &&
        req.headers.cookie === undefined &&
        req.url.split("?", 1)[0] === PATHS.unsubscribe
      ) {
        // React Router refuses an action whose Origin is another site's; the request goes
        // on marked cross-site the standard way instead, which the action reads.
        if (crossSite) {
          delete req.headers.origin;
          req.headers["sec-fetch-site"] = "cross-site";
        }
        return;
      }
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
