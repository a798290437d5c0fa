import { adminUserContext } from "~/features/admin/admin-guard.server";
import { AbResultsTab } from "~/features/experiments/components/ab-results-tab";
import { HeroRunActionSchema } from "~/features/experiments/experiments.schema";
import { heroStateOf, restartHeroTest, stopHeroTest } from "~/features/experiments/runs.server";
import { abCopy } from "~/content/admin";
import { actionFail, actionOk } from "~/lib/action-result";
import type { Route } from "./+types/ab-tests";

/** 'Stop Test' / 'Restart Test' (ADR 186); each audited in its transaction. */
export async function action({ request, context }: Route.ActionArgs) {
  const parsed = HeroRunActionSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return actionFail(parsed.error.issues[0]?.message ?? "Invalid request");
  const db = context.services.database.db;
  const admin = context.get(adminUserContext);
  const outcome =
    parsed.data.intent === "stop"
      ? await stopHeroTest(db, admin, parsed.data)
      : await restartHeroTest(db, admin);
  if (!outcome.ok) return actionFail(outcome.error, outcome.status);
  // This instance serves the new state at once; others within the cache's few seconds.
  await heroStateOf(db).refresh();
  return actionOk({ message: parsed.data.intent === "stop" ? abCopy.stop.done : abCopy.restarted });
}

/** A/B Tests: the tab loads its figures from /admin/ab-results ('Refresh Data', docs/product.md#hero-test). */
export default function AdminAbTests() {
  return <AbResultsTab />;
}
