import { data, redirect } from "react-router";
import { adminCopy } from "~/content/admin";
import { requireRecentSignIn } from "~/lib/recent-sign-in.server";
import { isAdmin } from "~/lib/roles.server";
import type { Services } from "~/lib/services.server";
import { trustedOrigins } from "~/lib/trusted-origins";

export type SessionUser = { id: string; email: string; name: string };

export async function getSessionUser(
  services: Services,
  request: Request,
): Promise<SessionUser | null> {
  const session = await services.auth.api.getSession({ headers: request.headers });
  return session?.user
    ? { id: session.user.id, email: session.user.email, name: session.user.name }
    : null;
}

/** For the /admin page: no session → /auth; otherwise the user and whether they are an admin. */
export async function adminPageAccess(services: Services, request: Request) {
  const user = await getSessionUser(services, request);
  if (!user) throw redirect("/auth");
  try {
    return { user, admin: await isAdmin(services.database.db, user.id), roleCheckFailed: false };
  } catch (err) {
    // Spec §6: a lookup error (not "no row") shows 'Failed to check admin role'.
    services.log.error({ err }, "admin role check failed");
    return { user, admin: false, roleCheckFailed: true };
  }
}

function forbidden(): never {
  throw data({ error: adminCopy.forbidden }, { status: 403 });
}

/**
 * Every admin action and admin data endpoint (spec §6, checked on the server): a session
 * AND the admin role, else 403; a session signed in within the last 12 hours, else 401
 * asking for the password again (ADR 180). Writes must also come from our own origin (CSRF).
 */
export async function requireAdmin(services: Services, request: Request): Promise<SessionUser> {
  if (request.method !== "GET" && request.method !== "HEAD") {
    const origin = request.headers.get("origin");
    if (origin && !trustedOrigins(services.env).includes(origin)) forbidden();
  }
  const user = await getSessionUser(services, request);
  if (!user) forbidden();
  if (!(await isAdmin(services.database.db, user.id))) forbidden();
  await requireRecentSignIn(services, request);
  return user;
}

/** Signs out (better-auth) and returns the headers that clear the cookies. */
export async function signOutHeaders(services: Services, request: Request): Promise<Headers> {
  const headers = new Headers();
  try {
    const response = await services.auth.api.signOut({
      headers: request.headers,
      asResponse: true,
    });
    for (const cookie of response.headers.getSetCookie()) headers.append("set-cookie", cookie);
  } catch {
    // No session: nothing to clear.
  }
  headers.append("set-cookie", "vs_member=; Path=/; Max-Age=0; SameSite=Lax");
  return headers;
}
