// Admin actions need a recent sign-in (ADR 180): a 30-day session cookie left
// on a shared computer must not be enough to change the site. An older session is asked
// for the password again first. The admin layout's guard checks it for every section
// (app/features/admin/admin-guard.server.ts).
import type { Services } from "../services.server.ts";

export const RECENT_SIGN_IN_MS = 12 * 60 * 60 * 1000;
export const REAUTH_REQUIRED = "For your security, please enter your password again.";

type SessionLike = { session: { createdAt: Date | string } };

/** Whether the session was signed in (created) within RECENT_SIGN_IN_MS. */
export function signedInRecently(session: SessionLike, now = Date.now()): boolean {
  return now - new Date(session.session.createdAt).getTime() < RECENT_SIGN_IN_MS;
}

/**
 * Signs the session's user in again with their password: a fresh session (new cookie)
 * replaces the old one. Goes through the sign-in hooks, so the sign-in budget applies.
 */
export async function confirmPassword(
  services: Services,
  request: Request,
  password: string,
): Promise<{ ok: true; headers: Headers } | { ok: false; status: number; message: string }> {
  const session = await services.auth.api.getSession({ headers: request.headers });
  if (!session) return { ok: false, status: 401, message: REAUTH_REQUIRED };
  try {
    const { headers } = await services.auth.api.signInEmail({
      body: { email: session.user.email, password },
      headers: request.headers,
      returnHeaders: true,
    });
    await services.auth.api
      .revokeSession({ body: { token: session.session.token }, headers: request.headers })
      .catch(() => undefined);
    return { ok: true, headers };
  } catch (error) {
    const e = error as { statusCode?: number; body?: { message?: string } };
    if (e.statusCode === 429) return { ok: false, status: 429, message: e.body?.message ?? "" };
    return { ok: false, status: 400, message: "Incorrect password" };
  }
}
