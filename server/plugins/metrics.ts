import { createHash, timingSafeEqual } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { FastifyInstance } from "fastify";
import { metrics } from "../../app/lib/metrics.server.ts";

const digest = (text: string) => createHash("sha256").update(text).digest();

/**
 * GET /metrics on the public port, only for `Authorization: Bearer $METRICS_TOKEN`. Without
 * METRICS_TOKEN the route is not registered at all: /metrics is an ordinary unknown page.
 */
export default async function metricsRoute(app: FastifyInstance) {
  const token = app.services.env.METRICS_TOKEN;
  if (!token) return;
  const expected = digest(`Bearer ${token}`);
  app.get("/metrics", async (req, reply) => {
    const given = req.headers.authorization ?? "";
    // Compared as digests: equal length, constant time, the token's length not revealed.
    if (!timingSafeEqual(digest(given), expected)) {
      return reply
        .status(401)
        .header("www-authenticate", 'Bearer realm="metrics"')
        .header("cache-control", "no-store")
        .send({ error: "A valid metrics token is required." });
    }
    return reply
      .header("content-type", metrics.registry.contentType)
      .header("cache-control", "no-store")
      .send(await metrics.registry.metrics());
  });
}

/** METRICS_PORT: a listener on 127.0.0.1 that serves only GET /metrics, without a token. */
export async function startMetricsServer(port: number): Promise<Server> {
  const server = createServer(async (req, res) => {
    if (req.method !== "GET" || (req.url ?? "").split("?", 1)[0] !== "/metrics") {
      res.writeHead(404, { "content-type": "text/plain" }).end("Not found\n");
      return;
    }
    try {
      const body = await metrics.registry.metrics();
      res.writeHead(200, { "content-type": metrics.registry.contentType }).end(body);
    } catch {
      res.writeHead(500, { "content-type": "text/plain" }).end("metrics failed\n");
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  return server;
}
