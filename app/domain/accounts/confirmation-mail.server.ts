// The sign-up's confirmation e-mail, rendered when the outbox sends it (ADR 208): the row is
// queued by the users insert itself (db/migrations/0017), in the sign-up's transaction, and
// holds no message; the link is made here, fresh, so no token waits in the queue.
// Imported by services.server.ts: relative imports with .ts only.
import { and, eq, not, sql } from "drizzle-orm";
import { users } from "../../../db/schema.ts";
import type { Db } from "../../lib/db.server.ts";
import type { Mail } from "../../lib/email.server.ts";
import type { MailCap } from "../../lib/mail-cap.server.ts";
import { siteConfig } from "../../lib/site-config.ts";
import { confirmationUrl } from "../mail/confirm-reminder.server.ts";
import type { OutboxRenderer } from "../mail/outbox.server.ts";
import { LINK_MAIL_WHY, linkMail, NOT_YOU } from "./auth-mail.server.ts";

export function confirmationMail(opts: {
  kind: string;
  to: string;
  name: string;
  url: string;
}): Mail {
  return linkMail({
    kind: opts.kind,
    to: opts.to,
    subject: `Confirm your ${siteConfig.brand} e-mail`,
    intro: `Welcome, ${opts.name}! Please confirm your e-mail address.`,
    url: opts.url,
    action: "Confirm my e-mail",
    ignore: NOT_YOU,
    why: LINK_MAIL_WHY.signUp,
  });
}

/**
 * The outbox's renderer for rows queued without a message: the confirmation of `userId`, or
 * null when there is nothing to send (the account is gone or confirmed, or the address has
 * had its share of unverified mail, ADR 190).
 */
export function confirmationRenderer(deps: {
  db: Db;
  secret: string;
  publicUrl: string;
  mayMail: MailCap;
}) {
  return async (row: Parameters<OutboxRenderer>[0]): Promise<Mail | null> => {
    if (row.kind !== "email-confirmation" || !row.userId) return null;
    const [user] = await deps.db
      .select({ id: users.id, email: users.email, name: users.name })
      .from(users)
      .where(and(eq(users.id, row.userId), not(users.emailVerified)));
    if (!user || !(await deps.mayMail(user.email))) return null;
    return confirmationMail({
      kind: row.kind,
      to: user.email,
      name: user.name,
      url: await confirmationUrl(deps, user, row.callback ?? undefined),
    });
  };
}

/**
 * The sign-up's confirmation may go now, leading to `callbackURL` (a path of this site; any
 * other value leaves the members' dashboard). The row waited for this (db/migrations/0017);
 * should this never run, it goes a few seconds later with the default.
 */
export async function releaseConfirmation(db: Db, userId: string, callbackURL: unknown) {
  const callback =
    typeof callbackURL === "string" &&
    callbackURL.length <= 200 &&
    callbackURL.startsWith("/") &&
    !callbackURL.startsWith("//")
      ? callbackURL
      : null;
  await db.execute(sql`
    update outbox set callback = ${callback}, next_attempt_at = now()
    where user_id = ${userId} and kind = 'email-confirmation' and status = 'queued'
      and lease_until is null`);
}
