// E-mail to members (ADR 191, docs/architecture.md D23, ADR 191): the lists a member can
// leave, the signed unsubscribe tokens, the preferences, and the one sender every list
// e-mail (referral, milestone, digest) goes through, which enforces the rules once:
// only to a confirmed, unsuspended member who wants the list, once per key, at most
// REFERRAL_MAILS_PER_DAY referral-list e-mails a day. Logs counts and kinds, never addresses.
// Imported by auth.server.ts: relative imports with .ts only.
import { createHmac, timingSafeEqual } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import { mailPreferences, memberMails } from "../../../db/schema.ts";
import { pgNumber, sqlRow, type Db, type Tx } from "../../lib/db.server.ts";
import type { Mail, Mailer } from "../../lib/email.server.ts";
import type { Logger } from "../../lib/logger.server.ts";
import { REFERRAL_MAILS_PER_DAY } from "../../lib/limits.ts";
import { renderMail, type MailContent } from "../../lib/mail-templates.server.ts";
import { PATHS } from "../../content/paths.ts";
import { UNNAMED_FRIEND } from "../../content/member-mail-text.ts";

export type MailList = "referral" | "digest" | "news" | "updates";
export type MemberMailKind = typeof memberMails.$inferSelect.kind;

/** The lists: their names as the unsubscribe page and the e-mails say them. */
export const MAIL_LISTS = {
  referral: { name: "referral updates", column: "referral_updates" },
  digest: { name: "the weekly rank digest", column: "weekly_digest" },
  news: { name: "Programme news", column: "programme_news" },
  updates: { name: "Founder updates", column: "founder_updates" },
} as const satisfies Record<MailList, { name: string; column: string }>;

export const isMailList = (value: unknown): value is MailList =>
  value === "referral" || value === "digest" || value === "news" || value === "updates";

export { REFERRAL_MAILS_PER_DAY };
const DAY_MS = 24 * 60 * 60 * 1000;

// ---- Unsubscribe tokens ---------------------------------------------------------------
// '<list>.<list key>.<HMAC>': the list in clear, the member's random list_key (never the
// account id), and an HMAC-SHA256 of both under a key derived from the server secret.

const mac = (secret: string, list: MailList, listKey: string) =>
  createHmac("sha256", secret)
    .update(`unsubscribe\n${list}\n${listKey}`)
    .digest("base64url")
    .slice(0, 32);

export function unsubscribeToken(secret: string, list: MailList, listKey: string): string {
  return `${list}.${listKey}.${mac(secret, list, listKey)}`;
}

/** The list and key of a token this server signed; null for anything else. */
export function readUnsubscribeToken(
  secret: string,
  token: unknown,
): { list: MailList; listKey: string } | null {
  if (typeof token !== "string" || token.length > 100) return null;
  const [list, listKey, given, ...rest] = token.split(".");
  if (rest.length || !isMailList(list) || !/^[0-9a-f]{32}$/.test(listKey ?? "")) return null;
  const expected = Buffer.from(mac(secret, list, listKey));
  const actual = Buffer.from(given ?? "");
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null;
  return { list, listKey };
}

export function unsubscribeUrl(publicUrl: string, secret: string, list: MailList, key: string) {
  const url = new URL(PATHS.unsubscribe, publicUrl);
  url.searchParams.set("token", unsubscribeToken(secret, list, key));
  return url.href;
}

/** The preferences field of each list. */
const LIST_FIELDS = {
  referral: "referralUpdates",
  digest: "weeklyDigest",
  news: "programmeNews",
  updates: "founderUpdates",
} as const satisfies Record<MailList, keyof MailPreferences>;

