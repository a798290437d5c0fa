import { createHmac, timingSafeEqual } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { reportAddress } from "../../app/domain/broadcasts/suppressions.server.ts";
import type { Services } from "../../app/domain/services.server.ts";
import { metrics } from "../../app/lib/metrics.server.ts";

/** How far a report's timestamp may be from the server's clock (a replayed report is refused). */
const SKEW_SECONDS = 300;

const Event = z.object({
  type: z.enum(["bounce", "complaint"]),
  email: z.string().trim().email().max(320),
});
/** One event, or `{ "events": [...] }` (up to 100). */
const Body = z.union([Event, z.object({ events: z.array(Event).min(1).max(100) })]);

/** The signature the operator's relay sends: hex HMAC-SHA256 of '<timestamp>.<raw body>'. */
export function mailEventsSignature(secret: string, timestamp: string, body: string): string {
  return createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex");
}

/**
 * POST /api/mail-events (ADR 213, docs/deploy.md 'Bounces and complaints'): the mail
 * provider's later bounces and spam complaints, signed with MAIL_EVENTS_SECRET. A bounce
 * suppresses the member's address for list e-mail; a complaint also takes them off every list.
 * Without MAIL_EVENTS_SECRET the endpoint does not exist. Logs counts, never addresses.
 */
export async function registerMailEvents(scope: FastifyInstance, services: Services) {
  const secret = services.env.MAIL_EVENTS_SECRET;
  if (!secret) return;
  scope.post("/api/mail-events", async (req, reply) => {
    reply.header("cache-control", "no-store");
    const raw = Buffer.isBuffer(req.body) ? req.body.toString("utf8") : "";
    const timestamp = String(req.headers["x-mail-events-timestamp"] ?? "");
    const given = Buffer.from(String(req.headers["x-mail-events-signature"] ?? ""), "utf8");
    const expected = Buffer.from(mailEventsSignature(secret, timestamp, raw), "utf8");
    const fresh =
      /^\d{1,12}$/.test(timestamp) &&
      Math.abs(Date.now() / 1000 - Number(timestamp)) <= SKEW_SECONDS;
    if (!fresh || given.length !== expected.length || !timingSafeEqual(given, expected))
      return reply.status(401).send({ error: "Bad or missing signature." });
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      return reply.status(400).send({ error: "The body is not JSON." });
    }
    const parsed = Body.safeParse(json);
    if (!parsed.success) return reply.status(400).send({ error: "Not a bounce or complaint." });
    const events = "events" in parsed.data ? parsed.data.events : [parsed.data];
    let members = 0;
    for (const event of events) {
      members += await reportAddress(services.database.db, event.email, event.type);
      metrics.mailEvents.inc({ type: event.type });
    }
    services.log.info({ events: events.length, members }, "mail events received");
    return reply.status(200).send({ received: events.length, members });
  });
}
