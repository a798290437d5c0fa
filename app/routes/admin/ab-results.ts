import { data } from "react-router";
import { requireAdmin } from "~/features/admin/admin.server";
import { heroTestResults } from "~/features/experiments/results.server";
import type { Route } from "./+types/ab-results";

/** A/B Tests tab data (admin only, 403 otherwise); loaded by the tab and 'Refresh Data'. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(context.services, request);
  try {
    return await heroTestResults(context.services.database.db);
  } catch (err) {
    // Spec §8: an A/B data failure reaches only the log.
    context.services.log.error({ err }, "A/B results failed");
    return data({ error: "failed" }, { status: 500 });
  }
}
