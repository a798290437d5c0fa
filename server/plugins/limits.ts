import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { dataPath, PATHS } from "../../app/content/paths.ts";
import { toFetchRequest } from "../fetch-bridge.ts";

// A host that slow or greedy clients cannot exhaust (ADR 180).

/**
 * Fastify's server options: a connection must deliver a request's headers within 10 s and
 * the whole request within 30 s; an idle keep-alive connection is closed after 5 s. Node
 * checks the first two every `connectionsCheckingInterval` (30 s by default, which would
 * let a trickling client hold on for up to a minute). `connectionTimeout` is Node's socket
 * inactivity timeout, which also runs while the server prepares an answer: it must outlast
 * the slowest answer (the sample exam waits up to 15 s for its mail; sign-ups on a busy
 * machine), so it is 30 s, not 10 s.
 */
export const TIMEOUTS = {
  requestTimeout: 30_000,
  connectionTimeout: 30_000,
  keepAliveTimeout: 5_000,
  http: { headersTimeout: 10_000, connectionsCheckingInterval: 1_000 },
};

/** Every body, unless its route says otherwise. */
export const BODY_LIMIT = 64 * 1024;
/** The avatar upload: a 5 MB image plus the multipart framing. */
export const AVATAR_BODY_LIMIT = 6 * 1024 * 1024;
/** The admin article form: 50,000 characters of any script, URL-encoded (≤ 12 bytes each). */
export const ARTICLE_BODY_LIMIT = 1024 * 1024;

/**
 * Pages whose actions take bigger bodies (React Router's single-fetch `.data` paths too),
 * from a signed-in visitor only (ADR 190).
 */
export const BODY_LIMITS: Record<string, number> = {
  [PATHS.dashboard]: AVATAR_BODY_LIMIT,
  [dataPath(PATHS.dashboard)]: AVATAR_BODY_LIMIT,
  [PATHS.admin]: ARTICLE_BODY_LIMIT,
  [dataPath(PATHS.admin)]: ARTICLE_BODY_LIMIT,
};

/** The only pages that take a multipart body (the avatar upload), and only from a member. */
const MULTIPART_PATHS = new Set([PATHS.dashboard, dataPath(PATHS.dashboard)]);

function isMultipart(req: FastifyRequest) {
  return /^multipart\/form-data\b/i.test(String(req.headers["content-type"] ?? ""));
}

/**
 * A body over 64 KB, and any multipart body, is read only once the session is known
 * (ADR 180, ADR 190): an anonymous client cannot make the server buffer more than 64 KB
 * on any path, whatever the content type. Runs on request, before any body is read.
 */
async function largeBodyNeedsSession(req: FastifyRequest, reply: FastifyReply) {
  if (req.method === "GET" || req.method === "HEAD") return;
  const path = req.url.split("?", 1)[0];
  const multipart = isMultipart(req);
  const refuse = (status: number, body: object, location?: string) => {
    reply.header("cache-control", "no-store").header("connection", "close");
    if (location) reply.header("location", location);
    return reply.status(status).send(body);
  };
  if (multipart && !MULTIPART_PATHS.has(path))
    return refuse(415, { error: "Send the form as application/x-www-form-urlencoded." });
  if (!multipart) {
    // Elsewhere the route's 64 KB limit holds; a known small body needs no session check.
    if (!Object.hasOwn(BODY_LIMITS, path)) return;
    const length = Number(req.headers["content-length"] ?? NaN);
    if (Number.isFinite(length) && length <= BODY_LIMIT) return;
  }
  const session = await req.server.services.auth.api
    .getSession({ headers: toFetchRequest(req, reply).headers })
    .catch(() => null);
  if (session) return;
  if (!multipart) return refuse(413, { error: "Request body is too large." });
  return path.endsWith(".data")
    ? refuse(401, { error: "Please log in first." })
    : refuse(302, { error: "Please log in first." }, PATHS.login);
}

export default fp(
  async (app: FastifyInstance) => {
    app.addHook("onRequest", largeBodyNeedsSession);
  },
  { name: "limits", dependencies: [] },
);
