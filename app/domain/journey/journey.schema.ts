import { z } from "zod";
import { JOURNEY_LIMITS as L, journeyCopy } from "../../content/journey.ts";
import { ventureUpdates } from "../../../db/schema.ts";

// The journey's forms (ADRs 231–233), on the form and on the server.
const U = journeyCopy.update.invalid;
const R = journeyCopy.round.invalid;

/** 'Post an update' and its 'Edit'. */
export const UpdateSchema = z.object({
  title: z.string().trim().min(1, U.title).max(L.title, U.title),
  body: z
    .string()
    .transform((v) => v.replace(/\r\n/g, "\n"))
    .refine((v) => v.trim().length >= 1 && v.length <= L.body, U.body),
  kind: z.enum(ventureUpdates.kind.enumValues, U.kind).default("update"),
});
export type UpdateInput = z.output<typeof UpdateSchema>;

/** 'Hide Update': the operator's reason. */
export const HideSchema = z.object({
  reason: z
    .string()
    .trim()
    .min(1, journeyCopy.hide.invalid)
    .max(L.reason, journeyCopy.hide.invalid),
});

/** 'Announce a Round' ('Closes on' is checked against today in the operator's zone). */
export const RoundSchema = z.object({
  name: z.string().trim().min(1, R.name).max(L.roundName, R.name),
  closesOn: z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, R.closesOn),
  note: z
    .string()
    .transform((v) => v.replace(/\r\n/g, "\n").trim())
    .refine((v) => v.length <= L.note, R.note),
});
export type RoundInput = z.output<typeof RoundSchema>;

/** 'Amount (USD)': whole dollars, at least 1 (the cap is the server's). */
export const AmountSchema = z
  .string()
  .trim()
  .regex(/^\d{1,9}$/, journeyCopy.round.wholeDollars)
  .transform(Number)
  .pipe(z.number().int().min(1, journeyCopy.round.wholeDollars).max(L.amountMax));
