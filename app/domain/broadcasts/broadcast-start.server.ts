// Starting and freezing broadcasts (ADRs 212, 219): 'Send Now' counts the audience in the
// admin's request; the outbox worker freezes it later in a transaction of its own.
// Imported by services.server.ts: relative imports with .ts only.
import { sql } from "drizzle-orm";
import { z } from "zod";
import { broadcasts } from "../../../db/schema.ts";
import { sqlRows, type Db, type Queryable } from "../../lib/db.server.ts";
import { countAudience, freezeAudience, type Audience } from "./audience.server.ts";

/** A broadcast to start or freeze, and whom it is for. */
const Due = z.object({
  id: z.string(),
  audience_kind: z.enum(broadcasts.audienceKind.enumValues),
  audience_value: z.string().nullable(),
});

/**
 * Starts a broadcast now (in `tx`): 'sending', counting the audience as the admin confirmed
 * it; the outbox worker freezes it (freezeNextBroadcast). An empty audience is 'sent' at once.
 */
export async function startBroadcast(tx: Queryable, id: string, audience: Audience) {
  const recipients = await countAudience(tx, audience);
  const empty = recipients === 0;
  await tx.execute(sql`
    update broadcasts set status = ${empty ? "sent" : "sending"},
      recipients = ${recipients}, started_at = now(), updated_at = now(),
      finished_at = ${empty ? sql`now()` : null}, frozen_at = ${empty ? sql`now()` : null}
    where id = ${id}::uuid`);
  return recipients;
}

/**
 * Freezes the audience of one started broadcast (the oldest not yet frozen) in its own
 * transaction: a row per recipient, then the count frozen. Not inside the request that
 * started it: at a million members this takes about a minute (ADR 219). A worker that dies
 * meanwhile leaves nothing behind; the next one freezes it. Its id, or null when none waits.
 */
export async function freezeNextBroadcast(db: Db): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [next] = await sqlRows(
      tx,
      Due,
      sql`
        select id, audience_kind, audience_value from broadcasts
        where frozen_at is null and status in ('sending', 'paused')
        order by started_at limit 1 for update skip locked`,
    );
    if (!next) return null;
    const recipients = await freezeAudience(tx, next.id, {
      kind: next.audience_kind,
      value: next.audience_value,
    });
    // Nobody left to reach (all unsubscribed since), paused or not: it is done.
    const done = recipients === 0;
    await tx.execute(sql`
      update broadcasts set recipients = ${recipients}, frozen_at = now(), updated_at = now(),
        status = ${done ? sql`'sent'` : sql`status`},
        finished_at = ${done ? sql`now()` : sql`finished_at`}
      where id = ${next.id}::uuid`);
    return next.id;
  });
}

/** Starts every scheduled broadcast whose time has come (one instance each). */
export async function startDueBroadcasts(db: Db): Promise<string[]> {
  return db.transaction(async (tx) => {
    const due = await sqlRows(
      tx,
      Due,
      sql`
        select id, audience_kind, audience_value from broadcasts
        where status = 'scheduled' and scheduled_at <= now()
        order by scheduled_at limit 5 for update skip locked`,
    );
    for (const b of due)
      await startBroadcast(tx, b.id, { kind: b.audience_kind, value: b.audience_value });
    return due.map((b) => b.id);
  });
}
