import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from "fastify";
import { createRequestHandler, type ServerBuild } from "react-router";
import {
  assignHeroVariant,
  HERO_VARIANT_COOKIE,
  parseHeroVariant,
} from "../app/features/experiments/hero-variant.ts";
import { readCookie } from "../app/features/privacy/consent.ts";
import { MEMBER_HINT_COOKIE } from "../app/lib/head-script.ts";
import type { Services } from "../app/lib/services.server.ts";
import { sendFetchResponse, toFetchRequest } from "./fetch-bridge.ts";
import { baseSecurityHeaders, contentSecurityPolicy } from "./security-headers.ts";
import { loadStaticFiles, negotiate, type StaticFile } from "./static-files.ts";
import { registerApi } from "./api/index.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const MAX_BODY_BYTES = 6 * 1024 * 1024;
const YEAR = 365 * 24 * 60 * 60;

export type BuildOptions = {
  services: Services;
  buildDir?: string;
  logger?: FastifyServerOptions["logger"];
};

export async function build(opts: BuildOptions): Promise<FastifyInstance> {
  const { services } = opts;
  const env = services.env;
  const https = env.PUBLIC_URL.startsWith("https://");
  const buildDir = opts.buildDir ?? path.join(root, "build");
  const serverBuildFile = path.join(buildDir, "server/index.js");
  if (!existsSync(serverBuildFile)) {
    throw new Error(
      `No production build in ${buildDir}: run "npm run build" first (npm start does).`,
    );
  }
  const serverBuild = (await import(pathToFileURL(serverBuildFile).href)) as ServerBuild;
  const handleRequest = createRequestHandler(serverBuild, "production");
  const files = await loadStaticFiles(path.join(buildDir, "client"));
  const securityHeaders = baseSecurityHeaders(https);
  const defaultCsp = contentSecurityPolicy([], https);

  const app = Fastify({
    logger: opts.logger ?? { level: env.LOG_LEVEL },
    // Requests are not logged one by one (throughput); errors and 404s are.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy:
      env.TRUST_PROXY === "true" ? true : env.TRUST_PROXY === "false" ? false : env.TRUST_PROXY,
    bodyLimit: MAX_BODY_BYTES,
    return503OnClosing: true,
  });
  app.decorate("services", services);

  app.addHook("onSend", async (_req, reply, payload) => {
    for (const [key, value] of Object.entries(securityHeaders)) {
      if (!reply.hasHeader(key)) reply.header(key, value);
    }
    if (!reply.hasHeader("content-security-policy"))
      reply.header("content-security-policy", defaultCsp);
    return payload;
  });

  // The nav's Dashboard / Join Waitlist link is decided before first paint by the head
  // script from a readable hint cookie (app/lib/head-script.ts); the session cookie itself
  // stays httpOnly. Whenever a response issues or clears the session, the hint follows.
  app.addHook("onSend", async (_req, reply, payload) => {
    const hint = memberHintFor(reply.getHeader("set-cookie"), https);
    if (hint) reply.header("set-cookie", hint);
    return payload;
  });

  // CSRF, for every state-changing request (forms, actions, better-auth, JSON endpoints):
  // a browser sends Origin on such requests, so one naming another site is refused before
  // any handler runs. No Origin (curl, server-to-server) falls back to Sec-Fetch-Site.
  // SameSite=Lax cookies are the second layer (ADR 080).
  const publicOrigin = new URL(env.PUBLIC_URL).origin;
  app.addHook("onRequest", async (req, reply) => {
    if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return;
    const origin = req.headers.origin;
    const crossSite =
      origin === undefined
        ? req.headers["sec-fetch-site"] === "cross-site"
        : origin !== publicOrigin && origin !== `${req.protocol}://${req.host}`;
    if (crossSite) {
      return reply
        .status(403)
        .header("cache-control", "no-store")
        .send({ error: "Cross-site request refused." });
    }
  });

  // One error handler: expected (4xx) errors keep their message, 5xx details stay in the log.
  app.setErrorHandler(
    (error: Error & { statusCode?: number; validation?: unknown }, req, reply) => {
      const status =
        error.statusCode && error.statusCode >= 400
          ? error.statusCode
          : error.validation
            ? 400
            : 500;
      if (status >= 500) {
        req.log.error(
          { err: error, method: req.method, url: req.url, reqId: req.id },
          "request failed",
        );
        return reply
          .status(status)
          .send({ error: "Something went wrong on our side. Please try again." });
      }
      return reply.status(status).send({ error: error.message });
    },
  );

  app.get("/healthz", async (_req, reply) => {
    try {
      await Promise.race([
        services.database.ping(),
        new Promise((_, reject) =>
          setTimeout(() => reject(new Error("database ping timed out")), 2000),
        ),
      ]);
      return reply
        .header("cache-control", "no-store")
        .send({ status: "ok", database: services.database.kind });
    } catch (error) {
      app.log.warn({ err: error }, "health check failed");
      return reply.status(503).header("cache-control", "no-store").send({ status: "unavailable" });
    }
  });

  await app.register(async (scope) => {
    // Bodies reach better-auth and React Router untouched (they parse them themselves).
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      "*",
      { parseAs: "buffer", bodyLimit: MAX_BODY_BYTES },
      (_req, body, done) => done(null, body),
    );
    // PostgreSQL cannot store NUL in text, and no real input has one: refuse it here with
    // a 4xx instead of a failed insert (a 500) deep inside a handler (ADR 080). Multipart
    // text fields are checked by formBodyProblem (files may hold any bytes).
    scope.addHook("preHandler", async (req, reply) => {
      if (!Buffer.isBuffer(req.body) || req.body.length === 0) return;
      const type = (req.headers["content-type"] ?? "").split(";", 1)[0].trim().toLowerCase();
      if (
        type === "multipart/form-data" ||
        !(
          type.endsWith("json") ||
          type === "application/x-www-form-urlencoded" ||
          type.startsWith("text/")
        )
      )
        return;
      if (req.body.includes(0) || /%00|\\u0000/i.test(req.body.toString("latin1"))) {
        return reply.status(400).header("cache-control", "no-store").send({ error: NUL_ERROR });
      }
    });

    scope.route({
      method: ["GET", "POST"],
      url: "/api/auth/*",
      handler: async (req, reply) => {
        const response = await services.auth.handler(toFetchRequest(req, reply));
        return sendFetchResponse(reply, response, { "cache-control": "no-store" });
      },
    });

    await registerApi(scope, services);

    scope.route({
      method: ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"],
      url: "*",
      handler: async (req, reply) => {
        if (req.method === "GET" || req.method === "HEAD") {
          const pathname = req.url.split("?", 1)[0];
          const file = files.get(pathname);
          if (file) return sendStatic(req.headers, reply, pathname, file);
        }
        if (req.method !== "GET" && req.method !== "HEAD") {
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
        const nonce = randomBytes(16).toString("base64");
        const response = await handleRequest(toFetchRequest(req, reply), {
          services,
          nonce,
          clientIp: req.ip,
        });
        return sendFetchResponse(reply, response, {
          "content-security-policy": contentSecurityPolicy([`'nonce-${nonce}'`], https),
        });
      },
    });
  });

  function sendStatic(
    headers: Record<string, string | string[] | undefined>,
    reply: import("fastify").FastifyReply,
    pathname: string,
    file: StaticFile,
  ) {
    reply
      .header("content-type", file.type)
      .header("cache-control", file.cacheControl)
      .header("etag", file.etag);
    reply.header("vary", "accept-encoding");
    if (file.scriptHashes) {
      reply.header("content-security-policy", contentSecurityPolicy(file.scriptHashes, https));
      if (pathname === "/") assignHeroCookie(headers.cookie as string | undefined, reply);
    }
    if (headers["if-none-match"] === file.etag) return reply.status(304).send();
    const { body, encoding } = negotiate(file, headers["accept-encoding"] as string | undefined);
    if (encoding) reply.header("content-encoding", encoding);
    return reply.send(body);
  }

  /** Sticky 50/50 hero assignment in a first-party cookie (decision 9); read by the head script. */
  function assignHeroCookie(
    cookieHeader: string | undefined,
    reply: import("fastify").FastifyReply,
  ) {
    if (parseHeroVariant(readCookie(cookieHeader, HERO_VARIANT_COOKIE))) return;
    const secure = https ? "; Secure" : "";
    reply.header(
      "set-cookie",
      `${HERO_VARIANT_COOKIE}=${assignHeroVariant()}; Path=/; Max-Age=${YEAR}; SameSite=Lax${secure}`,
    );
  }

  return app;
}

const SESSION_COOKIE = /^(?:__Secure-)?vs\.session_token=([^;]*)(.*)$/i;

/**
 * Writes to pages go through route actions, which read forms (STYLE.md: forms work before
 * JavaScript loads). Any other body would make `request.formData()` throw inside the
 * action and surface as a 500, so it is refused here with a clear 4xx (ADR 080).
 */
const NUL_ERROR = "Text must not contain NUL characters.";

async function formBodyProblem(contentType: string | undefined, body: Buffer | undefined) {
  const type = (contentType ?? "").split(";", 1)[0].trim().toLowerCase();
  if (type === "application/x-www-form-urlencoded") return null;
  // A bodiless POST (e.g. fetch("/logout", { method: "POST" })) is for actions that read nothing.
  if (!type && (!body || body.length === 0)) return null;
  if (type === "multipart/form-data") {
    try {
      const form = await new Response(body && body.length ? new Uint8Array(body) : null, {
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

declare module "fastify" {
  interface FastifyInstance {
    services: Services;
  }
}
