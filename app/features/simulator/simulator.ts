// The 'what if' calculator (spec §9 'Simulator'): invitation = tokens × 10;
// value today = invitation × the reference multiple; US dollars, no decimals.
import { simulatorMeta } from "~/content/simulator";

export type TokensInput = { ok: true; tokens: number } | { ok: false; message: string };

/** Tokens from 10 to 1,000 in steps of 10 (spec §9 'Grants, gifts and tokens'); anything else is refused. */
export function parseTokens(raw: string): TokensInput {
  const { min, max, step } = simulatorMeta.tokens;
  const text = raw.trim();
  const tokens = text === "" ? Number.NaN : Number(text);
  if (!Number.isFinite(tokens) || tokens < min || tokens > max || tokens % step !== 0) {
    return { ok: false, message: simulatorMeta.invalidTokens };
  }
  return { ok: true, tokens };
}

export function simulate(tokens: number, multiple: number): { invitation: number; valueToday: number } {
  const invitation = tokens * simulatorMeta.invitationFactor;
  return { invitation, valueToday: invitation * multiple };
}

const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0, minimumFractionDigits: 0 });

export function formatUsd(amount: number): string {
  return usd.format(amount);
}
