import type { Services } from "./services.server";

// What server/app.ts hands every loader and action (getLoadContext). Prerendering at
// build time runs without it, so prerendered routes must not need it.
declare module "react-router" {
  interface AppLoadContext {
    services: Services;
    nonce: string;
    /** The client's address (Fastify req.ip, proxy-aware): the key of per-IP rate limits. */
    clientIp: string;
  }
}

export {};
