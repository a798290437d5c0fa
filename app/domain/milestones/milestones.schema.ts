import { z } from "zod";
import { MILESTONE_LIMITS as L, milestoneCopy } from "../../content/milestones.ts";

const M = milestoneCopy.admin.invalid;

/** A whole number from a form field, within [min, max], or the field's message. */
const wholeNumber = (min: number, max: number, message: string) =>
  z
    .string()
    .trim()
    .regex(/^\d{1,7}$/, message)
    .transform(Number)
    .pipe(z.number().int().min(min, message).max(max, message));

/** The 'New Milestone' / edit dialog, on the form and on the server (ADR 192). */
export const MilestoneSchema = z.object({
  name: z.string().trim().min(1, M.name).max(L.name, M.name),
  threshold: wholeNumber(L.threshold.min, L.threshold.max, M.threshold),
  description: z.string().trim().max(L.description, M.description),
  bonusPoints: wholeNumber(L.bonus.min, L.bonus.max, M.bonus),
  // A checkbox: present ('on') when ticked.
  active: z
    .string()
    .optional()
    .transform((v) => v === "on" || v === "true"),
  // Its holders come first in every Arena's line (ADR 209).
  earlyArenaAccess: z
    .string()
    .optional()
    .transform((v) => v === "on" || v === "true"),
});

export type MilestoneInput = z.input<typeof MilestoneSchema>;
/** A milestone's values; without `earlyArenaAccess`, an insert takes false and an edit keeps it. */
export type Milestone = Omit<z.output<typeof MilestoneSchema>, "earlyArenaAccess"> & {
  earlyArenaAccess?: boolean;
};

/** The first message for a form's values, or null (the dialog checks before it posts). */
export function firstMilestoneError(values: MilestoneInput): string | null {
  const parsed = MilestoneSchema.safeParse(values);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? M.name);
}
