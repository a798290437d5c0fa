import type { Services } from "~/lib/services.server";
import type { SessionUser } from "./admin-guard.server";

export async function getSessionUser(
  services: Services,
  request: Request,
): Promise<SessionUser | null> {
  const session = await services.auth.api.getSession({ headers: request.headers });
  return session?.user
    ? { id: session.user.id, email: session.user.email, name: session.user.name }
    : null;
}
