import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { MEMBER_HINT_COOKIE } from "../../app/lib/head-script.ts";

const SESSION_COOKIE = /^(?:__Secure-)?vs\.session_token=([^;]*)(.*)$/i;

/** The vs_member hint cookie matching the session cookie a response sets, if any. */
export function memberHintFor(
  setCookie: string | string[] | number | undefined,
  secure: boolean,
): string | null {
  const list = Array.isArray(setCookie)
    ? setCookie
    : typeof setCookie === "string"
      ? [setCookie]
      : [];
  const flag = secure ? "; Secure" : "";
  for (const cookie of list) {
    const match = SESSION_COOKIE.exec(cookie);
    if (!match) continue;
    const cleared =
      match[1] === "" ||
      /;\s*max-age=0\b/i.test(match[2]) ||
      /;\s*expires=thu, 01 jan 1970/i.test(match[2]);
    if (cleared) return `${MEMBER_HINT_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax${flag}`;
    const maxAge = /;\s*max-age=(\d+)/i.exec(match[2])?.[1];
    return `${MEMBER_HINT_COOKIE}=1; Path=/${maxAge ? `; Max-Age=${maxAge}` : ""}; SameSite=Lax${flag}`;
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
