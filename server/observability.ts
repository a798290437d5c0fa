import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import { compile } from "@fastify/proxy-addr";
import type { FastifyRequest } from "fastify";
import type { Env } from "../app/lib/env.server.ts";
import { isDatabaseError, metrics } from "../app/lib/metrics.server.ts";

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Which peers may hand us a request id: the same ones TRUST_PROXY lets set X-Forwarded-For. */
function trustFunction(value: Env["TRUST_PROXY"]): (address: string) => boolean {
  if (value === "true") return () => true;
  if (value === "false") return () => false;
  const trusted = compile(value.split(",").map((part) => part.trim()));
  return (address) => trusted(address, 0);
}

/**
 * Request ids (ADR 150): an incoming `x-request-id` is kept only from a trusted proxy, so
 * a client cannot forge ids into the log; otherwise one is generated.
 */
export function requestIdOption(env: Pick<Env, "TRUST_PROXY">) {
  const trusted = trustFunction(env.TRUST_PROXY);
  return (raw: IncomingMessage) => {
    const given = raw.headers["x-request-id"];
    const peer = raw.socket?.remoteAddress;
    if (typeof given === "string" && REQUEST_ID.test(given) && peer && trusted(peer)) return given;
    return randomUUID();
  };
}

const PATTERN = Symbol("routePattern");
type Patterned = FastifyRequest & { [PATTERN]?: string };

/** The catch-all handler names the route it served (a page pattern, a static file). */
export function setRoutePattern(req: FastifyRequest, pattern: string) {
  (req as Patterned)[PATTERN] = pattern;
}

export function routeOf(req: FastifyRequest): string {
  return (req as Patterned)[PATTERN] ?? req.routeOptions.url ?? "(unmatched)";
}

/** Counts an error that reached the error handler if it came from the database. */
export function countDatabaseError(error: unknown) {
  if (isDatabaseError(error)) metrics.dbErrors.inc();
}
