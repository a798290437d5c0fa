// The intents of the admin Arenas section (ADR 209); the admin layout checked the role.
import { arenaCopy } from "~/content/arenas";
import { stakingCopy } from "~/content/staking";
import { actionFail, actionOk } from "~/lib/action-result";
import { byAdmin, type AdminActor } from "~/domain/audit.server";
import type { Services } from "~/domain/services.server";
import { ArenaSchema, InviteSchema, ReleaseSchema } from "~/domain/arenas/arenas.schema";
import {
  ArenaAllowanceBelowStaked,
  ArenaFinishOnlyByPublishing,
  ArenaSeatsBelowTaken,
  ArenaStakingFrozen,
  ArenaSlugTaken,
  createArena,
  publicArena,
  updateArena,
  arenaFigures,
} from "~/domain/arenas/arenas.server";
import {
  ArenaFinished,
  ArenaKickoffPassed,
  ArenaNotOpen,
  inviteNext,
  releaseSeat,
} from "~/domain/arenas/invitations.server";
import type { ArenaMailDeps } from "~/domain/arenas/arena-mail.server";
import { refillArena } from "~/domain/arenas/arena-job.server";
import { leaveOut } from "~/domain/arenas/line.server";
import { assignApplication } from "~/domain/arenas/lineup.server";
import { isUuid } from "../../lib/uuid.ts";

const C = arenaCopy.admin;
const S = stakingCopy.admin;
type Intent = { services: Services; actor: AdminActor; form: FormData };

const idOf = (form: FormData, name = "id") => {
  const id = String(form.get(name) ?? "");
  return isUuid(id) ? id : null;
};
/** Today's date (YYYY-MM-DD) where the operator is. */
const todayIn = (zone: string) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: zone, dateStyle: "short" }).format(new Date());
const fail = (status: number, error: string) => actionFail(error, status, { title: C.errorTitle });
const ok = (message: string) => actionOk({ message });
const notFound = () => fail(404, C.notFound);

/** What the Arenas' e-mails need from the services. */
export const arenaMailDeps = (services: Services): ArenaMailDeps => ({
  db: services.database.db,
  outbox: services.outbox,
  publicUrl: services.env.PUBLIC_URL,
});

/** Refills a freed seat at once, after the answer (the hourly job retries a failure). */
export function refillSoon(services: Services, arena: { id: string } | string) {
  const deps = arenaMailDeps(services);
  void (async () => {
    const id = typeof arena === "string" ? (await publicArena(deps.db, arena))?.id : arena.id;
    if (id && (await refillArena(deps, id)) > 0) services.outbox.wake();
  })().catch((err: unknown) => services.log.error({ err }, "arena refill failed"));
}

async function save({ services, actor, form }: Intent, id: string | null) {
  const field = (name: string) => String(form.get(name) ?? "");
  const parsed = ArenaSchema.safeParse({
    name: field("name"),
    community: field("community"),
    seats: field("seats"),
    kickoff: field("kickoff"),
    location: field("location"),
    description: field("description"),
    daysToAccept: field("daysToAccept"),
    autoFill: form.get("autoFill") ?? undefined,
    status: field("status"),
    grantPool: form.get("grantPool") ?? undefined,
    tokensPerSeat: form.get("tokensPerSeat") ?? undefined,
  });
  if (!parsed.success) return fail(400, parsed.error.issues[0]?.message ?? C.saveFailed);
  const db = services.database.db;
  // A new Arena kicks off in the future; an Arena opens only with a location and before its
  // kick-off (an open one whose day has passed can still be edited and closed).
  const today = todayIn(services.env.OPERATOR_TIME_ZONE);
  const { kickoff, status, location } = parsed.data;
  if (id === null && kickoff <= today) return fail(400, C.invalid.kickoffPast);
  if (status === "open") {
    if (!location) return fail(400, C.invalid.locationRequired);
    const wasOpen = id !== null && (await arenaFigures(db, id))?.status === "open";
    if (!wasOpen && kickoff < today) return fail(400, C.invalid.kickoffPast);
  }
  try {
    if (id === null) {
      await createArena(db, parsed.data, actor);
      return ok(C.created);
    }
    if (!(await updateArena(db, id, parsed.data, actor))) return notFound();
    return ok(C.updated);
  } catch (error) {
    if (error instanceof ArenaSlugTaken) return fail(409, C.nameTaken);
    if (error instanceof ArenaFinishOnlyByPublishing) return fail(409, C.finishOnlyByPublishing);
    if (error instanceof ArenaSeatsBelowTaken) return fail(409, C.seatsBelowTaken);
    if (error instanceof ArenaStakingFrozen) return fail(409, S.frozenRefusal);
    if (error instanceof ArenaAllowanceBelowStaked) return fail(409, S.allowanceBelowStaked);
    services.log.error({ err: error }, "arena save failed");
    return fail(500, C.saveFailed);
  }
}

