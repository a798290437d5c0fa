// The outbox's dead letters (ADR 224): messages given up after too many attempts (the relay
// refusing for long, or a message whose worker died each time it sent it), kept with their
// content so that an operator can see them and send them again. What is shown is the kind,
// attempts, the last failure's code and dates: never the address or the message.
import { sql } from "drizzle-orm";
import { resultRows, type Db } from "../../lib/db.server.ts";
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
  const rows = resultRows<{
    id: string | number;
    kind: string;
    attempts: number;
    last_error: string | null;
    created_at: string | Date;
  }>(
    await db.execute(sql`
      select id, kind, attempts, last_error, created_at from outbox
      where status = 'dead' order by created_at desc limit ${limit}`),
  );
  return rows.map((r) => ({
    id: String(r.id),
    kind: r.kind,
    attempts: r.attempts,
    lastError: r.last_error,
    createdAt: new Date(r.created_at).toISOString(),
  }));
}

/** Queues a dead letter again, with its attempts reset (audited); false: not a dead letter. */
export async function retryDeadLetter(db: Db, id: string, actor: AdminActor): Promise<boolean> {
  if (!/^\d{1,18}$/.test(id)) return false;
  return db.transaction(async (tx) => {
    const [row] = resultRows<{ kind: string }>(
      await tx.execute(sql`
        update outbox set status = 'queued', attempts = 0, next_attempt_at = now(),
          lease_until = null, lease_token = null
        where id = ${id} and status = 'dead' returning kind`),
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
