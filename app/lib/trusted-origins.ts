import type { Env } from "./env.server.ts";

/**
 * The origins a state-changing request may come from (ADR 180): PUBLIC_URL's origin and
 * the optional TRUSTED_ORIGINS list. Never the Host header, which the client chooses.
 */
export function trustedOrigins(env: Pick<Env, "origin" | "TRUSTED_ORIGINS">): string[] {
  const extra = (env.TRUSTED_ORIGINS ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => new URL(s).origin);
  return [...new Set([env.origin, ...extra])];
}
