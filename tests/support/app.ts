import { afterAll, beforeAll } from "vitest";
import { build } from "../../server/app.ts";
import { parseEnv } from "../../app/lib/env.server.ts";
import type { Logger } from "../../app/lib/logger.server.ts";
import { createServices } from "../../app/domain/services.server.ts";
import { freshDatabase } from "./database.ts";
import { startMailSink } from "./mail-sink.ts";

export const TEST_ORIGIN = "http://127.0.0.1:3999";

/**
 * A built Fastify app on a fresh database (embedded or PostgreSQL, see database.ts)
 * with a real SMTP sink, for `app.inject` tests of server routes.
 */
export async function createTestApp(
  extraEnv: Record<string, string> = {},
  overrides: { log?: Logger } = {},
) {
  const mail = await startMailSink();
  const db = await freshDatabase();
  const env = parseEnv({
    NODE_ENV: "test",
    PUBLIC_URL: TEST_ORIGIN,
    SMTP_URL: mail.url,
    LOG_LEVEL: "silent",
    ...db.env,
    ...extraEnv,
  });
  const services = await createServices(env, overrides);
  const app = await build({ services });
  await app.ready();
  return {
    app,
    services,
    db: services.database.db,
    mail,
    env,
    origin: TEST_ORIGIN,
    /** Raw SQL on the database, in a transaction of its own (checks and set-ups only). */
    query(text: string, params: unknown[] = []) {
      return services.database.rawTransaction((run) => run(text, params));
    },
    async close() {
      await app.close();
      await services.close();
      await mail.close();
      await db.cleanup();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** One test app for the whole file: created before its tests, closed after them. */
export function withTestApp(ready: (t: TestApp) => void, extraEnv: Record<string, string> = {}) {
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await createTestApp(extraEnv);
    ready(app);
  });
  afterAll(async () => {
    await app?.close();
  });
}

/** Cookie header value from the Set-Cookie headers of an inject response. */
export function cookiesFrom(setCookie: string | string[] | undefined): string {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return list.map((c) => c.split(";", 1)[0]).join("; ");
}
