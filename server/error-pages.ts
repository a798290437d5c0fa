// The host's own answers when it cannot serve a request (docs/architecture.md D27, ADR 201): a
// plain, readable page for a person (a navigation or a form post asks for HTML), JSON for a
// script. Plain HTML with no script or inline style, so it passes the site's CSP as it is.
import type { FastifyReply, FastifyRequest } from "fastify";
import { serverErrorText } from "../app/content/server-errors.ts";
import { siteConfig } from "../app/lib/site-config.ts";

const escape = (s: string) =>
  s.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]!);

/** A person's browser asks for HTML; fetch(), better-auth's client and scripts do not. */
export function wantsHtml(req: FastifyRequest): boolean {
  return /\btext\/html\b/.test(String(req.headers.accept ?? ""));
}

export function errorPage(kind: "unavailable" | "failed"): string {
  const { title, message } = serverErrorText[kind];
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escape(title)} | ${escape(siteConfig.brand)}</title>
</head>
<body>
<main>
<p>${escape(siteConfig.brand)}</p>
<h1>${escape(title)}</h1>
<p>${escape(message)}</p>
<p><a href="/">${escape(serverErrorText.home)}</a></p>
</main>
</body>
</html>
`;
}

/** Answers `reply` as the server's failure: 503 with Retry-After when the database is away. */
export function sendServerError(
  req: FastifyRequest,
  reply: FastifyReply,
  kind: "unavailable" | "failed",
) {
  const { body, type } = serverErrorBody(req, kind);
  prepareServerError(reply, kind);
  return reply.type(type).send(body);
}

/** Status and headers of a server error; the body from serverErrorBody. */
export function prepareServerError(reply: FastifyReply, kind: "unavailable" | "failed") {
  reply.code(kind === "unavailable" ? 503 : 500).header("cache-control", "no-store");
  if (kind === "unavailable")
    reply.header("retry-after", String(serverErrorText.retryAfterSeconds));
  // A body the route had begun (a compressed stream, its length) is replaced.
  for (const header of ["content-length", "content-encoding", "etag", "last-modified"])
    reply.removeHeader(header);
}

export function serverErrorBody(req: FastifyRequest, kind: "unavailable" | "failed") {
  return wantsHtml(req)
    ? { body: errorPage(kind), type: "text/html; charset=utf-8" }
    : {
        body: JSON.stringify({ error: serverErrorText[kind].message }),
        type: "application/json; charset=utf-8",
      };
}
