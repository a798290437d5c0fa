import { data } from "react-router";
import { overviewPeriod } from "~/features/admin/member-admin.schema";
import { heroTestReport } from "~/features/experiments/results.server";
import type { Route } from "./+types/ab-results";

/**
 * A/B Tests tab data (behind the admin guard, ADR 185); loaded by the tab and 'Refresh Data'.
 * `?days=7|30|90` (default 30) picks the period of the per-day figures. The run in force
 * (frozen once stopped) and the earlier runs (ADR 186).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const days = overviewPeriod(new URL(request.url).searchParams.get("days"));
  try {
    return await heroTestReport(context.services.database.db, days);
  } catch (err) {
    // docs/product.md#toasts: an A/B data failure reaches only the log.
    context.services.log.error({ err }, "A/B results failed");
    return data({ error: "failed" }, { status: 500 });
  }
}
