// Suppressed addresses and the lists a member is on (ADR 213). A permanent failure
// (an SMTP 5xx, ADR 212's lane) or a provider's bounce or complaint (POST /api/mail-events)
// suppresses the member's address: no list e-mail goes to it until the address changes (a
// trigger of migration 0019) or an admin clears it. A complaint also leaves every list.
// Account mails (confirmation, reset, notices) are never held back by either.
import { sql } from "drizzle-orm";
import { resultRows, type Db } from "../../lib/db.server.ts";
import { byAdmin, recordAudit, type AuditActor, type AdminActor } from "../audit.server.ts";
import { MAIL_LISTS, type MailList } from "../mail/member-mail.server.ts";

export type MemberMailState = {
  lists: MailList[];
  suppressed: { reason: "bounce" | "complaint"; since: string } | null;
};

/** Which lists the member is on, and whether their address is suppressed. */
export async function memberMailState(db: Db, userId: string): Promise<MemberMailState> {
  const [row] = resultRows<{
    referral_updates: boolean;
    weekly_digest: boolean;
    programme_news: boolean;
    founder_updates: boolean;
    reason: "bounce" | "complaint" | null;
    since: string | Date | null;
  }>(
    await db.execute(sql`
      select mp.referral_updates, mp.weekly_digest, mp.programme_news, mp.founder_updates,
        s.reason,
        s.created_at as since
      from mail_preferences mp left join mail_suppressions s on s.user_id = mp.user_id
      where mp.user_id = ${userId}`),
  );
  if (!row) return { lists: [], suppressed: null };
  const on = {
    referral: row.referral_updates,
    digest: row.weekly_digest,
    news: row.programme_news,
    updates: row.founder_updates,
  };
  return {
    lists: (Object.keys(MAIL_LISTS) as MailList[]).filter((list) => on[list]),
    suppressed: row.reason
      ? { reason: row.reason, since: new Date(row.since!).toISOString() }
      : null,
  };
}

/** Lifts a suppression (the admin's 'Clear'); false when there was none. */
export async function clearSuppression(db: Db, userId: string, actor: AdminActor) {
  return db.transaction(async (tx) => {
    const rows = resultRows(
      await tx.execute(sql`delete from mail_suppressions where user_id = ${userId} returning 1`),
    );
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
    const members = resultRows<{ id: string }>(
      await tx.execute(sql`
        select p.id from users u join profiles p on p.id = u.id
        where lower(u.email) = lower(${email})`),
    );
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
