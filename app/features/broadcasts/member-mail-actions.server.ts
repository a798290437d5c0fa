// The member page's 'Clear' of a suppressed address (ADR 213); the admin layout checked the role.
import { memberMailCopy as C } from "~/content/broadcasts";
import type { AdminActor } from "~/domain/audit.server";
import { clearSuppression } from "~/domain/broadcasts/suppressions.server";
import type { Services } from "~/domain/services.server";
import { actionFail, actionOk } from "~/lib/action-result";

type Intent = { services: Services; actor: AdminActor; memberId: string };

export const memberMailActions = {
  "clear-suppression": async ({ services, actor, memberId }: Intent) =>
    (await clearSuppression(services.database.db, memberId, actor))
      ? actionOk({ message: C.cleared })
      : actionFail(C.notSuppressed, 409),
};
