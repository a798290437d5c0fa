import { redirect } from "react-router";
import type { Services } from "~/domain/services.server";
import { getSession, type Session } from "~/domain/accounts/session.server";
import { PATHS } from "~/content/paths";

/** Member screens (docs/product.md#dashboard): no session → /login, before anything renders. */
export async function requireMember(request: Request, services: Services): Promise<Session> {
  const session = await getSession(request, services);
  if (!session) throw redirect(PATHS.login);
  return session;
}

/** /waitlist and /login: a signed-in visitor goes to /dashboard. */
export async function redirectSignedIn(request: Request, services: Services): Promise<void> {
  if (await getSession(request, services)) throw redirect(PATHS.dashboard);
}
