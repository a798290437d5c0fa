// The one way to read the request's session (ADR 187): members, the admin area and the
// article preview all ask here. Guards build on it (app/features/members/session.server.ts,
// app/features/admin/admin-guard.server.ts).
import type { Services } from "../services.server.ts";

export type Session = NonNullable<Awaited<ReturnType<Services["auth"]["api"]["getSession"]>>>;

/** The session of the request's cookie, or null (an unreadable cookie counts as none). */
export async function getSession(request: Request, services: Services): Promise<Session | null> {
  try {
    return await services.auth.api.getSession({ headers: request.headers });
  } catch {
    return null;
  }
}
