// The intents of an Arena's line-up and staking window on /admin/arenas/{id} (ADR 215); the
// admin layout checked the role. Each parses with the domain's schema and answers one
// ActionResult; a refusal of the domain or the database becomes the section's message.
import { stakingCopy } from "~/content/staking";
import { actionFail, actionOk } from "~/lib/action-result";
import { zonedToUtc } from "~/lib/time-zone";
import { byAdmin, type AdminActor } from "~/domain/audit.server";
import type { Services } from "~/domain/services.server";
import { ClosesAtSchema, FounderSchema } from "~/domain/arenas/staking.schema";
import {
  addFounder,
  FounderAlreadyInLineUp,
  LineUpFixed,
  removeFounder,
} from "~/domain/arenas/lineup.server";
import {
  closeStaking,
  openStaking,
  publishResults,
  StakingNotReady,
  StakingWrongState,
} from "~/domain/arenas/staking.server";
import { setClosingTime } from "~/domain/arenas/staking-clock.server";
import { arenaMailDeps } from "./admin-actions.server";
import { isUuid } from "../../lib/uuid.ts";

const S = stakingCopy.admin;
type Intent = { services: Services; actor: AdminActor; form: FormData };

const fail = (status: number, error: string) => actionFail(error, status, { title: S.errorTitle });
const ok = (message: string) => actionOk({ message });
const field = (form: FormData, name: string) => String(form.get(name) ?? "");

/** A refusal of the window's rules as the section's message; anything else is thrown. */
function refusal(error: unknown) {
  if (error instanceof LineUpFixed) return fail(409, S.lineUpFixed);
  if (error instanceof FounderAlreadyInLineUp) return fail(409, S.alreadyInLineUp);
  if (error instanceof StakingNotReady) return fail(409, S.notReady);
  if (error instanceof StakingWrongState) return fail(409, S.wrongState);
  throw error;
}

export function stakingActions(arenaId: string) {
  return {
    addFounder: async ({ services, actor, form }: Intent) => {
      const parsed = FounderSchema.safeParse({
        founderName: field(form, "founderName"),
        ventureName: field(form, "ventureName"),
        pitch: field(form, "pitch"),
        email: field(form, "email"),
        pitchUrl: field(form, "pitchUrl"),
        submission: field(form, "submission"),
      });
      if (!parsed.success) return fail(400, parsed.error.issues[0]?.message ?? S.notFound);
      try {
        const id = await addFounder(arenaMailDeps(services), arenaId, parsed.data, byAdmin(actor));
        return id ? ok(S.added) : fail(404, S.notFound);
      } catch (error) {
        return refusal(error);
      }
    },
    removeFounder: async ({ services, actor, form }: Intent) => {
      const id = field(form, "founder");
      if (!isUuid(id)) return fail(404, S.notFound);
      try {
        const done = await removeFounder(services.database.db, arenaId, id, byAdmin(actor));
        return done ? ok(S.removed) : fail(404, S.notFound);
      } catch (error) {
        return refusal(error);
      }
    },
    openStaking: async ({ services, actor }: Intent) => {
      try {
        await openStaking(arenaMailDeps(services), arenaId, byAdmin(actor));
      } catch (error) {
        return refusal(error);
      }
      services.outbox.wake();
      return ok(S.opened);
    },
    closesAt: async ({ services, actor, form }: Intent) => {
      const parsed = ClosesAtSchema.safeParse({ closesAt: field(form, "closesAt") });
      if (!parsed.success) return fail(400, S.invalid.closesAt);
      const text = parsed.data.closesAt;
      const at = text === "" ? null : zonedToUtc(text, services.env.OPERATOR_TIME_ZONE);
      if (text !== "" && !at) return fail(400, S.invalid.closesAt);
      try {
        const zone = services.env.OPERATOR_TIME_ZONE;
        const deps = { ...arenaMailDeps(services), zone };
        if (await setClosingTime(deps, arenaId, at, byAdmin(actor))) services.outbox.wake();
      } catch (error) {
        return refusal(error);
      }
      return ok(S.closesSaved);
    },
    closeStaking: async ({ services, actor }: Intent) => {
      try {
        const { db, ...mail } = arenaMailDeps(services);
        await closeStaking(db, arenaId, byAdmin(actor), mail);
      } catch (error) {
        return refusal(error);
      }
      services.outbox.wake();
      return ok(S.closed);
    },
    publishResults: async ({ services, actor }: Intent) => {
      try {
        await publishResults(arenaMailDeps(services), arenaId, byAdmin(actor));
      } catch (error) {
        return refusal(error);
      }
      services.outbox.wake();
      return ok(S.published);
    },
  };
}
