// The 'what if' calculator (docs/product.md#simulator): invitation = tokens × 10;
// value today = invitation × the reference multiple; US dollars, no decimals.
import { simulatorMeta } from "~/content/simulator";

export type TokensInput = { ok: true; tokens: number } | { ok: false; message: string };

/** Tokens from 10 to 1,000 in steps of 10 (docs/product.md#simulator); anything else is refused. */
export function parseTokens(raw: string): TokensInput {
  const { min, max, step } = simulatorMeta.tokens;
  const text = raw.trim();
  const tokens = text === "" ? Number.NaN : Number(text);
  if (!Number.isFinite(tokens) || tokens < min || tokens > max || tokens % step !== 0) {
    return { ok: false, message: simulatorMeta.invalidTokens };
  }
  return { ok: true, tokens };
}

export function simulate(
  tokens: number,
  multiple: number,
): { invitation: number; valueToday: number } {
  const invitation = tokens * simulatorMeta.invitationFactor;
  return { invitation, valueToday: invitation * multiple };
}

// Made on first use: building an Intl formatter is costly, and the page need not pay for it
// while it loads (the result shows only after a run).
let usd: Intl.NumberFormat | undefined;

export function formatUsd(amount: number): string {
  usd ??= new Intl.NumberFormat("en-US", {
    style: "currency",
    currency: "USD",
    maximumFractionDigits: 0,
    minimumFractionDigits: 0,
  });
  return usd.format(amount);
}
