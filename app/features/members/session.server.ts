import { redirect } from "react-router";
import type { Services } from "~/lib/services.server";

export type MemberSession = NonNullable<Awaited<ReturnType<Services["auth"]["api"]["getSession"]>>>;

/** The session of the request's cookie, or null (an unreadable cookie counts as none). */
export async function getMemberSession(
  request: Request,
  services: Services,
): Promise<MemberSession | null> {
  try {
    return await services.auth.api.getSession({ headers: request.headers });
  } catch {
    return null;
  }
}

/** Member screens (docs/product.md#dashboard): no session → /login, before anything renders. */
export async function requireMember(request: Request, services: Services): Promise<MemberSession> {
  const session = await getMemberSession(request, services);
  if (!session) throw redirect("/login");
  return session;
}

/** /waitlist and /login: a signed-in visitor goes to /dashboard. */
export async function redirectSignedIn(request: Request, services: Services): Promise<void> {
  if (await getMemberSession(request, services)) throw redirect("/dashboard");
}
