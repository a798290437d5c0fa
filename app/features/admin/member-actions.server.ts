// The intents of a member's page (ADR 161, docs/architecture.md D14 and D15), one handler
// each. Each one runs in one transaction with its audit row; points change only through
// ledger rows, and the database keeps totals, counts and ranks (db/migrations/0001, 0003, 0007).
import { randomUUID } from "node:crypto";
import { and, eq, isNotNull, isNull, sql } from "drizzle-orm";
import { z } from "zod";
import { redirect } from "react-router";
import { memberAdminCopy as C } from "~/content/admin";
import { ADMIN_PATHS } from "~/content/admin-paths";
import { createAvatarStore } from "~/lib/avatar.server";
import { deleteAccount } from "~/domain/accounts/account-deletion.server";
import { byAdmin, recordAudit, type AdminActor } from "~/domain/audit.server";
import { holdLadder } from "~/domain/milestones/milestones.server";
import { actionFail, actionOk } from "~/lib/action-result";
import { sqlRow, type Db, type Queryable } from "~/lib/db.server";
import { metrics } from "~/lib/metrics.server";
import type { Services } from "~/domain/services.server";
import { CONFIRMED_CALLBACK } from "~/content/members";
import { pointsLedger, profiles, referrals, sessions, users } from "../../../db/schema.ts";
import { MemberActionSchema, type MemberAction } from "./member-admin.schema";

type Intent = { services: Services; actor: AdminActor; memberId: string; form: FormData };
type Member = { id: string; email: string; verified: boolean };
/** What one intent's handler gets: the parsed form, the member it acts on, and helpers. */
type Act<A> = {
  services: Services;
  admin: AdminActor;
  db: Db;
  member: Member;
  action: A;
  audit: (tx: Queryable, name: string, details?: Record<string, unknown>) => Promise<void>;
  /** Runs `fn` in one transaction (a transaction is a `Db` to what it calls). */
  tx: <T>(fn: (t: Db) => Promise<T>) => Promise<T>;
};
type Handler<K extends MemberAction["intent"]> = (
  act: Act<Extract<MemberAction, { intent: K }>>,
) => Promise<ReturnType<typeof actionOk> | ReturnType<typeof actionFail>>;

const done = (message: string) => actionOk({ message });
const refused = (status: number, error: string) => actionFail(error, status);

/** Parses the intent's form and loads the member, then runs its handler. */
function memberIntent<K extends MemberAction["intent"]>(intent: K, handler: Handler<K>) {
  return async ({ services, actor, memberId, form }: Intent) => {
    const parsed = MemberActionSchema.safeParse({ ...Object.fromEntries(form), intent });
    if (!parsed.success) return refused(400, parsed.error.issues[0]?.message ?? C.errors.failed);
    const action = parsed.data as Extract<MemberAction, { intent: K }>;
    const db = services.database.db;
    const [member] = await db
      .select({ id: profiles.id, email: users.email, verified: users.emailVerified })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.id))
      .where(eq(profiles.id, memberId));
    if (!member) return refused(404, C.errors.notFound);
    const audit = (tx: Queryable, name: string, details: Record<string, unknown> = {}) =>
      recordAudit(tx, {
        actor: byAdmin(actor),
        action: `member.${name}`,
        target: `user:${memberId}`,
        details: { reason: action.reason, ...details },
      });
    const tx = <T>(fn: (t: Db) => Promise<T>) => db.transaction((t) => fn(t));
    return handler({ services, admin: actor, db, member, action, audit, tx });
  };
}

/** 'Suspend' / 'Reinstate': a suspended member's sessions end at once (docs/architecture.md D14). */
function suspension(suspend: boolean): Handler<"suspend" | "reinstate"> {
  return async ({ admin, member, action, audit, tx }) => {
    if (member.id === admin.id) return refused(400, C.errors.self);
    const changed = await tx(async (t) => {
      await holdLadder(t, "shared"); // the member's milestones follow the suspension
      const rows = await t
        .update(profiles)
        .set({ suspendedAt: suspend ? new Date() : null })
        .where(
          and(
            eq(profiles.id, member.id),
            suspend ? isNull(profiles.suspendedAt) : isNotNull(profiles.suspendedAt),
          ),
        )
        .returning({ id: profiles.id });
      if (!rows.length) return false;
      if (suspend) await t.delete(sessions).where(eq(sessions.userId, member.id));
      await audit(t, action.intent);
      return true;
    });
    if (!changed) return refused(409, suspend ? C.errors.alreadySuspended : C.errors.notSuspended);
    return done(suspend ? C.toasts.suspend : C.toasts.reinstate);
  };
}

