// Failed sign-ins per account (ADR 180). The network budget (every entry point,
// per IPv4 address or IPv6 /64) slows one attacker; these counters stop guessing one
// account from one network (10 failures in 15 min) and from many (100 in an hour).
// Counters are keyed by a keyed hash of the address, whether or not an account has it,
// so a refusal never tells an account exists. The owner can always reset the password,
// which clears them.
import { createHmac } from "node:crypto";
import { clientNetwork } from "../../lib/client-network.ts";
import type { Database } from "../../lib/db.server.ts";

export const TOO_MANY_SIGN_INS =
  "Too many attempts. Please try again later or reset your password.";

const MINUTE = 60_000;
export const SIGN_IN_LIMITS = {
  /** One account from one network. */
  pair: { failures: 10, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE },
  /** One account from all networks together. */
  account: { failures: 100, windowMs: 60 * MINUTE, lockMs: 15 * MINUTE },
} as const;

type Limit = (typeof SIGN_IN_LIMITS)[keyof typeof SIGN_IN_LIMITS];

export function createSignInGuard(opts: {
  database: Database;
  secret: string;
  enabled: boolean;
  now?: () => number;
}) {
  const { database } = opts;
  const now = opts.now ?? (() => Date.now());
  const hash = (text: string) =>
    createHmac("sha256", opts.secret).update(text).digest("base64url").slice(0, 32);
  const account = (email: string) => hash(`sign-in\n${email.trim().toLowerCase()}`);
  const keys = (email: string, ip: string) => {
    const a = account(email);
    return { account: `acct:${a}`, pair: `pair:${a}:${hash(clientNetwork(ip))}` };
  };

  async function record(
    run: Parameters<Parameters<Database["rawTransaction"]>[0]>[0],
    key: string,
    limit: Limit,
    at: number,
  ) {
    await run(
      `insert into sign_in_failures (key, failures, window_started_at, locked_until, expires_at)
       values ($1, 1, $2::bigint, null, $2::bigint + $3::bigint)
       on conflict (key) do update set
         failures = case when sign_in_failures.window_started_at <= $2::bigint - $3::bigint then 1
                         else sign_in_failures.failures + 1 end,
         window_started_at = case when sign_in_failures.window_started_at <= $2::bigint - $3::bigint then $2
                                  else sign_in_failures.window_started_at end,
         locked_until = case
           when sign_in_failures.window_started_at > $2::bigint - $3::bigint and sign_in_failures.failures + 1 >= $4::int
             then $2::bigint + $5::bigint
           else sign_in_failures.locked_until end,
         expires_at = greatest(sign_in_failures.expires_at, $2::bigint + $3::bigint, $2::bigint + $5::bigint)`,
      [key, at, limit.windowMs, limit.failures, limit.lockMs],
    );
  }

  return {
    /** Seconds until this account may try again from this network, or null. */
    async lockedFor(email: string, ip: string): Promise<number | null> {
      if (!opts.enabled) return null;
      const k = keys(email, ip);
      const at = now();
      const rows = await database.rawTransaction((run) =>
        run(
          "select max(locked_until) as until from sign_in_failures where key in ($1, $2) and locked_until > $3::bigint",
          [k.account, k.pair, at],
        ),
      );
      const until = rows[0]?.until == null ? null : Number(rows[0].until);
      return until ? Math.max(1, Math.ceil((until - at) / 1000)) : null;
    },
    /** Counts one wrong password for this account, from this network and in total. */
    async recordFailure(email: string, ip: string): Promise<void> {
      if (!opts.enabled) return;
      const k = keys(email, ip);
      const at = now();
      await database.rawTransaction(async (run) => {
        await record(run, k.pair, SIGN_IN_LIMITS.pair, at);
        await record(run, k.account, SIGN_IN_LIMITS.account, at);
      });
    },
    /** A successful password reset: the owner starts afresh from every network. */
    async clear(email: string): Promise<void> {
      const a = account(email);
      await database.rawTransaction((run) =>
        run("delete from sign_in_failures where key = $1 or key like $2", [
          `acct:${a}`,
          `pair:${a}:%`,
        ]),
      );
    },
  };
}

export type SignInGuard = ReturnType<typeof createSignInGuard>;
