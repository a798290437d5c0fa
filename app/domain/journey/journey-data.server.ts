// What the journey holds about one member (ADR 231), for 'Download My Data' and the CLI's
// `privacy export`: the updates they posted, the ventures they follow, their interest in rounds.
// Each goes with a deleted account (follows and interest by their keys; an update stays,
// unsigned — author_id set null — until the operator hides it).
import { sql } from "drizzle-orm";
import { z } from "zod";
import { sqlRows, type Db } from "../../lib/db.server.ts";
import { count, when } from "./rows.ts";

const UpdateRow = z.object({
  venture_name: z.string(),
  title: z.string(),
  body: z.string(),
  kind: z.string(),
  created_at: when,
  updated_at: when,
  hidden_at: when.nullable(),
});
const FollowRow = z.object({ venture_name: z.string(), arena: z.string(), created_at: when });
const InterestRow = z.object({
  venture_name: z.string(),
  round: z.string(),
  amount: count,
  share_email: z.boolean(),
  created_at: when,
  updated_at: when,
});

export async function journeyDataOf(db: Db, userId: string) {
  const [updates, follows, interests] = await Promise.all([
    sqlRows(
      db,
      UpdateRow,
      sql`
      select f.venture_name, u.title, u.body, u.kind, u.created_at, u.updated_at, u.hidden_at
      from venture_updates u join arena_founders f on f.id = u.founder_id
      where u.author_id = ${userId} order by u.created_at`,
    ),
    sqlRows(
      db,
      FollowRow,
      sql`
      select f.venture_name, a.name as arena, v.created_at
      from venture_follows v join arena_founders f on f.id = v.founder_id
      join arenas a on a.id = f.arena_id
      where v.user_id = ${userId} order by v.created_at`,
    ),
    sqlRows(
      db,
      InterestRow,
      sql`
      select f.venture_name, r.name as round, i.amount, i.share_email, i.created_at, i.updated_at
      from round_interests i join venture_rounds r on r.id = i.round_id
      join arena_founders f on f.id = r.founder_id
      where i.user_id = ${userId} order by i.created_at`,
    ),
  ]);
  return {
    ventureUpdates: updates.map((r) => ({
      venture: r.venture_name,
      title: r.title,
      text: r.body,
      kind: r.kind,
      postedAt: r.created_at.toISOString(),
      editedAt: r.updated_at.toISOString(),
      hiddenByOperator: r.hidden_at !== null,
    })),
    ventureFollows: follows.map((r) => ({
      venture: r.venture_name,
      arena: r.arena,
      since: r.created_at.toISOString(),
    })),
    roundInterests: interests.map((r) => ({
      venture: r.venture_name,
      round: r.round,
      amountUsd: r.amount,
      emailSharedWithFounder: r.share_email,
      recordedAt: r.created_at.toISOString(),
      changedAt: r.updated_at.toISOString(),
    })),
  };
}
