import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

// Security headers for every response (ADR 004). Scripts are allowed by
// per-request nonce (server-rendered pages) or by hash (prerendered pages); never
// 'unsafe-inline'.

/** Hosts of click-to-load embeds (docs/architecture.md D11): framed only after the visitor asks. */
const FRAME_HOSTS = [
  "https://www.youtube-nocookie.com",
  "https://open.spotify.com",
  "https://player.vimeo.com",
];

export function contentSecurityPolicy(scriptSources: string[], https: boolean): string {
  const directives = [
    "default-src 'self'",
    `script-src 'self' ${scriptSources.join(" ")}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self'",
    "connect-src 'self'",
    "media-src 'self'",
    `frame-src ${FRAME_HOSTS.join(" ")}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
    "manifest-src 'self'",
    "worker-src 'self' blob:",
  ];
  if (https) directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}

export function baseSecurityHeaders(https: boolean): Record<string, string> {
  const headers: Record<string, string> = {
    "x-content-type-options": "nosniff",
    "x-frame-options": "DENY",
    "referrer-policy": "strict-origin-when-cross-origin",
    "permissions-policy":
      "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
    "cross-origin-opener-policy": "same-origin",
    "cross-origin-resource-policy": "same-origin",
    "x-permitted-cross-domain-policies": "none",
  };
  if (https) headers["strict-transport-security"] = "max-age=63072000; includeSubDomains";
  return headers;
}

/** Every response gets the base headers and, unless a handler set its own, the default CSP. */
export default fp(
  async (app: FastifyInstance) => {
    const { secure } = app.services.env;
    const headers = baseSecurityHeaders(secure);
    const defaultCsp = contentSecurityPolicy([], secure);
    app.addHook("onSend", async (_req, reply, payload) => {
      for (const [key, value] of Object.entries(headers)) {
        if (!reply.hasHeader(key)) reply.header(key, value);
      }
      if (!reply.hasHeader("content-security-policy"))
        reply.header("content-security-policy", defaultCsp);
      return payload;
    });
  },
  { name: "security-headers" },
);
