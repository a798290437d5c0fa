// The one account deletion (docs/architecture.md D13, ADR 140), used by /profile, the admin area and
// `npm run admin -- privacy delete`. Everything happens in one transaction; the avatar
// file goes after the commit (a file removed for a rolled-back deletion cannot return).
// Imported by scripts/ and server/ too: relative imports with .ts only.
import { sql } from "drizzle-orm";
import { z } from "zod";
import { recordAudit, type AuditActor } from "../audit.server.ts";
import { pgNumber, sqlRow, type Queryable, type Tx } from "../../lib/db.server.ts";
import { deletedReferralDescription } from "../../lib/deleted-member.ts";
import { holdLadder } from "../milestones/milestones.server.ts";
import { rememberIfReferralPaid } from "../referrals/paid-referral-address.server.ts";

export type DeletionTarget = { userId: string } | { email: string };

export type DeletionSummary = {
  /** Whether an account existed and was deleted. */
  account: boolean;
  sessions: number;
  ledgerRows: number;
  referralsMade: number;
  formSubmissions: number;
  /** The account's address was unconfirmed: its form submissions were left (ADR 190). */
  submissionsKept: boolean;
  avatar: boolean;
};

export type DeletionDeps = {
  /** The database, or a transaction (a scheduled job's run) to nest in. */
  db: Queryable;
  addressHashKey: string;
  /** Removes a stored avatar by its URL (disk or S3, app/lib/avatar.server.ts). */
  removeAvatar?: (url: string) => Promise<void>;
};

async function count(tx: Tx, query: ReturnType<typeof sql>): Promise<number> {
  return (await sqlRow(tx, z.object({ n: pgNumber }), query))?.n ?? 0;
}

/**
 * Deletes the account of `target` (if there is one) and every form submission sent with
 * its address; by e-mail it also serves someone who never had an account. The actor is
 * recorded in the audit log ('member', 'cli' or an admin), never the person's data.
 */
export async function deleteAccount(
  deps: DeletionDeps,
  target: DeletionTarget,
  actor: AuditActor,
): Promise<DeletionSummary> {
  const { summary, avatarUrl } = await deps.db.transaction(async (tx) => {
    // A ladder edit in flight finishes first, or waits: it never awards the member going.
    await holdLadder(tx, "shared");
    const user = await sqlRow(
      tx,
      z.object({ id: z.string(), email: z.string(), email_verified: z.boolean() }),
      "userId" in target
        ? sql`select id, email, email_verified from users where id = ${target.userId} for update`
        : sql`select id, email, email_verified from users
              where lower(email) = ${target.email.trim().toLowerCase()} for update`,
    );
    const email = (user?.email ?? ("email" in target ? target.email : "")).trim().toLowerCase();
    const summary: DeletionSummary = {
      account: Boolean(user),
      sessions: 0,
      ledgerRows: 0,
      referralsMade: 0,
      formSubmissions: 0,
      submissionsKept: Boolean(user && !user.email_verified),
      avatar: false,
    };
    let avatarUrl: string | null = null;
    if (user) {
      const id = user.id;
      avatarUrl =
        (
          await sqlRow(
            tx,
            z.object({ url: z.string().nullable() }),
            sql`select avatar_url as url from profiles where id = ${id}`,
          )
        )?.url ?? null;
      summary.avatar = Boolean(avatarUrl);
      summary.sessions = await count(
        tx,
        sql`select count(*) as n from sessions where user_id = ${id}`,
      );
      summary.ledgerRows = await count(
        tx,
        sql`select count(*) as n from points_ledger where user_id = ${id}`,
      );
      summary.referralsMade = await count(
        tx,
        sql`select count(*) as n from referrals where referrer_id = ${id}`,
      );
      // A paid referral is remembered by a keyed hash only: the address may join again,
      // but never pays a referral again.
      await rememberIfReferralPaid(tx, deps.addressHashKey, id, user.email);
      // A referral that never paid can never pay now: it goes, or the referrer would wait
      // for a confirmation that cannot come.
      await tx.execute(
        sql`delete from referrals where referred_user_id = ${id} and status = 'pending'`,
      );
      // The referrer keeps a paid row (status, date), its points and count; the row and the
      // ledger entry lose the name and the address. The profile's deletion below sets
      // referred_user_id to null (db/migrations/0005).
      await tx.execute(
        sql`update referrals set referred_email = null where referred_user_id = ${id}`,
      );
      await tx.execute(
        sql`update points_ledger set description = ${deletedReferralDescription}
            where award_key = ${`referral:${id}`}`,
      );
      // Members this one referred stay members; their link to a deleted referrer goes.
      await tx.execute(sql`update users set referrer_id = null where referrer_id = ${id}`);
      // Password-reset tokens name the user in `value`.
      await tx.execute(sql`delete from verifications where value = ${id}`);
      // Cascades: sessions, accounts, roles, profile → ledger rows, referrals made
      // (db/migrations/0001); the points histogram follows the profile (0003).
      await tx.execute(sql`delete from users where id = ${id}`);
    }
    // ADR 190: an unconfirmed account's deletion leaves what others sent from its address
    // (checked inside the transaction, under the row lock: confirmed at the moment of the
    // request). Without an account, the operator answers a request by e-mail (the CLI).
    if (email && !summary.submissionsKept) {
      summary.formSubmissions = await count(
        tx,
        sql`with d as (delete from form_submissions where lower(email) = ${email} returning 1)
            select count(*) as n from d`,
      );
      // A founder's address in an Arena's line-up goes like a form submission's; the entry
      // (the public pitch and its grant) stays (ADR 215).
      await tx.execute(sql`update arena_founders set email = null where lower(email) = ${email}`);
      // Rate-limit keys that name the address (e.g. the sample exam's per-address limit).
      await tx.execute(
        sql`delete from rate_limits where right(key, ${email.length + 1}) = ${`:${email}`}`,
      );
    }
    await recordAudit(tx, {
      // A member's own deletion names no id: it would point at an account that is gone.
      actor: actor.kind === "member" ? { kind: "member" } : actor,
      action: "account.delete",
      target: null,
      details: { ...summary },
    });
    return { summary, avatarUrl };
  });
  if (avatarUrl && deps.removeAvatar) await deps.removeAvatar(avatarUrl).catch(() => undefined);
  return summary;
}
