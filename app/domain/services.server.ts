import { mkdir } from "node:fs/promises";
import { createAuth, type Auth } from "./accounts/auth.server.ts";
import { migrate, openDatabase, type Database } from "../lib/db.server.ts";
import { countingMailer, createMailer, type Mailer } from "../lib/email.server.ts";
import type { Env } from "../lib/env.server.ts";
import { createJobRunner, type JobRunner } from "../lib/jobs.server.ts";
import { createLogger, type Logger } from "../lib/logger.server.ts";
import { createMailCap, type MailCap } from "../lib/mail-cap.server.ts";
import { metrics, recordJobRun } from "../lib/metrics.server.ts";
import { createRateLimiter, type RateLimiter } from "../lib/rate-limit.server.ts";
import { loadSecrets } from "../lib/secrets.server.ts";
import type { MemberMailDeps } from "./mail/member-mail.server.ts";
import { createOutbox, type Outbox, type OutboxRenderer } from "./mail/outbox.server.ts";
import { createRelayHealth, type RelayHealth } from "./mail/mail-relay.server.ts";
import { createBroadcastLane } from "./broadcasts/broadcast-engine.server.ts";
import { confirmationRenderer } from "./accounts/confirmation-mail.server.ts";
import { journeyRenderer } from "./journey/journey-mail.server.ts";
import { updateMailLane } from "./journey/updates.server.ts";
import { registerJobs } from "./scheduled-jobs.server.ts";
import { createSignInGuard, type SignInGuard } from "./accounts/sign-in-guard.server.ts";
import { siteConfig } from "../lib/site-config.ts";

/** The outbox's renderers, by kind: the confirmation's, then the journey's (ADR 232). */
function renderers(confirmation: OutboxRenderer, journey: OutboxRenderer): OutboxRenderer {
  return (row) => (row.kind === "email-confirmation" ? confirmation(row) : journey(row));
}

/** Everything a request needs, created once per process and handed to route loaders as context. */
export type Services = {
  env: Env;
  database: Database;
  auth: Auth;
  mailer: Mailer;
  consume: RateLimiter;
  /** The process's one logger (Fastify's too): structured fields, never personal data. */
  log: Logger;
  /** Counts one unverified-recipient message (forms, exam, sign-up); false: do not send. */
  mayMail: MailCap;
  signInGuard: SignInGuard;
  /** HMAC key of app/lib/address-hash.server.ts (ADDRESS_HASH_SECRET or DATA_DIR). */
  addressHashKey: string;
  /**
   * The member e-mails' sender and unsubscribe signing (ADR 191): pass it to
   * sendMemberMail / unsubscribeLink of app/domain/mail/member-mail.server.ts.
   */
  memberMail: MemberMailDeps;
  /** The e-mail outbox (ADR 208): its worker runs from start-up, close() stops it. */
  outbox: Outbox;
  /** The mail relay's shared health (ADR 224): the broadcast page's notice reads it. */
  relay: RelayHealth;
  /** Scheduled jobs (retention, …); server/main.ts starts them, close() stops them. */
  jobs: JobRunner;
  /**
   * The process's caches (ADR 216): `make` runs once per key and services, and every later
   * call, from the host or a page, gets what it made (heroStateOf, publicCommunitiesOf).
   */
  cached<T>(key: string, make: () => T): T;
  close(): Promise<void>;
};

export async function createServices(
  env: Env,
  overrides: { mailer?: Mailer; log?: Logger } = {},
): Promise<Services> {
  const log = overrides.log ?? createLogger(env.LOG_LEVEL);
  // No other local user may read the database, secrets or mail (ADR 190).
  await mkdir(env.dataDir, { recursive: true, mode: 0o700 });
  // Before the database opens: an unusable secrets.json stops the start (ADR 190).
  const { authSecret: secret, addressHashKey } = await loadSecrets(env.dataDir, {
    authSecret: env.BETTER_AUTH_SECRET,
    addressHashKey: env.ADDRESS_HASH_SECRET,
  });
  const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.dataDir, log });
  try {
    await migrate(database);
  } catch (error) {
    await database.close();
    throw error;
  }
  const from = env.MAIL_FROM ?? `${siteConfig.brand} <${siteConfig.email}>`;
  const mailer = countingMailer(
    overrides.mailer ??
      createMailer({
        smtpUrl: env.SMTP_URL,
        dataDir: env.dataDir,
        from,
        pool: { maxConnections: env.SMTP_POOL_CONNECTIONS },
      }),
  );
  // The relay's shared health (ADR 224): its failures pause the lane, never suppress.
  const relay = createRelayHealth({
    db: database.db,
    log,
    pauseSeconds: env.MAIL_RELAY_PAUSE_SECONDS,
  });
  // Every e-mail of the auth layer and the member e-mails go through the outbox (ADR 208):
  // `queued` is the mailer they get; the worker alone uses the transport.
  const consume = createRateLimiter(database, env.RATE_LIMIT === "on");
  const mayMail = createMailCap(consume, secret);
  // Broadcasts are the outbox's second lane (ADR 212): the same worker, the same transport.
  const broadcasts = createBroadcastLane({
    db: database.db,
    mailer,
    log,
    secret,
    publicUrl: env.PUBLIC_URL,
    rate: env.BROADCAST_RATE,
    relay,
    leaseSeconds: env.MAIL_LEASE_SECONDS,
  });
  const outbox = createOutbox({
    db: database.db,
    mailer,
    log,
    // Founders' updates are the third (ADR 232): their e-mails queued after the post.
    lanes: [broadcasts, updateMailLane(database.db)],
    relay,
    leaseSeconds: env.MAIL_LEASE_SECONDS,
    render: renderers(
      confirmationRenderer({ db: database.db, secret, publicUrl: env.PUBLIC_URL, mayMail }),
      journeyRenderer({ db: database.db, secret, publicUrl: env.PUBLIC_URL }),
    ),
  });
  const queued: Mailer = {
    from: mailer.from,
    send: async (mail) => void (await outbox.enqueue(mail)),
  };
  metrics.observeOutbox(outbox.queue);
  const signInGuard = createSignInGuard({ database, secret, enabled: env.RATE_LIMIT === "on" });
  const memberMail: MemberMailDeps = {
    db: database.db,
    mailer: queued,
    secret,
    publicUrl: env.PUBLIC_URL,
    log,
    enqueue: (mail, options) => outbox.enqueue(mail, options),
  };
  const auth = createAuth({
    database,
    env,
    secret,
    addressHashKey,
    mailer,
    consume,
    guard: signInGuard,
    mayMail,
    log,
    memberMail,
    outbox,
  });
  const jobs = createJobRunner({ db: database.db, log });
  registerJobs(jobs, { env, database, addressHashKey, memberMail, mayMail, outbox });
  jobs.onRun(recordJobRun);
  outbox.start();
  const caches = new Map<string, unknown>();
  return {
    cached<T>(key: string, make: () => T): T {
      if (!caches.has(key)) caches.set(key, make());
      return caches.get(key) as T;
    },
    env,
    database,
    auth,
    mailer,
    consume,
    mayMail,
    signInGuard,
    addressHashKey,
    memberMail,
    jobs,
    outbox,
    relay,
    log,
    async close() {
      await jobs.stop();
      // Sends in flight finish (or are aborted and requeued) before the database closes.
      const aborted = await outbox.stop();
      if (aborted) log.warn({ aborted }, "sends aborted at shutdown: back in the queue");
      mailer.close?.();
      await database.close();
    },
  };
}
