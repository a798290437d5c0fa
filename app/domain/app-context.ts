import { RouterContextProvider } from "react-router";
import type { Services } from "./services.server";

// Route middleware (ADR 185) makes a loader's `context` a RouterContextProvider. The host's
// per-request values stay readable as `context.services` and friends (React Router's
// migration path from AppLoadContext: properties on the provider); values that middleware
// adds go through typed keys (`createContext`, e.g. the admin guard's). Prerendering at build
// time runs without them, so prerendered routes must not need them.
declare module "react-router" {
  interface RouterContextProvider {
    services: Services;
    nonce: string;
    /** The client's address (Fastify req.ip, proxy-aware): the key of per-IP rate limits. */
    clientIp: string;
  }
}

/** What the host hands every loader, action and middleware of one request. */
export type RequestContext = Pick<RouterContextProvider, "services" | "nonce" | "clientIp">;

/** The context of one request, as the host builds it. */
export function requestContext(values: RequestContext): RouterContextProvider {
  return Object.assign(new RouterContextProvider(), values);
}
