import { adminUserContext } from "~/features/admin/admin-guard.server";
import { MilestonesTab } from "~/features/milestones/components/milestones-tab";
import { milestoneActions } from "~/features/milestones/admin-actions.server";
import { listMilestones } from "~/domain/milestones/milestones.server";
import { dispatchIntent } from "~/lib/action-result";
import type { Route } from "./+types/milestones";

/** Milestones (ADR 192): the ladder of rewards for confirmed referrals. */
export async function loader({ context }: Route.LoaderArgs) {
  return { milestones: await listMilestones(context.services.database.db) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  return dispatchIntent(form.get("intent"), milestoneActions, {
    services: context.services,
    actor: context.get(adminUserContext),
    form,
  });
}

export default function AdminMilestones({ loaderData }: Route.ComponentProps) {
  return <MilestonesTab milestones={loaderData.milestones} />;
}