/** Turns a list on or off for the token's member; false when no member has the key. */
export async function setSubscription(
  db: Db,
  listKey: string,
  list: MailList,
  on: boolean,
  /** How the member changed it, for their History (mail_list_changes, migration 0026). */
  how: "link" | "one-click",
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('app.list_change', ${how}, true)`);
    const rows = await tx
      .update(mailPreferences)
      .set({ [LIST_FIELDS[list]]: on, updatedAt: new Date() })
      .where(eq(mailPreferences.listKey, listKey))
      .returning({ userId: mailPreferences.userId });
    return rows.length > 0;
  });
}

/** Whether the token's member is on the list; null when no member has the key. */
export async function subscriptionOf(
  db: Db,
  listKey: string,
  list: MailList,
): Promise<boolean | null> {
  const [row] = await db
    .select({
      referral: mailPreferences.referralUpdates,
      digest: mailPreferences.weeklyDigest,
      news: mailPreferences.programmeNews,
      updates: mailPreferences.founderUpdates,
    })
    .from(mailPreferences)
    .where(eq(mailPreferences.listKey, listKey));
  return row ? row[list] : null;
}

// ---- Preferences ----------------------------------------------------------------------

export type MailPreferences = {
  referralUpdates: boolean;
  weeklyDigest: boolean;
  programmeNews: boolean;
  founderUpdates: boolean;
};

export async function mailPreferencesOf(db: Db, userId: string): Promise<MailPreferences> {
  const [row] = await db
    .select({
      referralUpdates: mailPreferences.referralUpdates,
      weeklyDigest: mailPreferences.weeklyDigest,
      programmeNews: mailPreferences.programmeNews,
      founderUpdates: mailPreferences.founderUpdates,
    })
    .from(mailPreferences)
    .where(eq(mailPreferences.userId, userId));
  return (
    row ?? { referralUpdates: true, weeklyDigest: false, programmeNews: true, founderUpdates: true }
  );
}

/** Saves the member's choices (every profile has its row: migration 0013's trigger). */
export async function saveMailPreferences(db: Db, userId: string, prefs: MailPreferences) {
  await db
    .update(mailPreferences)
    .set({ ...prefs, updatedAt: new Date() })
    .where(eq(mailPreferences.userId, userId));
}

// ---- The sender -----------------------------------------------------------------------

export type MemberMailDeps = {
  db: Db;
  mailer: Mailer;
  secret: string;
  publicUrl: string;
  log: Pick<Logger, "error">;
  /**
   * The outbox's enqueue (ADR 224): the member_mails key and the outbox row, keyed by it,
   * commit in one transaction, so a crash between them neither loses the e-mail nor leaves a
   * key that says it went. Without it (a test's direct mailer), the mail is sent after.
   */
  enqueue?: (mail: Mail, options: { key: string; tx: Tx }) => Promise<boolean>;
};

/** What the content builder of a list e-mail gets: the recipient and their unsubscribe link. */
/** The dashboard's address, where every member e-mail's button leads. */
export const dashboardUrl = (publicUrl: string) => new URL(PATHS.dashboard, publicUrl).href;

export type Recipient = { userId: string; name: string; firstName: string; email: string };

export type MemberMailOutcome = "sent" | "capped" | "skipped" | "failed";

/** The first word of a display name; 'A friend' when there is none (ADR 191). */
export function firstNameOf(name: string | null | undefined): string {
  const first = (name ?? "").trim().split(/\s+/)[0] ?? "";
  return first || UNNAMED_FRIEND;
}

/**
 * Sends one e-mail of a list to a member, keyed: `key` is unique for ever (a second call
 * with it sends nothing). Skipped unless the member is confirmed, not suspended and on the
 * list; a referral-list e-mail over REFERRAL_MAILS_PER_DAY in 24 hours is recorded as
 * 'capped' and not sent. The check, the claim and the outbox row (keyed by the same key) are
 * one transaction holding the member's preferences row, so concurrent sends count right and
 * a crash leaves both or neither. With a direct mailer (no `enqueue`), a failed send
 * releases the key.
 */
export async function sendMemberMail(
  deps: MemberMailDeps,
  mail: {
    userId: string;
    list: MailList;
    kind: MemberMailKind;
    key: string;
    build: (to: Recipient) => Omit<MailContent, "to" | "kind" | "unsubscribe">;
    now?: Date;
  },
): Promise<MemberMailOutcome> {
  const now = mail.now ?? new Date();
  const claimed = await deps.db.transaction(async (tx) => {
    const member = await sqlRow(
      tx,
      z.object({ name: z.string(), email: z.string(), wants: z.boolean(), list_key: z.string() }),
      sql`
        select p.name, u.email, mp.list_key,
          (case when ${mail.list} = 'referral' then mp.referral_updates else mp.weekly_digest end) as wants
        from mail_preferences mp
        join profiles p on p.id = mp.user_id
        join users u on u.id = mp.user_id
        where mp.user_id = ${mail.userId} and u.email_verified and p.suspended_at is null
        for update of mp`,
    );
    if (!member?.wants) return null;
    let status: "sent" | "capped" = "sent";
    if (mail.list === "referral") {
      const sent = await sqlRow(
        tx,
        z.object({ n: pgNumber }),
        sql`
          select count(*) as n from member_mails
          where user_id = ${mail.userId} and status = 'sent'
            and kind in ('referral-joined', 'referral-confirmed', 'milestone')
            and created_at > ${new Date(now.getTime() - DAY_MS).toISOString()}::timestamptz`,
      );
      if ((sent?.n ?? 0) >= REFERRAL_MAILS_PER_DAY) status = "capped";
    }
    const inserted = await tx
      .insert(memberMails)
      .values({ userId: mail.userId, kind: mail.kind, mailKey: mail.key, status, createdAt: now })
      .onConflictDoNothing({ target: memberMails.mailKey })
      .returning({ id: memberMails.id });
    if (!inserted.length) return null;
    if (status === "capped") return { status, message: null };
    const message = renderMail({
      ...mail.build({
        userId: mail.userId,
        name: member.name,
        firstName: firstNameOf(member.name),
        email: member.email,
      }),
      kind: mail.kind,
      to: member.email,
      unsubscribe: {
        url: unsubscribeUrl(deps.publicUrl, deps.secret, mail.list, member.list_key),
        listName: MAIL_LISTS[mail.list].name,
      },
    });
    // The key and the outbox row commit together (the key as the row's dedupe_key).
    if (deps.enqueue) await deps.enqueue(message, { key: mail.key, tx });
    return { status, message: deps.enqueue ? null : message };
  });
  if (!claimed) return "skipped";
  if (claimed.status === "capped") return "capped";
  if (!claimed.message) return "sent";
  try {
    await deps.mailer.send(claimed.message);
    return "sent";
  } catch (err) {
    deps.log.error({ err, kind: mail.kind }, "member mail failed");
    await deps.db
      .execute(sql`delete from member_mails where mail_key = ${mail.key}`)
      .catch(() => undefined);
    return "failed";
  }
}

/**
 * The unsubscribe link of a member's list (for an e-mail built outside sendMemberMail);
 * null when the member has no preferences row (no profile).
 */
export async function unsubscribeLink(
  deps: Pick<MemberMailDeps, "db" | "secret" | "publicUrl">,
  userId: string,
  list: MailList,
): Promise<string | null> {
  const [row] = await deps.db
    .select({ listKey: mailPreferences.listKey })
    .from(mailPreferences)
    .where(eq(mailPreferences.userId, userId));
  return row ? unsubscribeUrl(deps.publicUrl, deps.secret, list, row.listKey) : null;
}
