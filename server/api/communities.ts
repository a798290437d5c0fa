import type { FastifyInstance } from "fastify";
import { publicCommunitiesOf } from "../../app/domain/attribution/communities.server.ts";
import type { Services } from "../../app/domain/services.server.ts";

/** How long browsers and caches may reuse the list (the issue: at most every 10 minutes). */
const MAX_AGE_SECONDS = 600;

/**
 * GET /api/communities: 'Already waiting in your community' for /launch-arena, fetched after
 * load so the page's first paint never waits for it (ADR 193). Public and cacheable: only
 * communities with at least 10 confirmed members, each count rounded down to tens.
 */
export async function registerCommunities(
  scope: FastifyInstance,
  services: Services,
): Promise<void> {
  scope.get("/api/communities", async (req, reply) => {
    try {
      const communities = await publicCommunitiesOf(services).get();
      return reply
        .header("cache-control", `public, max-age=${MAX_AGE_SECONDS}`)
        .send({ communities });
    } catch (err) {
      req.log.error({ err }, "public communities unavailable");
      return reply
        .status(503)
        .header("cache-control", "no-store")
        .send({ error: "The list is not available right now." });
    }
  });
}
