import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from "fastify";
import type { ServerBuild } from "react-router";
import type { Services } from "../app/domain/services.server.ts";
import { registerApi } from "./api/index.ts";
import bodyParsing from "./plugins/body-parsing.ts";
import csrf from "./plugins/csrf.ts";
import databaseTrouble from "./plugins/database-trouble.ts";
import draining from "./plugins/draining.ts";
import errorHandler from "./plugins/error-handler.ts";
import healthz from "./plugins/healthz.ts";
import limits, { BODY_LIMIT, TIMEOUTS } from "./plugins/limits.ts";
import memberHint from "./plugins/member-hint.ts";
import reactRouter from "./plugins/react-router.ts";
import securityHeaders from "./plugins/security-headers.ts";
import staticFiles from "./plugins/static.ts";
import { requestIdOption } from "./observability.ts";
import metricsRoute from "./plugins/metrics.ts";
import requestLog from "./plugins/request-log.ts";
import { loadStaticFiles } from "./static-files.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

export type BuildOptions = {
  services: Services;
  buildDir?: string;
};

/**
 * The host: one Fastify instance, its concerns as plugins under server/plugins/ registered
 * in this order. The first four apply to every response; the request body is parsed, and
 * static files served, only in the scope of the API and the pages.
 */
export async function build(opts: BuildOptions): Promise<FastifyInstance> {
  const { services } = opts;
  const { env } = services;
  const buildDir = opts.buildDir ?? path.join(root, "build");
  const serverBuildFile = path.join(buildDir, "server/index.js");
  if (!existsSync(serverBuildFile)) {
    throw new Error(
      `No production build in ${buildDir}: run "npm run build" first (npm start does).`,
    );
  }
  const serverBuild = (await import(pathToFileURL(serverBuildFile).href)) as ServerBuild;
  const files = await loadStaticFiles(path.join(buildDir, "client"));

  const app = Fastify({
    // One logger for the process: the same pino instance as `services.log`.
    loggerInstance: services.log as FastifyBaseLogger,
    // Fastify's own two lines per request would log the URL (tokens in query strings):
    // the request-log plugin writes one line per request instead (ADR 150).
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: requestIdOption(env),
    trustProxy:
      env.TRUST_PROXY === "true" ? true : env.TRUST_PROXY === "false" ? false : env.TRUST_PROXY,
    bodyLimit: BODY_LIMIT,
    ...TIMEOUTS,
    // Requests that arrive on open connections while closing are served, not refused: the
    // drain (server/main.ts, ADR 202) sends them 'Connection: close'.
    return503OnClosing: false,
  });
  app.decorate("services", services);

  await app.register(draining);
  await app.register(requestLog);
  await app.register(metricsRoute);
  await app.register(securityHeaders);
  await app.register(memberHint);
  await app.register(csrf);
  await app.register(limits);
  await app.register(errorHandler);
  await app.register(databaseTrouble);
  await app.register(healthz);
  await app.register(async (scope) => {
    await scope.register(bodyParsing);
    await scope.register(staticFiles, { files });
    await registerApi(scope, services);
    await scope.register(reactRouter, { serverBuild });
  });
  return app;
}

declare module "fastify" {
  interface FastifyInstance {
    services: Services;
  }
}
