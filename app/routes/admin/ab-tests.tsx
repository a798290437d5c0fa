import { adminUserContext } from "~/features/admin/admin-guard.server";
import { AbResultsTab } from "~/features/experiments/components/ab-results-tab";
import { heroRunActions } from "~/features/experiments/admin-actions.server";
import { loadHeroReport } from "~/features/experiments/results.server";
import { dispatchIntent } from "~/lib/action-result";
import type { Route } from "./+types/ab-tests";

/** A/B Tests (ADR 186): the run in force, earlier runs and `?days=` of per-day figures. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return { report: await loadHeroReport(context.services, new URL(request.url)) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  return dispatchIntent(form.get("intent"), heroRunActions, {
    services: context.services,
    actor: context.get(adminUserContext),
    form,
  });
}

export default function AdminAbTests({ loaderData }: Route.ComponentProps) {
  return <AbResultsTab report={loaderData.report} />;
}
