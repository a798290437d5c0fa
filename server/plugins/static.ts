import { brotliCompressSync, gzipSync } from "node:zlib";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import {
  assignHeroVariant,
  HERO_VARIANT_COOKIE,
  heroCookieValue,
  parseHeroCookie,
} from "../../app/features/experiments/hero-variant.ts";
import { heroStateOf, type HeroState } from "../../app/features/experiments/runs.server.ts";
import { COOKIES, readCookie, setCookie } from "../../app/lib/cookies.ts";
import { setRoutePattern } from "../observability.ts";
import { negotiate, type StaticFile } from "../static-files.ts";
import { contentSecurityPolicy } from "./security-headers.ts";

/**
 * Files of the client build (hashed assets, prerendered pages), served from memory before
 * routing reaches React Router: pre-compressed, with ETags, and for prerendered HTML a CSP
 * naming the hashes of its inline scripts.
 */
export default fp(
  async (app: FastifyInstance, opts: { files: Map<string, StaticFile> }) => {
    const { secure } = app.services.env;
    const hero = heroStateOf(app.services);
    let homeShowingB: StaticFile | null = null;
    app.addHook("onRequest", async (req, reply) => {
      if (req.method !== "GET" && req.method !== "HEAD") return;
      const pathname = req.url.split("?", 1)[0];
      let file = opts.files.get(pathname);
      if (!file) return;
      if (pathname === "/" && file.scriptHashes) {
        // The home page never waits on a database that is down: it is served as built, and
        // the visitor keeps whatever variant cookie they have (the bootstrap defaults to A).
        const state = await hero.get().catch((err: unknown) => {
          req.log.error({ err }, "hero state unavailable");
          return null;
        });
        const cookie = state && heroCookie(req.headers.cookie, state, secure);
        if (cookie) reply.header("set-cookie", cookie);
        // A stopped test shows its variant to everyone, without JavaScript too (ADR 186).
        if (state?.shownToAll === "B") file = homeShowingB ??= markedHome(file, "B");
      }
      setRoutePattern(req, pathname.startsWith("/assets/") ? "/assets/*" : pathname);
      reply
        .header("content-type", file.type)
        .header("cache-control", file.cacheControl)
        .header("etag", file.etag)
        .header("vary", "accept-encoding");
      if (file.scriptHashes) {
        reply.header("content-security-policy", contentSecurityPolicy(file.scriptHashes, secure));
      }
      if (req.headers["if-none-match"] === file.etag) return reply.status(304).send();
      const { body, encoding } = negotiate(file, req.headers["accept-encoding"]);
      if (encoding) reply.header("content-encoding", encoding);
      return reply.send(body);
    });
  },
  { name: "static" },
);

/**
 * Sticky 50/50 hero assignment in a first-party cookie (docs/architecture.md D9), drawn again
 * when a new run starts; while a run is stopped, everyone's cookie names the variant shown to
 * all (ADR 186). Read by the bootstrap. Null: the visitor's cookie is already right.
 */
function heroCookie(cookieHeader: string | undefined, state: HeroState, secure: boolean) {
  const held = parseHeroCookie(readCookie(cookieHeader, HERO_VARIANT_COOKIE));
  const variant =
    state.shownToAll ?? (held?.run === state.run ? held.variant : assignHeroVariant());
  const value = heroCookieValue(variant, state.run);
  if (held && heroCookieValue(held.variant, held.run) === value) return null;
  return setCookie(COOKIES.hero, value, { secure });
}

/** The home page with a variant marked on <html> before any script (for visitors without one). */
function markedHome(file: StaticFile, variant: "B"): StaticFile {
  const body = Buffer.from(
    file.body.toString("utf8").replace(/<html\b/, `<html data-hero="${variant}"`),
  );
  return {
    ...file,
    body,
    br: brotliCompressSync(body),
    gzip: gzipSync(body, { level: 9 }),
    etag: `${file.etag.slice(0, -1)}-${variant}"`,
  };
}