/** The member's referral named by the form, or null. */
async function referralOf(db: Queryable, memberId: string, referralId: string) {
  const [referral] = await db
    .select({ id: referrals.id })
    .from(referrals)
    .where(and(eq(referrals.id, referralId), eq(referrals.referrerId, memberId)));
  return referral ?? null;
}

export const memberActions = {
  adjust: memberIntent("adjust", async ({ member, action, audit, tx }) => {
    // The form's key makes a double submit one adjustment, not two; it is this member's
    // key (ADR 190): the same key sent for another member is that member's adjustment.
    const key = `adjustment:${member.id}:${action.key ?? randomUUID()}`;
    const adjusted = await tx(async (t) => {
      const inserted = await t
        .insert(pointsLedger)
        .values({
          userId: member.id,
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
  }),
  void: memberIntent("void", async ({ db, member, action, audit, tx }) => {
    const referral = await referralOf(db, member.id, action.referralId);
    if (!referral) return refused(404, C.errors.referralNotFound);
    const voided = await tx(async (t) => {
      const row = await sqlRow(
        t,
        z.object({ voided: z.boolean() }),
        sql`select void_referral(${referral.id}::uuid) as voided`,
      );
      if (row?.voided) await audit(t, "referral.void", { referral: referral.id });
      return Boolean(row?.voided);
    });
    if (voided) metrics.referralVoids.inc();
    return voided ? done(C.toasts.void) : refused(409, C.errors.alreadyVoid);
  }),
  "clear-flag": memberIntent("clear-flag", async ({ db, member, action, audit, tx }) => {
    const referral = await referralOf(db, member.id, action.referralId);
    if (!referral) return refused(404, C.errors.referralNotFound);
    await tx(async (t) => {
      await t
        .update(referrals)
        .set({ flagsClearedAt: new Date() })
        .where(and(eq(referrals.id, referral.id), isNull(referrals.flagsClearedAt)));
      await audit(t, "referral.clear-flag", { referral: referral.id });
    });
    return done(C.toasts.clearFlag);
  }),
  // An alias referral waits for a person (0009); approved, it is paid like any other (0020).
  approve: memberIntent("approve", async ({ db, member, action, audit, tx }) => {
    const referral = await referralOf(db, member.id, action.referralId);
    if (!referral) return refused(404, C.errors.referralNotFound);
    const approved = await tx(async (t) => {
      const row = await sqlRow(
        t,
        z.object({ approved: z.boolean() }),
        sql`select approve_referral(${referral.id}::uuid) as approved`,
      );
      if (row?.approved) await audit(t, "referral.approve", { referral: referral.id });
      return Boolean(row?.approved);
    });
    return approved ? done(C.toasts.approve) : refused(409, C.errors.notApprovable);
  }),
  suspend: memberIntent("suspend", suspension(true)),
  reinstate: memberIntent("reinstate", suspension(false)),
  resend: memberIntent("resend", async ({ services, db, member, audit }) => {
    if (member.verified) return refused(409, C.errors.alreadyConfirmed);
    // No admin headers: better-auth would otherwise send to the admin's own address.
    await services.auth.api.sendVerificationEmail({
      body: { email: member.email, callbackURL: CONFIRMED_CALLBACK },
    });
    await audit(db, "resend-confirmation");
    return done(C.toasts.resend);
  }),
  delete: memberIntent("delete", async ({ services, admin, db, member }) => {
    if (member.id === admin.id) return refused(400, C.errors.self);
    // The one deletion of docs/architecture.md D13 (ADR 140), audited there as
    // 'account.delete' with this admin as actor. The reason is not kept: it would be about a
    // person who is gone. The member's page is gone with them: back to the list.
    const store = createAvatarStore(services.env);
    await deleteAccount(
      { db, addressHashKey: services.addressHashKey, removeAvatar: (url) => store.remove(url) },
      { userId: member.id },
      byAdmin(admin),
    );
    throw redirect(ADMIN_PATHS.members);
  }),
};
