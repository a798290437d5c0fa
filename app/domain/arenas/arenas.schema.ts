import { z } from "zod";
import { ARENA_LIMITS as L, arenaCopy } from "../../content/arenas.ts";
import { StakingSettingsSchema } from "./staking.schema.ts";
import { isUuid } from "../../lib/uuid.ts";

const M = arenaCopy.admin.invalid;

/** A whole number from a form field, within [min, max], or the field's message. */
const wholeNumber = (min: number, max: number, message: string) =>
  z
    .string()
    .trim()
    .regex(/^\d{1,6}$/, message)
    .transform(Number)
    .pipe(z.number().int().min(min, message).max(max, message));

/** A checkbox: present ('on') when ticked. */
const checkbox = z
  .string()
  .optional()
  .transform((v) => v === "on" || v === "true");

/** The 'New Arena' / edit dialog, on the form and on the server (ADR 209). */
export const ArenaSchema = z.object({
  name: z.string().trim().min(1, M.name).max(L.name, M.name),
  // '' is 'Open to all members'.
  community: z
    .string()
    .trim()
    .refine((v) => v === "" || isUuid(v), M.community)
    .transform((v) => (v === "" ? null : v)),
  seats: wholeNumber(L.seats.min, L.seats.max, M.seats),
  kickoff: z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, M.kickoff)
    .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), M.kickoff),
  location: z.string().trim().max(L.location, M.location),
  description: z.string().trim().max(L.description, M.description),
  daysToAccept: wholeNumber(L.daysToAccept.min, L.daysToAccept.max, M.daysToAccept),
  autoFill: checkbox,
  // 'finished' only as the finished Arena's own (publishing finishes it, ADR 229).
  status: z.enum(["draft", "open", "closed", "finished"], { message: M.status }),
  // 'Grant pool' and 'Tokens per seat' (ADR 215): absent when frozen, then unchanged.
  ...StakingSettingsSchema.shape,
});

export type ArenaInput = z.output<typeof ArenaSchema>;

/** 'Invite the next members': how many. */
export const InviteSchema = z.object({
  count: wholeNumber(L.invite.min, L.invite.max, M.count),
});

/** 'Release Seat': the reason is required. */
export const ReleaseSchema = z.object({
  reason: z.string().trim().min(1, M.reason).max(L.reason, M.reason),
});
