// Suppressed addresses and the lists a member is on (ADR 213). A permanent failure
// (an SMTP 5xx, ADR 212's lane) or a provider's bounce or complaint (POST /api/mail-events)
// suppresses the member's address: no list e-mail goes to it until the address changes (a
// trigger of migration 0019) or an admin clears it. A complaint also leaves every list.
// Account mails (confirmation, reset, notices) are never held back by either.
import { eq, sql } from "drizzle-orm";
import { mailPreferences, mailSuppressions, profiles, users } from "../../../db/schema.ts";
import type { Db, Queryable } from "../../lib/db.server.ts";
import { byAdmin, recordAudit, type AuditActor, type AdminActor } from "../audit.server.ts";
import { MAIL_LISTS, type MailList } from "../mail/member-mail.server.ts";

export type MemberMailState = {
  lists: MailList[];
  suppressed: { reason: "bounce" | "complaint"; since: string } | null;
};

/** Which lists the member is on, and whether their address is suppressed. */
export async function memberMailState(db: Queryable, userId: string): Promise<MemberMailState> {
  const [row] = await db
    .select({
      referral: mailPreferences.referralUpdates,
      digest: mailPreferences.weeklyDigest,
      news: mailPreferences.programmeNews,
      updates: mailPreferences.founderUpdates,
      reason: mailSuppressions.reason,
      since: mailSuppressions.createdAt,
    })
    .from(mailPreferences)
    .leftJoin(mailSuppressions, eq(mailSuppressions.userId, mailPreferences.userId))
    .where(eq(mailPreferences.userId, userId));
  if (!row) return { lists: [], suppressed: null };
  return {
    lists: (Object.keys(MAIL_LISTS) as MailList[]).filter((list) => row[list]),
    suppressed:
      row.reason && row.since
        ? { reason: row.reason, since: new Date(row.since).toISOString() }
        : null,
  };
}

/** Lifts a suppression (the admin's 'Clear'); false when there was none. */
export async function clearSuppression(db: Db, userId: string, actor: AdminActor) {
  return db.transaction(async (tx) => {
    const rows = await tx
      .delete(mailSuppressions)
      .where(eq(mailSuppressions.userId, userId))
      .returning({ userId: mailSuppressions.userId });
    if (rows.length === 0) return false;
    await recordAudit(tx, {
      actor: byAdmin(actor),
      action: "member.clear-suppression",
      target: `user:${userId}`,
    });
    return true;
  });
}

/**
 * A provider's report (ADR 213) about an address: 'bounce' suppresses it; 'complaint'
 * suppresses it and takes the member off every list. Returns how many members it concerned
 * (0: no member has that address; nothing is stored about it).
 */
export async function reportAddress(db: Db, email: string, kind: "bounce" | "complaint") {
  const system: AuditActor = { kind: "system" };
  return db.transaction(async (tx) => {
    const members = await tx
      .select({ id: profiles.id })
      .from(users)
      .innerJoin(profiles, eq(profiles.id, users.id))
      .where(sql`lower(${users.email}) = lower(${email})`);
    for (const { id } of members) {
      await tx.execute(sql`
        insert into mail_suppressions (user_id, reason) values (${id}, ${kind})
        on conflict (user_id) do update set reason = excluded.reason
          where mail_suppressions.reason = 'bounce'`);
      if (kind === "complaint")
        await tx.execute(sql`
          update mail_preferences set referral_updates = false, weekly_digest = false,
            programme_news = false, founder_updates = false, updated_at = now()
          where user_id = ${id}`);
      await recordAudit(tx, { actor: system, action: `mail.${kind}`, target: `user:${id}` });
    }
    return members.length;
  });
}
