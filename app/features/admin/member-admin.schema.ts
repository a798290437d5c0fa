import { z } from "zod";
import { MEMBER_ROLES } from "~/lib/member-roles";
import { memberAdminCopy as C } from "~/content/admin";
import { arenaInvitations } from "../../../db/schema.ts";

// Limits of the member actions (ADR 161): one home, imported by the form and the server.
const ADJUST_LIMIT = 10_000;
const REASON_MAX = 500;
export const MEMBERS_PAGE_SIZE = 25;
const SEARCH_MAX = 100;

export const MEMBER_STATUSES = ["active", "unconfirmed", "suspended", "flagged"] as const;
export type MemberStatusFilter = (typeof MEMBER_STATUSES)[number];

export const MemberQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .max(SEARCH_MAX)
    .catch("")
    .transform((v) => v.slice(0, SEARCH_MAX)),
  status: z.enum(MEMBER_STATUSES).optional().catch(undefined),
  community: z.uuid().optional().catch(undefined),
  role: z.enum(MEMBER_ROLES).optional().catch(undefined),
  /** 'Arena status': members holding an Arena invitation in this state (ADR 209). */
  arena: z.enum(arenaInvitations.status.enumValues).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
});
export type MemberQuery = z.infer<typeof MemberQuerySchema>;

const reason = z
  .string({ error: C.errors.reasonRequired })
  .trim()
  .min(1, C.errors.reasonRequired)
  .max(REASON_MAX, C.errors.reasonMax);

const idempotencyKey = z
  .string()
  .regex(/^[A-Za-z0-9-]{8,64}$/)
  .optional()
  .catch(undefined);

export const AdjustSchema = z.object({
  intent: z.literal("adjust"),
  reason,
  points: z.coerce
    .number({ error: C.errors.points })
    .int(C.errors.points)
    .min(-ADJUST_LIMIT, C.errors.points)
    .max(ADJUST_LIMIT, C.errors.points)
    .refine((n) => n !== 0, C.errors.points),
  key: idempotencyKey,
});

const referralId = z.uuid({ error: C.errors.referralNotFound });

export const MemberActionSchema = z.discriminatedUnion("intent", [
  AdjustSchema,
  z.object({ intent: z.literal("void"), reason, referralId }),
  z.object({ intent: z.literal("clear-flag"), reason, referralId }),
  z.object({ intent: z.literal("approve"), reason, referralId }),
  z.object({ intent: z.literal("suspend"), reason }),
  z.object({ intent: z.literal("reinstate"), reason }),
  z.object({ intent: z.literal("resend"), reason }),
  z.object({ intent: z.literal("delete"), reason }),
]);
export type MemberAction = z.infer<typeof MemberActionSchema>;
