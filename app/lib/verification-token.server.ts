// better-auth's e-mail verification tokens are JWTs; an e-mail change's names both addresses.
import { createHash } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { usedChangeTokens } from "../../db/schema.ts";
import type { Queryable } from "./db.server.ts";

/**
 * The addresses of an e-mail change's verification token (a JWT better-auth has checked before
 * any hook runs): `email` the old one, `updateTo` the new one; null for any other token.
 */
export function changeTokenPayload(token: unknown): { email: string; updateTo: string } | null {
  if (typeof token !== "string") return null;
  try {
    const payload = JSON.parse(
      Buffer.from(token.split(".")[1] ?? "", "base64url").toString("utf8"),
    ) as { email?: unknown; updateTo?: unknown };
    return typeof payload.email === "string" && typeof payload.updateTo === "string"
      ? { email: payload.email, updateTo: payload.updateTo }
      : null;
  } catch {
    return null;
  }
}

/** How long a confirmation or change-of-address link works (better-auth's expiresIn). */
export const VERIFICATION_TOKEN_SECONDS = 60 * 60 * 24 * 3;

const tokenHash = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * A change-of-address link works once (ADR 190): the token is remembered when it changed
 * the address, so the link cannot move the account again later (after the member moved
 * back). Remembered until it would have expired.
 */
export async function rememberChangeToken(db: Queryable, token: string) {
  await db.execute(sql`insert into used_change_tokens (token_hash, expires_at)
    values (${tokenHash(token)}, now() + make_interval(secs => ${VERIFICATION_TOKEN_SECONDS}))
    on conflict do nothing`);
}

export async function changeTokenUsed(db: Queryable, token: string) {
  const rows = await db
    .select({ hash: usedChangeTokens.tokenHash })
    .from(usedChangeTokens)
    .where(eq(usedChangeTokens.tokenHash, tokenHash(token)));
  return rows.length > 0;
}
