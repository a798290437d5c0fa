import type { Database } from "./db.server.ts";

export type RateLimitRule = { window: number; max: number };
export type RateLimitResult = { allowed: boolean; retryAfter: number | null };

/** Expired rows are deleted at most this often per process (ADR 180: no unbounded table). */
const PRUNE_EVERY_MS = 60_000;

/**
 * Records one request against `key` and says whether it is allowed, in one atomic
 * statement on the shared database, so limits hold across instances and under
 * concurrency. Used by better-auth (as its custom storage) and by our own endpoints.
 */
export function createRateLimiter(database: Database, enabled: boolean, now = () => Date.now()) {
  let lastPrune = 0;
  async function consume(key: string, rule: RateLimitRule): Promise<RateLimitResult> {
    if (!enabled) return { allowed: true, retryAfter: null };
    const at = now();
    const windowMs = rule.window * 1000;
    const windowStart = at - windowMs;
    const rows = await database.rawTransaction((run) =>
      run(
        `insert into rate_limits (id, key, count, last_request, expires_at) values ($1, $1, 1, $2, $4::bigint)
         on conflict (key) do update set
           count = case when rate_limits.last_request < $3 then 1 else rate_limits.count + 1 end,
           last_request = case when rate_limits.last_request < $3 then $2 else rate_limits.last_request end,
           expires_at = case when rate_limits.last_request < $3 then $4::bigint
                        else greatest(coalesce(rate_limits.expires_at, 0), rate_limits.last_request + $5::bigint) end
         returning count, last_request`,
        [key.slice(0, 500), at, windowStart, at + windowMs, windowMs],
      ),
    );
    if (at - lastPrune >= PRUNE_EVERY_MS) {
      lastPrune = at;
      void pruneExpired(database, at).catch(() => undefined);
    }
    const count = Number(rows[0]?.count ?? 0);
    const started = Number(rows[0]?.last_request ?? at);
    if (count <= rule.max) return { allowed: true, retryAfter: null };
    return {
      allowed: false,
      retryAfter: Math.max(1, Math.ceil((started + windowMs - at) / 1000)),
    };
  }
  return consume;
}

/**
 * Deletes rate-limit and sign-in-failure rows whose window (and lock) has ended. Run
 * opportunistically by the limiter; safe to run from a scheduled job as well.
 */
export async function pruneExpired(database: Database, at = Date.now()): Promise<number> {
  return database.rawTransaction(async (run) => {
    const a = await run("delete from rate_limits where expires_at < $1::bigint returning 1", [at]);
    const b = await run("delete from sign_in_failures where expires_at < $1::bigint returning 1", [
      at,
    ]);
    return a.length + b.length;
  });
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
