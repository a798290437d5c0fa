import type { Database } from "./db.server.ts";

export type RateLimitRule = { window: number; max: number };
export type RateLimitResult = { allowed: boolean; retryAfter: number | null };

/**
 * Records one request against `key` and says whether it is allowed, in one atomic
 * statement on the shared database, so limits hold across instances and under
 * concurrency. Used by better-auth (as its custom storage) and by our own endpoints.
 */
export function createRateLimiter(database: Database, enabled: boolean) {
  return async function consume(key: string, rule: RateLimitRule): Promise<RateLimitResult> {
    if (!enabled) return { allowed: true, retryAfter: null };
    const now = Date.now();
    const windowStart = now - rule.window * 1000;
    const rows = await database.rawTransaction((run) =>
      run(
        `insert into rate_limits (id, key, count, last_request) values ($1, $1, 1, $2)
         on conflict (key) do update set
           count = case when rate_limits.last_request < $3 then 1 else rate_limits.count + 1 end,
           last_request = case when rate_limits.last_request < $3 then $2 else rate_limits.last_request end
         returning count, last_request`,
        [key.slice(0, 500), now, windowStart],
      ),
    );
    const count = Number(rows[0]?.count ?? 0);
    const started = Number(rows[0]?.last_request ?? now);
    if (count <= rule.max) return { allowed: true, retryAfter: null };
    return {
      allowed: false,
      retryAfter: Math.max(1, Math.ceil((started + rule.window * 1000 - now) / 1000)),
    };
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
