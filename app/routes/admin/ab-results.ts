import { data } from "react-router";
import { loadHeroReport } from "~/features/experiments/results.server";
import type { Route } from "./+types/ab-results";

/**
 * The A/B Tests section's figures as JSON, for machine clients (behind the admin guard, ADR
 * 185); the section itself reads the same report in its loader. `?days=7|30|90`.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const report = await loadHeroReport(context.services, new URL(request.url));
  return "error" in report ? data(report, { status: 500 }) : report;
}
