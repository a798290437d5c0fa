// The one guard of the admin area (docs/architecture.md D20, ADR 185): the /admin layout's
// middleware runs it before any section's loader or action, so a section cannot forget it.
// React Router runs a layout's and its children's loaders in parallel, so a check in the
// layout's loader alone would not stop a child's loader (or its `.data` answer).
import { createContext, data, type MiddlewareFunction, redirect } from "react-router";
import { adminCopy } from "~/content/admin";
import { REAUTH_REQUIRED, signedInRecently } from "~/domain/accounts/recent-sign-in.server";
import { isAdmin } from "~/domain/accounts/roles.server";
import type { Services } from "~/domain/services.server";
import { getSession } from "~/domain/accounts/session.server";
import { trustedOrigins } from "~/lib/trusted-origins";
import { PATHS } from "~/content/paths";

export type SessionUser = { id: string; email: string; name: string };

/** Why the guard refused: what the layout's boundary shows instead of the section. */
export type AdminRefusal = { error: string; refusal: "denied" | "role-check-failed" | "reauth" };

/** The signed-in admin, set by the guard; every section reads it from here. */
export const adminUserContext = createContext<SessionUser>();

function refuse(status: number, refusal: AdminRefusal["refusal"], error: string): never {
  throw data<AdminRefusal>({ error, refusal }, { status });
}

/**
 * A session (else the sign-in page, or 403 for a write), the admin role (else 403 'Access
 * Denied'; 503 when the role lookup itself fails, docs/product.md#admin) and a sign-in within 12 hours
 * (else 401: the password again, ADR 180). Writes must come from our own origin (CSRF).
 */
export async function checkAdmin(services: Services, request: Request): Promise<SessionUser> {
  const write = request.method !== "GET" && request.method !== "HEAD";
  const origin = request.headers.get("origin");
  if (write && origin && !trustedOrigins(services.env).includes(origin))
    refuse(403, "denied", adminCopy.forbidden);
  const session = await getSession(request, services);
  if (!session) {
    if (write) refuse(403, "denied", adminCopy.forbidden);
    throw redirect(PATHS.adminAuth);
  }
  let admin: boolean;
  try {
    admin = await isAdmin(services.database.db, session.user.id);
  } catch (err) {
    services.log.error({ err }, "admin role check failed");
    refuse(503, "role-check-failed", adminCopy.roleCheckFailed);
  }
  if (!admin) refuse(403, "denied", adminCopy.forbidden);
  if (!signedInRecently(session)) refuse(401, "reauth", REAUTH_REQUIRED);
  const { id, email, name } = session.user;
  return { id, email, name };
}

/** The /admin layout's middleware: checks, then hands the admin to the section. */
export const adminGuard: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  context.set(adminUserContext, await checkAdmin(context.services, request));
  return next();
};
