import "./production-env.ts";
import { mkdirSync } from "node:fs";
import { parseEnvOr } from "../app/lib/env.server.ts";
import { metrics } from "../app/lib/metrics.server.ts";
import { SecretsError } from "../app/lib/secrets.server.ts";
import { seedMilestones } from "../app/domain/milestones/milestones.server.ts";
import { createServices, type Services } from "../app/domain/services.server.ts";
import { createAvatarStore } from "../app/lib/avatar.server.ts";
import { startAdminChannel } from "../ops/admin-channel.ts";
import { build } from "./app.ts";
import { createBackup } from "../ops/backup.ts";
import { lockDataDirOr } from "../ops/data-dir-lock.ts";
import { startMetricsServer } from "./plugins/metrics.ts";
import { missingNodeFlags, SHUTDOWN_DEADLINE_MS } from "./node-flags.ts";
import { armShutdownWatchdog } from "./shutdown-watchdog.ts";

function fail(message: string): never {
  console.error(`\n${message}\n`);
  process.exit(1);
}

const env = parseEnvOr(fail);

// No other local user may reach the data, secrets or admin socket (ADR 190).
mkdirSync(env.dataDir, { recursive: true, mode: 0o700 });
const lock = lockDataDirOr(env.dataDir, "server", fail);

let services: Services;
try {
  services = await createServices(env);
} catch (error) {
  lock.release();
  fail(
    error instanceof SecretsError
      ? error.message
      : `Could not open the database: ${(error as Error).message}`,
  );
}
// The first start seeds the default milestone ladder from app/content (ADR 192).
await seedMilestones(services.database.db);
const app = await build({ services });
metrics.observePool(services.database.poolStats);
const metricsServer = env.METRICS_PORT ? await startMetricsServer(env.METRICS_PORT) : null;
const missing = missingNodeFlags();
if (missing.length)
  app.log.warn(
    `started without ${missing.join(" ")}: memory use will be higher (use npm run serve, or see docs/deploy.md)`,
  );
const adminChannel =
  services.database.kind === "embedded"
    ? await startAdminChannel(
        env.dataDir,
        services.database.db,
        {
          addressHashKey: services.addressHashKey,
          removeAvatar: createAvatarStore(env).remove,
        },
        () => createBackup(env.dataDir, services.database),
      )
    : null;

await app.listen({ port: env.PORT, host: env.HOST });
if (env.NODE_ENV === "production" && !env.SMTP_URL)
  app.log.warn(
    `SMTP_URL is not set: e-mail (including password-reset and confirmation links) is written to ${env.dataDir}/mail instead of being sent`,
  );
// Retention and other scheduled jobs: now, then when due (app/lib/jobs.server.ts).
services.jobs.start({ log: app.log });
app.log.info(
  `serving on http://localhost:${env.PORT} (database: ${services.database.kind}, data: ${env.dataDir})`,
);

// Graceful shutdown (ADR 202): first drain — /healthz fails and every answer closes its
// connection while the server still listens, so the load balancer moves on without a refused
// or reset request — then stop accepting, finish in-flight requests, close the database
// cleanly. Connections still open after a grace period (idle keep-alives a client never
// closes, a request that hangs) are dropped so the database is always closed before the
// deadline.
const GRACE_MS = 5_000;
const GIVE_UP_MS = SHUTDOWN_DEADLINE_MS - 2_000;
let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  const started = Date.now();
  // The deadline holds even if this process is stuck (server/shutdown-watchdog.ts). Armed
  // before anything else: with an output nobody reads, the logger's flush at exit waits for
  // ever (tests/reliability/faults.test.ts). The timer below, a little earlier, exits with a
  // log line when the event loop is free.
  armShutdownWatchdog(SHUTDOWN_DEADLINE_MS);
  app.log.info(`${signal} received: shutting down`);
  const force = setTimeout(() => {
    app.log.error(`shutdown timed out after ${GIVE_UP_MS} ms; exiting`);
    lock.release();
    process.exit(1);
  }, GIVE_UP_MS);
  force.unref();
  app.lifecycle.stopping = true;
  // The mail worker takes nothing new from now on; its sends in flight finish during the
  // drain (at most OUTBOX.stopGraceMs, then they are aborted and put back in the queue) and
  // are recorded before the database closes (ADR 224): a deploy sends nothing twice.
  const mailStopped = services.outbox.stop();
  if (env.SHUTDOWN_DRAIN_MS > 0) {
    app.log.info(`draining for ${env.SHUTDOWN_DRAIN_MS} ms`);
    await new Promise((resolve) => setTimeout(resolve, env.SHUTDOWN_DRAIN_MS));
  }
  const drop = setTimeout(() => {
    app.log.warn("connections still open after the grace period: closing them");
    app.server.closeAllConnections();
  }, GRACE_MS);
  drop.unref();
  let code = 0;
  try {
    adminChannel?.close();
    metricsServer?.close();
    await app.close();
    clearTimeout(drop);
    app.log.info(`requests finished in ${Date.now() - started} ms`);
    const aborted = await mailStopped;
    app.log.info({ aborted }, `mail sends finished in ${Date.now() - started} ms`);
    await services.close();
    app.log.info(`database closed after ${Date.now() - started} ms`);
  } catch (error) {
    app.log.error({ err: error }, "shutdown failed");
    code = 1;
  } finally {
    lock.release();
    process.exit(code);
  }
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
