import type { FastifyInstance } from "fastify";
import { parseHeroBeacon } from "../../app/features/experiments/experiments.schema.ts";
import { recordHeroBeacon } from "../../app/features/experiments/experiments.server.ts";
import type { Services } from "../../app/lib/services.server.ts";
import { clientNetwork } from "../../app/lib/client-network.ts";

/**
 * POST /api/events: the hero A/B beacon (ADR 010). Validates its input, is rate limited
 * per IP, and stores nothing (still 204) for visitors who did not allow measurement.
 */
export async function registerEvents(scope: FastifyInstance, services: Services): Promise<void> {
  const { env } = services;
  const { secure } = env;
  const rule = { window: env.RATE_LIMIT_WINDOW_SECONDS, max: env.RATE_LIMIT_BEACON_MAX };

  scope.post("/api/events", async (req, reply) => {
    reply.header("cache-control", "no-store");
    // Another site may not write into our test (the consent cookie is SameSite=Strict too).
    if (req.headers["sec-fetch-site"] === "cross-site") {
      return reply.status(403).send({ error: "Cross-site events are not accepted." });
    }
    const limit = await services.consume(`beacon:${clientNetwork(req.ip)}`, rule);
    if (!limit.allowed) {
      reply.header("retry-after", String(limit.retryAfter ?? rule.window));
      return reply
        .status(429)
        .send({ error: "Too many events from this address. Please try again later." });
    }
    const parsed = parseHeroBeacon(req.body);
    if (!parsed.ok) return reply.status(400).send({ error: parsed.message });
    const outcome = await recordHeroBeacon(
      services.database.db,
      {
        cookieHeader: req.headers.cookie,
        gpcHeader: req.headers["sec-gpc"] as string | undefined,
        bodyVariant: parsed.event.variant,
        eventType: parsed.event.event_type,
      },
      { secure },
    );
    if (outcome.setCookie) reply.header("set-cookie", outcome.setCookie);
    return reply.status(204).send();
  });
}
