// The hero A/B beacon's input (ADR 010). Shared by the browser (what it sends) and
// server/api/events.ts (what it accepts).
import { z } from "zod";

export const HERO_EVENT_TYPES = ["page_view", "click_primary_cta", "click_secondary_cta"] as const;
export type HeroEventType = (typeof HERO_EVENT_TYPES)[number];

export const HeroEventSchema = z
  .object({
    variant: z.enum(["A", "B"], { error: "variant must be 'A' or 'B'" }),
    event_type: z.enum(HERO_EVENT_TYPES, {
      error: "event_type must be one of page_view, click_primary_cta, click_secondary_cta",
    }),
  })
  .strict();

export type HeroEvent = z.infer<typeof HeroEventSchema>;

/** The anonymous visitor id kept in the vs_vid cookie: random, URL-safe, 16–64 characters. */
export const VisitorIdSchema = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/);

export type ParsedBeacon = { ok: true; event: HeroEvent } | { ok: false; message: string };

/** Parses a raw beacon body into an event, or a message that says what is wrong. */
export function parseHeroBeacon(body: unknown): ParsedBeacon {
  let text: string;
  if (typeof body === "string") text = body;
  else if (body instanceof Uint8Array) text = new TextDecoder().decode(body);
  else
    return {
      ok: false,
      message: 'Request body must be a JSON object like {"variant":"A","event_type":"page_view"}.',
    };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, message: "Request body is not valid JSON." };
  }
  if (json === null || typeof json !== "object" || Array.isArray(json)) {
    return {
      ok: false,
      message: 'Request body must be a JSON object like {"variant":"A","event_type":"page_view"}.',
    };
  }
  const result = HeroEventSchema.safeParse(json);
  if (!result.success) {
    return { ok: false, message: result.error.issues.map((issue) => issue.message).join("; ") };
  }
  return { ok: true, event: result.data };
}
