// The journey's intents on /admin/arenas/{id} (ADRs 232–233); the admin layout checked the
// role: 'Announce Round' for a venture of published results, and 'Hide Update' with a reason
// (the venture page's admin-only button posts here). Both audited by the domain.
import { journeyCopy } from "~/content/journey";
import { actionFail, actionOk } from "~/lib/action-result";
import { byAdmin, type AdminActor } from "~/domain/audit.server";
import type { Services } from "~/domain/services.server";
import { HideSchema, RoundSchema } from "~/domain/journey/journey.schema";
import {
  announceRound,
  latestRound,
  RoundDateInvalid,
  RoundNotAllowed,
  RoundStillOpen,
} from "~/domain/journey/rounds.server";
import { hideUpdate, UpdateGone } from "~/domain/journey/updates.server";
import { ventureArena } from "~/domain/journey/ventures.server";
import { isUuid } from "../../lib/uuid.ts";

const R = journeyCopy.round;
type Intent = { services: Services; actor: AdminActor; form: FormData };
const fail = (status: number, error: string) =>
  actionFail(error, status, { title: journeyCopy.venture.errorTitle });
const field = (form: FormData, name: string) => String(form.get(name) ?? "");

export function journeyAdminActions(arenaId: string) {
  return {
    announceRound: async ({ services, actor, form }: Intent) => {
      const founderId = field(form, "founder");
      if (!isUuid(founderId)) return fail(404, R.notPublished);
      const parsed = RoundSchema.safeParse({
        name: field(form, "name"),
        closesOn: field(form, "closesOn"),
        note: field(form, "note"),
      });
      if (!parsed.success) return fail(400, parsed.error.issues[0]?.message ?? R.invalid.name);
      // The venture must be of this Arena (the address names it).
      const db = services.database.db;
      if ((await ventureArena(db, founderId)) !== arenaId) return fail(404, R.notPublished);
      try {
        await announceRound(db, {
          founderId,
          input: parsed.data,
          zone: services.env.OPERATOR_TIME_ZONE,
          actor: byAdmin(actor),
        });
      } catch (error) {
        if (error instanceof RoundDateInvalid) return fail(400, R.invalid.closesOn);
        if (error instanceof RoundNotAllowed) return fail(409, R.notPublished);
        if (error instanceof RoundStillOpen) return fail(409, R.stillOpen);
        throw error;
      }
      services.outbox.wake();
      return actionOk({ message: R.announced });
    },
    hideUpdate: async ({ services, actor, form }: Intent) => {
      const updateId = field(form, "update");
      const parsed = HideSchema.safeParse({ reason: field(form, "reason") });
      if (!parsed.success) return fail(400, parsed.error.issues[0]?.message ?? "");
      if (!isUuid(updateId)) return fail(404, journeyCopy.update.gone);
      try {
        await hideUpdate(services.database.db, {
          updateId,
          reason: parsed.data.reason,
          actor: byAdmin(actor),
        });
      } catch (error) {
        if (error instanceof UpdateGone) return fail(404, journeyCopy.update.gone);
        throw error;
      }
      return actionOk({ message: journeyCopy.hide.hidden });
    },
  };
}

/** Each venture's latest round on the admin page: its name, close, count and sum. */
export async function adminRounds(services: Services, founderIds: string[]) {
  const db = services.database.db;
  const rounds = await Promise.all(founderIds.map((id) => latestRound(db, id)));
  return Object.fromEntries(founderIds.map((id, i) => [id, rounds[i] ?? null]));
}
