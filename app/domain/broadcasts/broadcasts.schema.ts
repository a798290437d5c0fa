import { z } from "zod";
import { BROADCAST_LIMITS as L, broadcastCopy as C } from "../../content/broadcasts.ts";

/** The broadcast page's fields, on the form and on the server (ADR 212). */
export const BroadcastSchema = z.object({
  subject: z.string().trim().min(1, C.subjectRequired).max(L.subject, C.subjectTooLong),
  body: z.string().max(L.body, C.bodyTooLong),
  audienceKind: z.enum(["all", "community", "role", "arena"]),
  audienceValue: z.string().trim().max(100).optional(),
});

export type BroadcastInput = z.output<typeof BroadcastSchema>;
