// The outbox's dead letters (ADR 224): messages given up after too many attempts (the relay
// refusing for long, or a message whose worker died each time it sent it), kept with their
// content so that an operator can see them and send them again. What is shown is the kind,
// attempts, the last failure's code and dates: never the address or the message.
import { desc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { outbox } from "../../../db/schema.ts";
import { sqlRow, type Db } from "../../lib/db.server.ts";
import { byAdmin, recordAudit, type AdminActor } from "../audit.server.ts";

export type DeadLetter = {
  id: string;
  kind: string;
  attempts: number;
  lastError: string | null;
  createdAt: string;
};

/** The dead letters, newest first (at most `limit`). */
export async function deadLetters(db: Db, limit = 50): Promise<DeadLetter[]> {
  const rows = await db
    .select({
      id: outbox.id,
      kind: outbox.kind,
      attempts: outbox.attempts,
      lastError: outbox.lastError,
      createdAt: outbox.createdAt,
    })
    .from(outbox)
    .where(eq(outbox.status, "dead"))
    .orderBy(desc(outbox.createdAt))
    .limit(limit);
  return rows.map((r) => ({ ...r, id: String(r.id), createdAt: r.createdAt.toISOString() }));
}

/** Queues a dead letter again, with its attempts reset (audited); false: not a dead letter. */
export async function retryDeadLetter(db: Db, id: string, actor: AdminActor): Promise<boolean> {
  if (!/^\d{1,18}$/.test(id)) return false;
  return db.transaction(async (tx) => {
    const row = await sqlRow(
      tx,
      z.object({ kind: z.string() }),
      sql`
        update outbox set status = 'queued', attempts = 0, next_attempt_at = now(),
          lease_until = null, lease_token = null
        where id = ${id} and status = 'dead' returning kind`,
    );
    if (!row) return false;
    await recordAudit(tx, {
      actor: byAdmin(actor),
      action: "mail.retry",
      target: `outbox:${id}`,
      details: { kind: row.kind },
    });
    return true;
  });
}
