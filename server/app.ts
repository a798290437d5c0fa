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
    throw new Error(`No production build in ${buildDir}: run "npm run build" first (npm start does).`);
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
    trustProxy: true,
    bodyLimit: MAX_BODY_BYTES,
    return503OnClosing: true,
  });
  app.decorate("services", services);

  app.addHook("onSend", async (_req, reply, payload) => {
    for (const [key, value] of Object.entries(securityHeaders)) {
      if (!reply.hasHeader(key)) reply.header(key, value);
    }
    if (!reply.hasHeader("content-security-policy")) reply.header("content-security-policy", defaultCsp);
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

  // One error handler: expected (4xx) errors keep their message, 5xx details stay in the log.
  app.setErrorHandler((error: Error & { statusCode?: number; validation?: unknown }, req, reply) => {
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : error.validation ? 400 : 500;
    if (status >= 500) {
      req.log.error({ err: error, method: req.method, url: req.url, reqId: req.id }, "request failed");
      return reply.status(status).send({ error: "Something went wrong on our side. Please try again." });
    }
    return reply.status(status).send({ error: error.message });
  });

  app.get("/healthz", async (_req, reply) => {
    try {
      await Promise.race([
        services.database.ping(),
        new Promise((_, reject) => setTimeout(() => reject(new Error("database ping timed out")), 2000)),
      ]);
      return reply.header("cache-control", "no-store").send({ status: "ok", database: services.database.kind });
    } catch (error) {
      app.log.warn({ err: error }, "health check failed");
      return reply.status(503).header("cache-control", "no-store").send({ status: "unavailable" });
    }
  });

  await app.register(async (scope) => {
    // Bodies reach better-auth and React Router untouched (they parse them themselves).
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", { parseAs: "buffer", bodyLimit: MAX_BODY_BYTES }, (_req, body, done) =>
      done(null, body),
    );

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
        const nonce = randomBytes(16).toString("base64");
        const response = await handleRequest(toFetchRequest(req, reply), { services, nonce, clientIp: req.ip });
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
    reply.header("content-type", file.type).header("cache-control", file.cacheControl).header("etag", file.etag);
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
  function assignHeroCookie(cookieHeader: string | undefined, reply: import("fastify").FastifyReply) {
    if (parseHeroVariant(readCookie(cookieHeader, HERO_VARIANT_COOKIE))) return;
    const secure = https ? "; Secure" : "";
    reply.header("set-cookie", `${HERO_VARIANT_COOKIE}=${assignHeroVariant()}; Path=/; Max-Age=${YEAR}; SameSite=Lax${secure}`);
  }

  return app;
}

const SESSION_COOKIE = /^(?:__Secure-)?vs\.session_token=([^;]*)(.*)$/i;

/** The vs_member hint cookie matching the session cookie a response sets, if any. */
export function memberHintFor(setCookie: string | string[] | number | undefined, secure: boolean): string | null {
  const list = Array.isArray(setCookie) ? setCookie : typeof setCookie === "string" ? [setCookie] : [];
  const flag = secure ? "; Secure" : "";
  for (const cookie of list) {
    const match = SESSION_COOKIE.exec(cookie);
    if (!match) continue;
    const cleared = match[1] === "" || /;\s*max-age=0\b/i.test(match[2]) || /;\s*expires=thu, 01 jan 1970/i.test(match[2]);
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
