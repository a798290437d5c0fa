import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { clearCookie, COOKIES, setCookie } from "../../app/lib/cookies.ts";
import { sessions, userRoles } from "../../db/schema.ts";
import type { Db } from "../../app/lib/db.server.ts";

const SESSION_COOKIE = /^(?:__Secure-)?vs\.session_token=([^;]*)(.*)$/i;

/** The session token a response's session cookie carries ('<token>.<signature>'), if any. */
export function sessionTokenOf(setCookies: string | string[] | number | undefined): string | null {
  const list = Array.isArray(setCookies)
    ? setCookies
    : typeof setCookies === "string"
      ? [setCookies]
      : [];
  for (const cookie of list) {
    const value = SESSION_COOKIE.exec(cookie)?.[1];
    if (value) return decodeURIComponent(value).split(".")[0] ?? null;
  }
  return null;
}

/** Whether the session a token names belongs to an admin (only for the header's 'Admin' link). */
async function isAdminSession(db: Db, token: string): Promise<boolean> {
  const rows = await db
    .select({ userId: sessions.userId })
    .from(sessions)
    .innerJoin(userRoles, and(eq(userRoles.userId, sessions.userId), eq(userRoles.role, "admin")))
    .where(eq(sessions.token, token));
  return rows.length > 0;
}

/**
 * The vs_member hint cookie matching the session cookie a response sets, if any: 'admin' for
 * an admin's session (the header then shows 'Admin'; the /admin guard still decides), else '1'.
 */
export function memberHintFor(
  setCookies: string | string[] | number | undefined,
  secure: boolean,
  admin = false,
): string | null {
  const list = Array.isArray(setCookies)
    ? setCookies
    : typeof setCookies === "string"
      ? [setCookies]
      : [];
  for (const cookie of list) {
    const match = SESSION_COOKIE.exec(cookie);
    if (!match) continue;
    const cleared =
      match[1] === "" ||
      /;\s*max-age=0\b/i.test(match[2]) ||
      /;\s*expires=thu, 01 jan 1970/i.test(match[2]);
    if (cleared) return clearCookie(COOKIES.memberHint, { secure });
    // The hint lives as long as the session cookie it follows.
    const maxAge = /;\s*max-age=(\d+)/i.exec(match[2])?.[1];
    return setCookie(COOKIES.memberHint, admin ? "admin" : "1", {
      secure,
      maxAge: maxAge ? Number(maxAge) : null,
    });
  }
  return null;
}

/**
 * The nav's Dashboard / Join Waitlist link is decided before first paint by the head
 * script from a readable hint cookie (app/lib/head-script.ts); the session cookie itself
 * stays httpOnly. Whenever a response issues or clears the session, the hint follows.
 */
export default fp(
  async (app: FastifyInstance) => {
    const { secure } = app.services.env;
    app.addHook("onSend", async (req, reply, payload) => {
      const setCookies = reply.getHeader("set-cookie");
      const token = sessionTokenOf(setCookies);
      // Only a hint: a failed lookup must not turn a sign-in that happened into an error.
      const admin = token
        ? await isAdminSession(app.services.database.db, token).catch((err: unknown) => {
            req.log.warn({ err }, "admin hint lookup failed");
            return false;
          })
        : false;
      const hint = memberHintFor(setCookies, secure, admin);
      if (hint) reply.header("set-cookie", hint);
      return payload;
    });
  },
  { name: "member-hint" },
);
