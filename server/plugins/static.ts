import type { FastifyInstance, FastifyReply } from "fastify";
import fp from "fastify-plugin";
import {
  assignHeroVariant,
  HERO_VARIANT_COOKIE,
  parseHeroVariant,
} from "../../app/features/experiments/hero-variant.ts";
import { readCookie } from "../../app/lib/consent.ts";
import { setRoutePattern } from "../observability.ts";
import { negotiate, type StaticFile } from "../static-files.ts";
import { contentSecurityPolicy } from "./security-headers.ts";

const YEAR = 365 * 24 * 60 * 60;

/**
 * Files of the client build (hashed assets, prerendered pages), served from memory before
 * routing reaches React Router: pre-compressed, with ETags, and for prerendered HTML a CSP
 * naming the hashes of its inline scripts.
 */
export default fp(
  async (app: FastifyInstance, opts: { files: Map<string, StaticFile> }) => {
    const { secure } = app.services.env;
    app.addHook("onRequest", async (req, reply) => {
      if (req.method !== "GET" && req.method !== "HEAD") return;
      const pathname = req.url.split("?", 1)[0];
      const file = opts.files.get(pathname);
      if (!file) return;
      setRoutePattern(req, pathname.startsWith("/assets/") ? "/assets/*" : pathname);
      reply
        .header("content-type", file.type)
        .header("cache-control", file.cacheControl)
        .header("etag", file.etag)
        .header("vary", "accept-encoding");
      if (file.scriptHashes) {
        reply.header("content-security-policy", contentSecurityPolicy(file.scriptHashes, secure));
        if (pathname === "/") assignHeroCookie(req.headers.cookie, reply, secure);
      }
      if (req.headers["if-none-match"] === file.etag) return reply.status(304).send();
      const { body, encoding } = negotiate(file, req.headers["accept-encoding"]);
      if (encoding) reply.header("content-encoding", encoding);
      return reply.send(body);
    });
  },
  { name: "static" },
);

/** Sticky 50/50 hero assignment in a first-party cookie (docs/architecture.md D9); read by the head script. */
function assignHeroCookie(cookieHeader: string | undefined, reply: FastifyReply, secure: boolean) {
  if (parseHeroVariant(readCookie(cookieHeader, HERO_VARIANT_COOKIE))) return;
  reply.header(
    "set-cookie",
    `${HERO_VARIANT_COOKIE}=${assignHeroVariant()}; Path=/; Max-Age=${YEAR}; SameSite=Lax${secure ? "; Secure" : ""}`,
  );
}
