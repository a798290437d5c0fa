// The intents of the admin Milestones section (ADR 192); the admin layout checked the role.
import { milestoneCopy } from "~/content/milestones";
import { actionFail, actionOk } from "~/lib/action-result";
import type { AdminActor } from "~/domain/audit.server";
import type { Services } from "~/domain/services.server";
import { mailMilestoneAwards } from "~/domain/milestones/milestone-mail.server";
import { MilestoneSchema } from "~/domain/milestones/milestones.schema";
import {
  createMilestone,
  deleteMilestone,
  MilestoneHeld,
  MilestoneNameTaken,
  setMilestoneActive,
  updateMilestone,
} from "~/domain/milestones/milestones.server";
import { isUuid } from "../../lib/uuid.ts";

const C = milestoneCopy.admin;
type Intent = { services: Services; actor: AdminActor; form: FormData };

const idOf = (form: FormData) => {
  const id = String(form.get("id") ?? "");
  return isUuid(id) ? id : null;
};
const fail = (status: number, error: string) => actionFail(error, status, { title: C.errorTitle });
const ok = (message: string) => actionOk({ message });

/** A ladder edit may have awarded milestones: their e-mails go now, not at the next hourly run. */
function mailAwards(services: Services) {
  void mailMilestoneAwards(services.memberMail).catch((err: unknown) =>
    services.log.error({ err }, "milestone mail failed"),
  );
}
const notFound = () => fail(404, C.notFound);

async function save({ services, actor, form }: Intent, id: string | null) {
  const parsed = MilestoneSchema.safeParse({
    name: form.get("name") ?? "",
    threshold: form.get("threshold") ?? "",
    description: form.get("description") ?? "",
    bonusPoints: form.get("bonusPoints") ?? "",
    active: form.get("active") ?? undefined,
    earlyArenaAccess: form.get("earlyArenaAccess") ?? undefined,
  });
  if (!parsed.success) return fail(400, parsed.error.issues[0]?.message ?? C.saveFailed);
  const db = services.database.db;
  try {
    if (id === null) {
      await createMilestone(db, parsed.data, actor);
      mailAwards(services);
      return ok(C.created);
    }
    if (!(await updateMilestone(db, id, parsed.data, actor))) return notFound();
    mailAwards(services);
    return ok(C.updated);
  } catch (error) {
    if (error instanceof MilestoneNameTaken) return fail(409, C.nameTaken);
    services.log.error({ err: error }, "milestone save failed");
    return fail(500, C.saveFailed);
  }
}

async function toggle({ services, actor, form }: Intent, active: boolean) {
  const id = idOf(form);
  if (!id) return notFound();
  if (!(await setMilestoneActive(services.database.db, id, active, actor))) return notFound();
  if (active) mailAwards(services);
  return ok(active ? C.activated : C.deactivated);
}

export const milestoneActions = {
  create: (i: Intent) => save(i, null),
  update: (i: Intent) => {
    const id = idOf(i.form);
    return id ? save(i, id) : Promise.resolve(notFound());
  },
  deactivate: (i: Intent) => toggle(i, false),
  activate: (i: Intent) => toggle(i, true),
  delete: async ({ services, actor, form }: Intent) => {
    const id = idOf(form);
    if (!id) return notFound();
    try {
      return (await deleteMilestone(services.database.db, id, actor)) ? ok(C.deleted) : notFound();
    } catch (error) {
      if (error instanceof MilestoneHeld) return fail(409, C.held);
      throw error;
    }
  },
};
