import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";

const NUL_ERROR = "Text must not contain NUL characters.";

/**
 * Bodies reach better-auth and React Router untouched (they parse them themselves), as raw
 * Buffers. PostgreSQL cannot store NUL in text, and no real input has one: it is refused
 * here with a 4xx instead of a failed insert (a 500) deep inside a handler (ADR 080).
 * Multipart text fields are checked by `refuseUnreadableForm` (files may hold any bytes).
 */
export default fp(
  async (scope: FastifyInstance) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      "*",
      // No limit of its own: the route's (or the instance's 64 KB) applies (ADR 180).
      { parseAs: "buffer" },
      (_req, body, done) => done(null, body),
    );
    scope.addHook("preHandler", async (req, reply) => {
      if (!Buffer.isBuffer(req.body) || req.body.length === 0) return;
      const type = mediaType(req.headers["content-type"]);
      if (
        type === "multipart/form-data" ||
        !(
          type.endsWith("json") ||
          type === "application/x-www-form-urlencoded" ||
          type.startsWith("text/")
        )
      )
        return;
      if (hasNul(req.body)) {
        return reply.status(400).header("cache-control", "no-store").send({ error: NUL_ERROR });
      }
    });
  },
  { name: "body-parsing" },
);

/**
 * A NUL byte, or one written as `%00` (URL-encoded) or `\\u0000` (JSON), searched in the
 * Buffer itself: no second copy of the body as a string (ADR 190).
 */
function hasNul(body: Buffer): boolean {
  return (
    body.includes(0) || body.includes("%00") || body.includes("\\u0000") || body.includes("\\U0000")
  );
}

function mediaType(contentType: string | undefined): string {
  return (contentType ?? "").split(";", 1)[0].trim().toLowerCase();
}

/**
 * A route preHandler for page writes. They go through route actions, which read forms
 * (CONTRIBUTING.md: forms work before JavaScript loads). Any other body would make
 * `request.formData()` throw inside the action and surface as a 500, so it is refused here
 * with a clear 4xx (ADR 080).
 */
export async function refuseUnreadableForm(req: FastifyRequest, reply: FastifyReply) {
  if (req.method === "GET" || req.method === "HEAD") return;
  const problem = await formBodyProblem(
    req.headers["content-type"],
    req.body as Buffer | undefined,
  );
  if (problem)
    return reply
      .status(problem.status)
      .header("cache-control", "no-store")
      .send({ error: problem.error });
}

async function formBodyProblem(contentType: string | undefined, body: Buffer | undefined) {
  const type = mediaType(contentType);
  if (type === "application/x-www-form-urlencoded") return null;
  // A bodiless POST (e.g. fetch("/logout", { method: "POST" })) is for actions that read nothing.
  if (!type && (!body || body.length === 0)) return null;
  if (type === "multipart/form-data") {
    try {
      // A view of the Buffer, not a copy of it.
      const bytes = body?.length
        ? new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.length)
        : null;
      const form = await new Response(bytes, {
        headers: { "content-type": contentType! },
      }).formData();
      for (const [, value] of form)
        if (typeof value === "string" && value.includes("\0"))
          return { status: 400, error: NUL_ERROR };
      return null;
    } catch {
      return { status: 400, error: "The form data could not be read." };
    }
  }
  return {
    status: 415,
    error: "Send the form as application/x-www-form-urlencoded or multipart/form-data.",
  };
}
