import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { clearCookie, COOKIES, setCookie } from "../../app/lib/cookies.ts";

const SESSION_COOKIE = /^(?:__Secure-)?vs\.session_token=([^;]*)(.*)$/i;

/** The vs_member hint cookie matching the session cookie a response sets, if any. */
export function memberHintFor(
  setCookies: string | string[] | number | undefined,
  secure: boolean,
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
    return setCookie(COOKIES.memberHint, "1", {
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
    app.addHook("onSend", async (_req, reply, payload) => {
      const hint = memberHintFor(reply.getHeader("set-cookie"), secure);
      if (hint) reply.header("set-cookie", hint);
      return payload;
    });
  },
  { name: "member-hint" },
);
