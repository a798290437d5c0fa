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

/**
 * Mailgun's own webhook (docs/deploy.md): `signature` {timestamp, token, signature: hex
 * HMAC-SHA256 of timestamp + token under the webhook signing key}, and `event-data` {event,
 * severity, recipient}. A permanent 'failed' is a bounce, 'complained' a complaint.
 */
const Mailgun = z.object({
  signature: z.object({
    timestamp: z.string().regex(/^\d{1,12}$/),
    token: z.string().min(1).max(200),
    signature: z.string().regex(/^[0-9a-f]{64}$/),
  }),
  "event-data": z.object({
    event: z.string().max(40),
    severity: z.string().max(40).optional(),
    recipient: z.string().max(320).optional(),
  }),
});

const fresh = (timestamp: string) =>
  /^\d{1,12}$/.test(timestamp) && Math.abs(Date.now() / 1000 - Number(timestamp)) <= SKEW_SECONDS;

function sameHex(given: string, expected: string) {
  const a = Buffer.from(given, "utf8");
  const b = Buffer.from(expected, "utf8");
  return a.length === b.length && timingSafeEqual(a, b);
}

/** A Mailgun report this server can trust, as our events; null when it is not one. */
function mailgunEvents(secret: string, json: unknown): Event[] | null {
  const parsed = Mailgun.safeParse(json);
  if (!parsed.success) return null;
  const { timestamp, token, signature } = parsed.data.signature;
  const expected = createHmac("sha256", secret)
    .update(timestamp + token)
    .digest("hex");
  if (!fresh(timestamp) || !sameHex(signature, expected)) return null;
  const data = parsed.data["event-data"];
  const email = Event.shape.email.safeParse(data.recipient ?? "");
  if (!email.success) return [];
  if (data.event === "complained") return [{ type: "complaint", email: email.data }];
  if (data.event === "failed" && data.severity === "permanent")
    return [{ type: "bounce", email: email.data }];
  return [];
}

type Event = z.infer<typeof Event>;

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
    const given = String(req.headers["x-mail-events-signature"] ?? "");
    const signed = fresh(timestamp) && sameHex(given, mailEventsSignature(secret, timestamp, raw));
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      json = undefined;
    }
    // Mailgun signs inside the body; everything else signs with our headers.
    const fromMailgun = signed ? null : mailgunEvents(secret, json);
    if (!signed && !fromMailgun)
      return reply.status(401).send({ error: "Bad or missing signature." });
    let events: Event[];
    if (fromMailgun) events = fromMailgun;
    else {
      const parsed = Body.safeParse(json);
      if (!parsed.success) return reply.status(400).send({ error: "Not a bounce or complaint." });
      events = "events" in parsed.data ? parsed.data.events : [parsed.data];
    }
    let members = 0;
    for (const event of events) {
      members += await reportAddress(services.database.db, event.email, event.type);
      metrics.mailEvents.inc({ type: event.type });
    }
    services.log.info({ events: events.length, members }, "mail events received");
    return reply.status(200).send({ received: events.length, members });
  });
}
