// The one confirmation reminder (ADR 191): 'Please confirm your e-mail to join the waitlist',
// 48 hours after sign-up, once, from an hourly job.
import { createEmailVerificationToken } from "better-auth/api";
import { sql } from "drizzle-orm";
import { z } from "zod";
import { memberMailText } from "../../content/member-mail-text.ts";
import { CONFIRMED_CALLBACK } from "../../lib/waitlist-rules.ts";
import { memberMails } from "../../../db/schema.ts";
import { sqlRows } from "../../lib/db.server.ts";
import { DAY_MS, HOUR_MS, type Job } from "../../lib/jobs.server.ts";
import { REMINDER_AFTER_HOURS } from "../../lib/limits.ts";
import type { MailCap } from "../../lib/mail-cap.server.ts";
import { renderMail, type MailContent } from "../../lib/mail-templates.server.ts";
import type { MemberMailDeps } from "./member-mail.server.ts";
import { VERIFICATION_TOKEN_SECONDS } from "../../lib/verification-token.server.ts";

/** The reminder goes this long after sign-up (ADR 191)… */
export const REMINDER_AFTER_MS = REMINDER_AFTER_HOURS * HOUR_MS;
/** …and not to accounts older than this: a reminder weeks later would surprise, and the
 *  unconfirmed-accounts job (ADR 190) deletes them at UNCONFIRMED_ACCOUNT_DAYS anyway. */
export const REMINDER_UNTIL_MS = 7 * DAY_MS;
const BATCH = 200;

/** A fresh confirmation link: better-auth's own verification token, as its e-mail has it. */
export async function confirmationUrl(
  deps: Pick<MemberMailDeps, "secret" | "publicUrl">,
  user: { id: string; email: string },
  callbackURL: string = CONFIRMED_CALLBACK,
) {
  const token = await createEmailVerificationToken(
    deps.secret,
    user.email,
    undefined,
    VERIFICATION_TOKEN_SECONDS,
    { userId: user.id },
  );
  const url = new URL("/api/auth/verify-email", deps.publicUrl);
  url.searchParams.set("token", token);
  url.searchParams.set("callbackURL", callbackURL);
  return url.href;
}

/**
 * One reminder, ever, to a member still unconfirmed REMINDER_AFTER_MS after sign-up. The
 * key 'confirm-reminder:<user>' and the outbox row keyed by it commit in one transaction
 * (ADR 224); a capped address gets no key, and the next run tries again. Standalone: each
 * reminder is a transaction of its own.
 */
export function confirmReminderJob(deps: MemberMailDeps & { mayMail: MailCap }): Job {
  return {
    name: "confirm-reminder",
    everyMs: HOUR_MS,
    standalone: true,
    async run({ now }) {
      const db = deps.db;
      const due = await sqlRows(
        db,
        z.object({ id: z.string(), email: z.string(), name: z.string() }),
        sql`
          select u.id, u.email, u.name from users u join profiles p on p.id = u.id
          where not u.email_verified and p.suspended_at is null
            and u.created_at <= ${new Date(now.getTime() - REMINDER_AFTER_MS).toISOString()}::timestamptz
            and u.created_at > ${new Date(now.getTime() - REMINDER_UNTIL_MS).toISOString()}::timestamptz
            and not exists (select 1 from member_mails m where m.mail_key = 'confirm-reminder:' || u.id)
          order by u.created_at limit ${BATCH}`,
      );
      let sent = 0;
      let failed = 0;
      for (const user of due) {
        const key = `confirm-reminder:${user.id}`;
        // An unverified address: the per-recipient cap of ADR 180 holds for it too (capped:
        // no key, the next run tries again).
        if (!(await deps.mayMail(user.email))) continue;
        try {
          const mail = renderMail(
            reminderContent(user.email, user.name, await confirmationUrl(deps, user)),
          );
          // The key and the outbox row (keyed by it) in one transaction (ADR 224): a crash
          // between them can neither lose the reminder nor leave a key that says it went.
          const claimed = await db.transaction(async (tx) => {
            const rows = await tx
              .insert(memberMails)
              .values({
                userId: user.id,
                kind: "confirm-reminder",
                mailKey: key,
                status: "sent",
                createdAt: now,
              })
              .onConflictDoNothing({ target: memberMails.mailKey })
              .returning({ id: memberMails.id });
            if (rows.length && deps.enqueue) await deps.enqueue(mail, { key, tx });
            return rows.length > 0;
          });
          if (!claimed) continue;
          if (!deps.enqueue) await deps.mailer.send(mail);
          sent += 1;
        } catch (err) {
          // Deleted meanwhile (the unconfirmed-accounts job), or the send failed.
          deps.log.error({ err, kind: "confirm-reminder" }, "member mail failed");
          if (!deps.enqueue)
            await db.execute(sql`delete from member_mails where mail_key = ${key}`).catch(() => 0);
          failed += 1;
        }
      }
      return { remindersSent: sent, remindersFailed: failed };
    },
  };
}

/** The one reminder: 'Please confirm your e-mail to join the waitlist'. */
export function reminderContent(to: string, name: string, confirmUrl: string): MailContent {
  const t = memberMailText.reminder;
  return {
    kind: "confirm-reminder",
    to,
    subject: t.subject,
    body: t.body(name),
    action: { label: t.action, url: confirmUrl },
    after: [...t.after],
    why: t.why,
  };
}
