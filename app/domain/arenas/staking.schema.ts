import { z } from "zod";
import { STAKING_LIMITS as L, stakingCopy } from "../../content/staking.ts";
import { EMAIL_MAX_LENGTH } from "../../lib/limits.ts";
import { isUuid } from "../../lib/uuid.ts";
import { readStake } from "./stake-rule.ts";

// The staking forms (ADR 215), on the form and on the server.
const M = stakingCopy.admin.invalid;

/** A whole number from a form field within [min, max], or the field's message. */
export const wholeNumber = (min: number, max: number, message: string) =>
  z
    .string()
    .trim()
    .regex(/^\d{1,7}$/, message)
    .transform(Number)
    .pipe(z.number().int().min(min, message).max(max, message));

const httpsUrl = (value: string) => {
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.hostname.includes(".");
  } catch {
    return false;
  }
};

/** 'Add a founder'. */
export const FounderSchema = z.object({
  founderName: z.string().trim().min(1, M.founderName).max(L.founderName, M.founderName),
  ventureName: z.string().trim().min(1, M.ventureName).max(L.ventureName, M.ventureName),
  pitch: z.string().trim().min(1, M.pitch).max(L.pitch, M.pitch),
  email: z
    .string()
    .trim()
    .min(1, M.email)
    .max(EMAIL_MAX_LENGTH, M.email)
    .pipe(z.email(M.email))
    .transform((v) => v.toLowerCase()),
  pitchUrl: z
    .string()
    .trim()
    .max(L.pitchUrl, M.pitchUrl)
    .refine((v) => v === "" || httpsUrl(v), M.pitchUrl)
    .transform((v) => (v === "" ? null : v)),
  // The application it came from ('' when typed in).
  submission: z
    .string()
    .trim()
    .refine((v) => v === "" || isUuid(v), M.founderName)
    .transform((v) => (v === "" ? null : v)),
});
export type FounderInput = z.output<typeof FounderSchema>;

/** The Arena dialog's staking fields (absent: unchanged, or the default for a new Arena). */
export const StakingSettingsSchema = z.object({
  grantPool: wholeNumber(L.grantPool.min, L.grantPool.max, M.grantPool).optional(),
  tokensPerSeat: wholeNumber(L.tokensPerSeat.min, L.tokensPerSeat.max, M.tokensPerSeat).optional(),
});

/** 'Staking closes': a date and time in the operator's zone, or empty for none. */
export const ClosesAtSchema = z.object({
  closesAt: z
    .string()
    .trim()
    .refine((v) => v === "" || /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(v), M.closesAt),
});

/**
 * 'Save Stakes': one field per founder, `stake-{founder id}`, each whole tokens from 0 (the
 * stake rule, stake-rule.ts; the sum is the database's to refuse, and the page's to explain).
 * `values`: the fields as typed, to give back with a refusal.
 */
export function parseStakes(
  form: FormData,
):
  | { ok: true; stakes: Map<string, number>; values: Record<string, string> }
  | { ok: false; values: Record<string, string> } {
  const stakes = new Map<string, number>();
  const values: Record<string, string> = {};
  let ok = true;
  for (const [key, value] of form) {
    if (!key.startsWith("stake-")) continue;
    const id = key.slice("stake-".length);
    if (!isUuid(id)) return { ok: false, values };
    const text = typeof value === "string" ? value.trim().slice(0, 12) : "";
    values[id] = text;
    const tokens = readStake(text);
    if (tokens === null || tokens > L.tokensPerSeat.max) ok = false;
    else stakes.set(id, tokens);
  }
  return ok ? { ok: true, stakes, values } : { ok: false, values };
}
