import { randomBytes } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { createAuth, type Auth } from "./auth.server.ts";
import { migrate, openDatabase, type Database } from "./db.server.ts";
import { createMailer, type Mailer } from "./email.server.ts";
import type { Env } from "./env.server.ts";
import { createMailCap, type MailCap } from "./mail-cap.server.ts";
import { createRateLimiter, type RateLimiter } from "./rate-limit.server.ts";
import { createSignInGuard, type SignInGuard } from "./sign-in-guard.server.ts";
import { siteConfig } from "./site-config.ts";

/** Everything a request needs, created once per process and handed to route loaders as context. */
export type Services = {
  env: Env;
  database: Database;
  auth: Auth;
  mailer: Mailer;
  consume: RateLimiter;
  /** Counts one unverified-recipient message (forms, exam, sign-up); false: do not send. */
  mayMail: MailCap;
  signInGuard: SignInGuard;
  close(): Promise<void>;
};

/** Secrets not given in the environment are generated once and kept in DATA_DIR. */
async function loadSecret(dataDir: string, given?: string): Promise<string> {
  if (given) return given;
  const file = path.join(dataDir, "secrets.json");
  try {
    const stored = JSON.parse(await readFile(file, "utf8")) as { authSecret?: string };
    if (stored.authSecret) return stored.authSecret;
  } catch {
    // First start: fall through and create it.
  }
  const authSecret = randomBytes(32).toString("base64url");
  await writeFile(file, JSON.stringify({ authSecret }, null, 2), { mode: 0o600 });
  return authSecret;
}

export async function createServices(
  env: Env,
  overrides: { mailer?: Mailer } = {},
): Promise<Services> {
  await mkdir(env.dataDir, { recursive: true });
  const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.dataDir });
  try {
    await migrate(database);
  } catch (error) {
    await database.close();
    throw error;
  }
  const from = env.MAIL_FROM ?? `${siteConfig.brand} <${siteConfig.email}>`;
  const mailer =
    overrides.mailer ?? createMailer({ smtpUrl: env.SMTP_URL, dataDir: env.dataDir, from });
  const consume = createRateLimiter(database, env.RATE_LIMIT === "on");
  const secret = await loadSecret(env.dataDir, env.BETTER_AUTH_SECRET);
  const mayMail = createMailCap(consume, secret);
  const signInGuard = createSignInGuard({ database, secret, enabled: env.RATE_LIMIT === "on" });
  const auth = createAuth({ database, env, secret, mailer, consume, guard: signInGuard, mayMail });
  return {
    env,
    database,
    auth,
    mailer,
    consume,
    mayMail,
    signInGuard,
    close: () => database.close(),
  };
}
