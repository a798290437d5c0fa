// better-auth's e-mail verification tokens are JWTs; an e-mail change's names both addresses.

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
