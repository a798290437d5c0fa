import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import {
  parseHeroBeacon,
  parseQuizBeacon,
} from "../../app/features/experiments/experiments.schema.ts";
import { recordHeroBeacon } from "../../app/features/experiments/experiments.server.ts";
import { recordQuizStep } from "../../app/features/experiments/quiz-funnel.server.ts";
import type { Services } from "../../app/domain/services.server.ts";
import { clientNetwork } from "../../app/lib/client-network.ts";

/**
 * POST /api/events: the hero A/B beacon (ADR 010); POST /api/quiz-events: the quizzes' funnel
 * steps (ADR 186). Each validates its input, is rate limited per IP, and stores nothing (still
 * 204) for visitors who did not allow measurement.
 */
export async function registerEvents(scope: FastifyInstance, services: Services): Promise<void> {
  const { env } = services;
  const { secure } = env;
  const rule = { window: env.RATE_LIMIT_WINDOW_SECONDS, max: env.RATE_LIMIT_BEACON_MAX };

  /** The checks both beacons share; false when the reply has been sent. */
  const admitted = async (req: FastifyRequest, reply: FastifyReply) => {
    reply.header("cache-control", "no-store");
    // Another site may not write into our figures (the consent cookie is SameSite=Strict too).
    if (req.headers["sec-fetch-site"] === "cross-site") {
      await reply.status(403).send({ error: "Cross-site events are not accepted." });
      return false;
    }
    const limit = await services.consume(`beacon:${clientNetwork(req.ip)}`, rule);
    if (!limit.allowed) {
      reply.header("retry-after", String(limit.retryAfter ?? rule.window));
      await reply
        .status(429)
        .send({ error: "Too many events from this address. Please try again later." });
      return false;
    }
    return true;
  };
  const gpcOf = (req: FastifyRequest) => req.headers["sec-gpc"] as string | undefined;

  scope.post("/api/events", async (req, reply) => {
    if (!(await admitted(req, reply))) return reply;
    const parsed = parseHeroBeacon(req.body);
    if (!parsed.ok) return reply.status(400).send({ error: parsed.message });
    const outcome = await recordHeroBeacon(
      services,
      {
        cookieHeader: req.headers.cookie,
        gpcHeader: gpcOf(req),
        bodyVariant: parsed.event.variant,
        bodyVisitor: parsed.event.visitor,
        eventType: parsed.event.event_type,
      },
      { secure },
    );
    if (outcome.setCookie) reply.header("set-cookie", outcome.setCookie);
    return reply.status(204).send();
  });

  scope.post("/api/quiz-events", async (req, reply) => {
    if (!(await admitted(req, reply))) return reply;
    const parsed = parseQuizBeacon(req.body);
    if (!parsed.ok) return reply.status(400).send({ error: parsed.message });
    await recordQuizStep(services.database.db, parsed.event, {
      cookieHeader: req.headers.cookie,
      gpc: gpcOf(req)?.trim() === "1",
    });
    return reply.status(204).send();
  });
}
