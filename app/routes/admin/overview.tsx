import { OverviewTab } from "~/features/admin/components/overview-tab";
import { overviewPeriod } from "~/features/admin/member-admin.schema";
import { loadOverview } from "~/features/admin/overview.server";
import type { Route } from "./+types/overview";

/** Overview: growth over the last 7 / 30 / 90 days (`?days=`). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const days = overviewPeriod(new URL(request.url).searchParams.get("days"));
  return { overview: await loadOverview(context.services.database.db, days) };
}

export default function AdminOverview({ loaderData }: Route.ComponentProps) {
  return <OverviewTab data={loaderData.overview} />;
}