/** /admin/arenas: the list's dialog, and 'Assign' of an unmatched application. */
export const arenaActions = {
  assign: async ({ services, actor, form }: Intent) => {
    const submission = idOf(form, "submission");
    const arena = idOf(form, "arena");
    if (!submission || !arena) return fail(400, S.assignInvalid);
    const done = await assignApplication(services.database.db, submission, arena, byAdmin(actor));
    return done ? ok(S.assigned) : fail(404, S.assignInvalid);
  },
  create: (i: Intent) => save(i, null),
  update: (i: Intent) => {
    const id = idOf(i.form);
    return id ? save(i, id) : Promise.resolve(notFound());
  },
};

/** /admin/arenas/{id}: 'Invite Next' and 'Release Seat' (the Arena's id from the address). */
export function arenaPageActions(arenaId: string) {
  return {
    invite: async ({ services, actor, form }: Intent) => {
      const parsed = InviteSchema.safeParse({ count: String(form.get("count") ?? "") });
      if (!parsed.success) return fail(400, parsed.error.issues[0]?.message ?? C.invalid.count);
      try {
        const n = await inviteNext(arenaMailDeps(services), {
          arenaId,
          count: parsed.data.count,
          actor: byAdmin(actor),
        });
        if (n === 0) return fail(409, C.nobodyToInvite);
        services.outbox.wake();
        return ok(C.invited(n));
      } catch (error) {
        if (error instanceof ArenaFinished) return fail(409, C.finished);
        if (error instanceof ArenaKickoffPassed) return fail(409, C.kickoffPassed);
        if (error instanceof ArenaNotOpen) return fail(409, C.notOpen);
        throw error;
      }
    },
    /** 'Leave Out': one member out of this Arena's line, with a reason (audited). */
    "leave-out": async ({ services, actor, form }: Intent) => {
      const parsed = ReleaseSchema.safeParse({ reason: String(form.get("reason") ?? "") });
      if (!parsed.success) return fail(400, parsed.error.issues[0]?.message ?? C.invalid.reason);
      const userId = String(form.get("user") ?? "");
      if (!/^[A-Za-z0-9_-]{1,64}$/.test(userId)) return fail(404, C.notInLine);
      const done = await leaveOut(services.database.db, {
        arenaId,
        userId,
        reason: parsed.data.reason,
        actor: byAdmin(actor),
      });
      return done ? ok(C.leftOut) : fail(404, C.notInLine);
    },
    release: async ({ services, actor, form }: Intent) => {
      const invitationId = idOf(form, "invitation");
      const parsed = ReleaseSchema.safeParse({ reason: String(form.get("reason") ?? "") });
      if (!parsed.success) return fail(400, parsed.error.issues[0]?.message ?? C.invalid.reason);
      if (!invitationId) return fail(404, C.notSeated);
      let done: boolean;
      try {
        done = await releaseSeat(arenaMailDeps(services), {
          arenaId,
          invitationId,
          reason: parsed.data.reason,
          // The reason is the admin's note; the member reads it only when the admin says so.
          tellReason: form.get("tellReason") === "on",
          actor: byAdmin(actor),
        });
      } catch (error) {
        if (error instanceof ArenaFinished) return fail(409, C.finished);
        throw error;
      }
      if (!done) return fail(404, C.notSeated);
      services.outbox.wake();
      refillSoon(services, { id: arenaId });
      return ok(C.released);
    },
  };
}
