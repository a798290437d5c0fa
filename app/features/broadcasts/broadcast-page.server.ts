// What a broadcast's page and the Broadcasts list read besides the broadcast itself: the
// admin's own name (the preview and 'Send Test' greet them by it), who started a broadcast and
// when, the e-mail as a member will see it, and the recipients a draft or a scheduled
// broadcast will have (its frozen count is 0 until it starts).
import { and, desc, eq, inArray } from "drizzle-orm";
import {
  countAudience,
  isCompleteAudience,
  type Audience,
} from "~/domain/broadcasts/audience.server";
import { broadcastMail } from "~/domain/broadcasts/broadcast-mail.server";
import type { Db } from "~/lib/db.server";
import { auditLog, profiles } from "../../../db/schema.ts";

/** A member's (or admin's) name on their profile; '' when there is none. */
export async function profileName(db: Db, userId: string): Promise<string> {
  const [row] = await db
    .select({ name: profiles.name })
    .from(profiles)
    .where(eq(profiles.id, userId));
  return row?.name ?? "";
}

/** Who sent (or scheduled) a broadcast and when, from its audit rows; null for a draft. */
export async function broadcastSender(db: Db, id: string) {
  const [row] = await db
    .select({ at: auditLog.createdAt, name: profiles.name })
    .from(auditLog)
    .leftJoin(profiles, eq(profiles.id, auditLog.actorId))
    .where(
      and(
        eq(auditLog.target, `broadcast:${id}`),
        inArray(auditLog.action, ["broadcast.send", "broadcast.schedule"]),
      ),
    )
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(1);
  return row ? { name: row.name ?? "", at: row.at } : null;
}

/** The whole e-mail a member gets (greeted as `name`), for the page's 'Preview' frame. */
export function mailPreview(subject: string, body: string, name: string, publicUrl: string) {
  return broadcastMail(
    { id: "preview", subject: subject || "(no subject)", body },
    { userId: "preview", email: "preview@example.invalid", name },
    { publicUrl, unsubscribeUrl: null },
  ).html;
}

/** The recipients each not-yet-started broadcast would have now (frozen ones keep theirs). */
export async function liveRecipients<
  T extends { status: string; recipients: number; audience: Audience },
>(db: Db, rows: T[]): Promise<T[]> {
  return Promise.all(
    rows.map(async (row) =>
      row.status !== "draft" && row.status !== "scheduled"
        ? row
        : {
            ...row,
            recipients: isCompleteAudience(row.audience)
              ? await countAudience(db, row.audience)
              : 0,
          },
    ),
  );
}
