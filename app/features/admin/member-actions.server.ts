// The actions of a member's page (ADR 161, docs/architecture.md D14 and D15). Each one
// runs in one transaction with its audit row; points change only through ledger rows, and
// the database keeps totals, counts and ranks (db/migrations/0001, 0003, 0007).
import { randomUUID } from "node:crypto";
import { and, eq, isNotNull, isNull, sql } from "drizzle-orm";
import { memberAdminCopy as C } from "~/content/admin";
import { createAvatarStore } from "~/lib/avatar.server";
import { deleteAccount } from "~/domain/accounts/account-deletion.server";
import { recordAudit } from "~/domain/audit.server";
import { resultRows, type Db } from "~/lib/db.server";
import { metrics } from "~/lib/metrics.server";
import type { Services } from "~/domain/services.server";
import { CONFIRMED_CALLBACK } from "~/content/members";
import { pointsLedger, profiles, referrals, sessions, users } from "../../../db/schema.ts";
import type { MemberAction } from "./member-admin.schema";

export type Admin = { id: string; email: string };
export type ActionOutcome =
  { ok: true; message: string } | { ok: false; status: number; error: string };

const done = (message: string): ActionOutcome => ({ ok: true, message });
const refused = (status: number, error: string): ActionOutcome => ({ ok: false, status, error });

/** The callback a confirmation link returns to (the member's own resend uses the same). */

export async function runMemberAction(
  services: Services,
  admin: Admin,
  memberId: string,
  action: MemberAction,
): Promise<ActionOutcome> {
  const db = services.database.db;
  const [member] = await db
    .select({ id: profiles.id, email: users.email, verified: users.emailVerified })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.id))
    .where(eq(profiles.id, memberId));
  if (!member) return refused(404, C.errors.notFound);
  const audit = (tx: Db, name: string, details: Record<string, unknown> = {}) =>
    recordAudit(tx, {
      actor: admin.email,
      actorId: admin.id,
      action: `member.${name}`,
      target: `user:${memberId}`,
      details: { reason: action.reason, ...details },
    });
  const tx = <T>(fn: (t: Db) => Promise<T>) => db.transaction((t) => fn(t as unknown as Db));

  switch (action.intent) {
    case "adjust": {
      // The form's key makes a double submit one adjustment, not two; it is this member's
      // key (ADR 190): the same key sent for another member is that member's adjustment.
      const key = `adjustment:${memberId}:${action.key ?? randomUUID()}`;
      const adjusted = await tx(async (t) => {
        const inserted = await t
          .insert(pointsLedger)
          .values({
            userId: memberId,
            description: action.reason,
            points: action.points,
            kind: "adjustment",
            awardKey: key,
          })
          .onConflictDoNothing()
          .returning({ id: pointsLedger.id });
        if (inserted.length) await audit(t, "adjust", { points: action.points });
        return inserted.length > 0;
      });
      if (adjusted) metrics.pointsAdjustments.inc();
      return done(C.toasts.adjust);
    }
    case "void":
    case "clear-flag": {
      const [referral] = await db
        .select({ id: referrals.id, status: referrals.status })
        .from(referrals)
        .where(and(eq(referrals.id, action.referralId), eq(referrals.referrerId, memberId)));
      if (!referral) return refused(404, C.errors.referralNotFound);
      if (action.intent === "clear-flag") {
        await tx(async (t) => {
          await t
            .update(referrals)
            .set({ flagsClearedAt: new Date() })
            .where(and(eq(referrals.id, referral.id), isNull(referrals.flagsClearedAt)));
          await audit(t, "referral.clear-flag", { referral: referral.id });
        });
        return done(C.toasts.clearFlag);
      }
      const voided = await tx(async (t) => {
        const [row] = resultRows<{ voided: boolean }>(
          await t.execute(sql`select void_referral(${referral.id}::uuid) as voided`),
        );
        if (row?.voided) await audit(t, "referral.void", { referral: referral.id });
        return Boolean(row?.voided);
      });
      if (voided) metrics.referralVoids.inc();
      return voided ? done(C.toasts.void) : refused(409, C.errors.alreadyVoid);
    }
    case "suspend":
    case "reinstate": {
      if (memberId === admin.id) return refused(400, C.errors.self);
      const suspend = action.intent === "suspend";
      const changed = await tx(async (t) => {
        const rows = await t
          .update(profiles)
          .set({ suspendedAt: suspend ? new Date() : null })
          .where(
            and(
              eq(profiles.id, memberId),
              suspend ? isNull(profiles.suspendedAt) : isNotNull(profiles.suspendedAt),
            ),
          )
          .returning({ id: profiles.id });
        if (!rows.length) return false;
        // A suspended member's sessions end at once (docs/architecture.md D14).
        if (suspend) await t.delete(sessions).where(eq(sessions.userId, memberId));
        await audit(t, action.intent);
        return true;
      });
      if (!changed)
        return refused(409, suspend ? C.errors.alreadySuspended : C.errors.notSuspended);
      return done(suspend ? C.toasts.suspend : C.toasts.reinstate);
    }
    case "resend": {
      if (member.verified) return refused(409, C.errors.alreadyConfirmed);
      // No admin headers: better-auth would otherwise send to the admin's own address.
      await services.auth.api.sendVerificationEmail({
        body: { email: member.email, callbackURL: CONFIRMED_CALLBACK },
      });
      await audit(db, "resend-confirmation");
      return done(C.toasts.resend);
    }
    case "delete": {
      if (memberId === admin.id) return refused(400, C.errors.self);
      // The one deletion of docs/architecture.md D13 (ADR 140), audited there as 'account.delete' with
      // this admin as actor. The reason is not kept: it would be about a person who is gone.
      const store = createAvatarStore(services.env);
      await deleteAccount(
        { db, addressHashKey: services.addressHashKey, removeAvatar: (url) => store.remove(url) },
        { userId: memberId },
        { actor: admin.email, actorId: admin.id },
      );
      return done(C.toasts.delete);
    }
  }
}
