import path from "node:path";
import { z } from "zod";

// The environment is read and validated once at start-up; a bad value stops the
// server with a message naming the variable (CONTRIBUTING.md).
const port = z.coerce.number().int().min(0).max(65535);
const positiveInt = z.coerce.number().int().positive();

export const EnvSchema = z.object({
  NODE_ENV: z.enum(["production", "development", "test"]).default("production"),
  PORT: port.default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
    .optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")
    .optional(),
  MAIL_FROM: z.string().min(3).optional(),
  OPERATOR_EMAIL: z.string().email().optional(),
  PUBLIC_URL: z.string().url().default("http://localhost:3000"),
  /** More origins (comma-separated) trusted for sign-in and forms besides PUBLIC_URL's. */
  TRUSTED_ORIGINS: z
    .string()
    .refine(
      (list) => list.split(",").every((s) => !s.trim() || URL.canParse(s.trim())),
      "must be URLs separated by commas",
    )
    .optional(),
  RSS_FEED_URL: z.string().url().optional(),
  /** How long a fetched RSS_FEED_URL copy is served before it is refreshed in the background. */
  RSS_FEED_CACHE_SECONDS: z.coerce.number().int().min(0).default(300),
  BETTER_AUTH_SECRET: z.string().min(32).optional(),
  /** Key of the keyed address hashes (ADR 140); generated into DATA_DIR when unset. */
  ADDRESS_HASH_SECRET: z.string().min(32).optional(),
  /** Form submissions older than this many days are deleted by the daily retention job. */
  RETENTION_SUBMISSIONS_DAYS: positiveInt.max(36500).default(730),
  /** Raw A/B events older than this many days are deleted; the counters keep the figures (ADR 190). */
  RETENTION_AB_EVENTS_DAYS: positiveInt.max(36500).default(90),
  S3_ENDPOINT: z.string().url().optional(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_PUBLIC_URL: z.string().url().optional(),
  /** Set to "off" to disable every rate limit (load tests only). */
  RATE_LIMIT: z.enum(["on", "off"]).default("on"),
  RATE_LIMIT_WINDOW_SECONDS: positiveInt.default(60),
  RATE_LIMIT_AUTH_MAX: positiveInt.default(30),
  RATE_LIMIT_FORM_MAX: positiveInt.default(20),
  RATE_LIMIT_BEACON_MAX: positiveInt.default(120),
  /**
   * Which proxies may set X-Forwarded-For (proxy-addr syntax): "loopback" (default: a
   * reverse proxy on this host), "true", "false", or addresses/CIDRs separated by commas.
   * The client address behind rate limits comes from it, so it must not be spoofable.
   */
  TRUST_PROXY: z.string().min(1).default("loopback"),
  /** Client addresses in the request log: off unless the operator needs them (privacy). */
  LOG_CLIENT_IP: z.enum(["on", "off"]).default("off"),
  /** Bearer token for GET /metrics; unset: the endpoint does not exist on the public port. */
  METRICS_TOKEN: z.string().min(16, "must be at least 16 characters").optional(),
  /** A second listener for /metrics only, bound to 127.0.0.1 (no token needed there). */
  METRICS_PORT: port.optional(),
  /** Broadcast messages a second across every instance (ADR 212); 0: no limit. */
  BROADCAST_RATE: z.coerce.number().int().min(0).max(10_000).default(10),
  /**
   * How long an outbox or broadcast claim is an instance's own (ADR 224); every send has a
   * total deadline of two thirds of it. Tests shorten it.
   */
  MAIL_LEASE_SECONDS: z.coerce.number().int().min(3).max(600).default(45),
  /** The first pause of the broadcast lane when the mail relay fails (ADR 224). */
  MAIL_RELAY_PAUSE_SECONDS: z.coerce.number().min(0.5).max(600).default(15),
  /** Pooled SMTP connections per instance (ADR 224): under the relay's connection limit. */
  SMTP_POOL_CONNECTIONS: z.coerce.number().int().min(1).max(50).default(5),
  /** The HMAC-SHA256 key of POST /api/mail-events (ADR 213); unset: the endpoint answers 404. */
  MAIL_EVENTS_SECRET: z.string().min(16, "must be at least 16 characters").optional(),
  /** The operator's time zone (IANA name): where a broadcast's schedule is written and shown. */
  OPERATOR_TIME_ZONE: z
    .string()
    .refine((zone) => {
      try {
        new Intl.DateTimeFormat("en-US", { timeZone: zone });
        return true;
      } catch {
        return false;
      }
    }, "must be an IANA time zone such as Europe/London")
    .default("UTC"),
  /** The weekly digest's weekday (1 Monday … 7 Sunday) and hour in OPERATOR_TIME_ZONE. */
  DIGEST_WEEKDAY: z.coerce.number().int().min(1).max(7).default(1),
  DIGEST_HOUR: z.coerce.number().int().min(0).max(23).default(9),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /**
   * After SIGTERM, how long the server keeps listening with /healthz failing and every answer
   * closing its connection, before it stops accepting (ADR 202); within the shutdown deadline.
   */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(10_000).default(2_000),
});

export type Env = z.infer<typeof EnvSchema> & {
  dataDir: string;
  /** PUBLIC_URL is https: cookies get `Secure`, responses HSTS and upgrade-insecure-requests. */
  secure: boolean;
  /** PUBLIC_URL's origin (`https://host[:port]`): CSRF checks, absolute links. */
  origin: string;
};

export class EnvError extends Error {}

export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  // Empty strings count as unset, as shells and .env files often leave them.
  const cleaned = Object.fromEntries(
    Object.entries(source).filter(([, v]) => v !== undefined && v !== ""),
  );
  const result = EnvSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new EnvError(`Invalid environment variable(s):\n${lines.join("\n")}`);
  }
  const publicUrl = new URL(result.data.PUBLIC_URL);
  return {
    ...result.data,
    dataDir: path.resolve(result.data.DATA_DIR),
    secure: publicUrl.protocol === "https:",
    origin: publicUrl.origin,
  };
}

/** parseEnv for a command line: a bad variable is reported through `fail` (it names it). */
export function parseEnvOr(fail: (message: string) => never): Env {
  try {
    return parseEnv();
  } catch (error) {
    if (error instanceof EnvError) fail(error.message);
    throw error;
  }
}
