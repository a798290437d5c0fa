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

/**
 * Whether a state-changing request comes from another site (ADR 080): a browser sends
 * Origin on such requests; without one (curl, server-to-server) Sec-Fetch-Site decides.
 */
export function isCrossSite(
  headers: { origin?: string | null; secFetchSite?: string | null },
  trusted: ReadonlySet<string>,
): boolean {
  return headers.origin === undefined || headers.origin === null
    ? headers.secFetchSite === "cross-site"
    : !trusted.has(headers.origin);
}
