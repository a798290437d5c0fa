import { OverviewTab } from "~/features/admin/components/overview-tab";
import { reportPeriod } from "~/lib/limits";
import { loadOverview } from "~/features/admin/overview.server";
import { SignUpSources } from "~/features/admin/components/sign-up-sources";
import { loadSignUpSources } from "~/features/admin/sign-up-sources.server";
import { QuizFunnels } from "~/features/experiments/components/quiz-funnels";
import { quizFunnels } from "~/features/experiments/quiz-funnel.server";
import { ArenasOverview } from "~/features/arenas/components/arenas-overview";
import { listArenas } from "~/domain/arenas/arenas.server";
import type { Route } from "./+types/overview";

/** Overview: growth, where sign-ups came from, and the quizzes' funnels over the last 7 / 30 / 90 days (`?days=`). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const days = reportPeriod(new URL(request.url).searchParams.get("days"));
  const db = context.services.database.db;
  const [overview, sources, quizzes, arenas] = await Promise.all([
    loadOverview(db, days),
    loadSignUpSources(db, days),
    quizFunnels(db, days),
    listArenas(db),
  ]);
  return { overview, sources, quizzes, arenas };
}

export default function AdminOverview({ loaderData }: Route.ComponentProps) {
  return (
    <div className="grid gap-8">
      <OverviewTab data={loaderData.overview} />
      <SignUpSources sources={loaderData.sources} />
      <QuizFunnels funnels={loaderData.quizzes} />
      <ArenasOverview arenas={loaderData.arenas} />
    </div>
  );
}
