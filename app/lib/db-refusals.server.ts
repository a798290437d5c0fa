// The database's refusals by name (ADR 234). A check constraint, a key or a trigger's
// `RAISE … USING CONSTRAINT = '<name>'` (db/migrations/0031_refusal_codes.sql) names the rule
// a write broke; a domain function maps the names it expects to its own errors with
// `withRefusals`, and the route words those. Nothing reads the message: a rewording in SQL
// changes no answer, and a refusal nobody mapped stays an unexpected error (a 500, logged), not
// the wrong user message.

/**
 * The refusals the application tells apart, as the database names them: every guard's RAISE
 * (a test checks that none is missing) and the checks and keys a page words. A test checks
 * each name against the database (a constraint, an index or a function's RAISE).
 */
export const REFUSALS = [
  // Arenas (0018, 0024, 0028, 0029 with 0031).
  "arenas_slug_key",
  "arenas_finished_published",
  "arena_finished",
  "arenas_slug_kept_once_opened",
  "arenas_seats_cover_taken",
  "arena_invitations_within_seats",
  "arenas_staking_one_way",
  "arenas_staking_frozen_once_closed",
  "arenas_allowance_covers_staked",
  "arena_founders_email_once",
  "arena_founders_fixed_once_opened",
  "arena_stakes_seat_holder",
  "arena_stakes_window_open",
  "arena_stakes_founder_of_arena",
  "arena_stakes_within_allowance",
  "arena_stakes_frozen_once_closed",
  // The journey's rounds (0030 with 0031).
  "round_interests_round_open",
  "round_interests_within_cap",
  // Never a page's to word: the audit log's and a community merge's (0004, 0015 with 0031).
  "audit_log_append_only",
  "community_merge_into_itself",
  "community_merge_no_target",
  "community_merge_no_source",
  // Articles (0001).
  "articles_slug_key",
  // Milestones (0014).
  "milestones_name_key",
  "member_milestones_milestone_id_fkey",
] as const;
export type Refusal = (typeof REFUSALS)[number];

const known = new Set<string>(REFUSALS);
const isRefusal = (name: unknown): name is Refusal => typeof name === "string" && known.has(name);

/** The named refusal a failed query met (through Drizzle's wrapping causes), or null. */
export function refusal(error: unknown): Refusal | null {
  for (
    let e = error as { constraint?: unknown; cause?: unknown } | undefined;
    e && typeof e === "object";
    e = e.cause as typeof e
  ) {
    if (isRefusal(e.constraint)) return e.constraint;
  }
  return null;
}

/** Which domain error each refusal a write expects becomes. */
export type RefusalTable = Partial<Record<Refusal, () => Error>>;

/** The domain's error for a named refusal in `table`; any other error as it was. */
export function refusedBy(error: unknown, table: RefusalTable): unknown {
  const name = refusal(error);
  const make = name ? table[name] : undefined;
  return make ? make() : error;
}

/** Runs a write; a refusal named in `table` is thrown as the domain's error instead. */
export async function withRefusals<T>(table: RefusalTable, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    throw refusedBy(error, table);
  }
}
