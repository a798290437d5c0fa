import { Readable } from "node:stream";
import { constants, createBrotliCompress, createGzip } from "node:zlib";
import type { FastifyReply, FastifyRequest } from "fastify";
import { CLIENT_IP_HEADER } from "../app/domain/accounts/auth.server.ts";

/** Turns a Fastify request (body already buffered) into a Fetch API Request. */
export function toFetchRequest(req: FastifyRequest, reply: FastifyReply): Request {
  const url = new URL(req.url, `${req.protocol}://${req.host}`);
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(key, v);
    else headers.set(key, String(value));
  }
  headers.set(CLIENT_IP_HEADER, req.ip);
  const controller = new AbortController();
  reply.raw.once("close", () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  const init: RequestInit & { duplex?: "half" } = {
    method: req.method,
    headers,
    signal: controller.signal,
  };
  if (req.method !== "GET" && req.method !== "HEAD" && Buffer.isBuffer(req.body)) {
    init.body = req.body as Buffer<ArrayBuffer>;
  }
  return new Request(url, init);
}

const COMPRESSIBLE = /^(text\/|application\/(json|xml|rss\+xml|javascript)|text\/x-script)/;

/** Streams dynamic text responses compressed (prerendered files are pre-compressed at build). */
function compressor(acceptEncoding: string, response: Response) {
  if (!response.body || response.headers.has("content-encoding")) return null;
  if (!COMPRESSIBLE.test(response.headers.get("content-type") ?? "")) return null;
  if (/\bbr\b/.test(acceptEncoding)) {
    // Each chunk is flushed: streamed HTML (Suspense fallbacks, deferred loader data) must
    // reach the browser as React writes it, not when the whole response ends.
    return {
      encoding: "br",
      stream: createBrotliCompress({
        flush: constants.BROTLI_OPERATION_FLUSH,
        params: { [constants.BROTLI_PARAM_QUALITY]: 4 },
      }),
    };
  }
  if (/\bgzip\b/.test(acceptEncoding))
    return { encoding: "gzip", stream: createGzip({ level: 6, flush: constants.Z_SYNC_FLUSH }) };
  return null;
}

/** Sends a Fetch API Response through Fastify, keeping every Set-Cookie header. */
export function sendFetchResponse(
  reply: FastifyReply,
  response: Response,
  extraHeaders: Record<string, string> = {},
) {
  reply.status(response.status);
  for (const [key, value] of response.headers) {
    if (key !== "set-cookie") reply.header(key, value);
  }
  for (const [key, value] of Object.entries(extraHeaders)) {
    if (!reply.hasHeader(key)) reply.header(key, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header("set-cookie", cookies);
  if (!response.body) return reply.send();
  const body = Readable.fromWeb(response.body as import("node:stream/web").ReadableStream);
  const compress = compressor(String(reply.request.headers["accept-encoding"] ?? ""), response);
  if (!compress) return reply.send(body);
  reply.removeHeader("content-length");
  reply.header("content-encoding", compress.encoding).header("vary", "accept-encoding");
  return reply.send(body.pipe(compress.stream));
}
