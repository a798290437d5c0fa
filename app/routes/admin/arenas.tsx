import { adminUserContext } from "~/features/admin/admin-guard.server";
import { ArenasTab } from "~/features/arenas/components/arenas-tab";
import { UnmatchedApplications } from "~/features/arenas/components/unmatched-applications";
import { arenaActions } from "~/features/arenas/admin-actions.server";
import { arenaCommunities, listArenas } from "~/domain/arenas/arenas.server";
import { unmatchedApplications } from "~/domain/arenas/lineup.server";
import { dispatchIntent } from "~/lib/action-result";
import type { Route } from "./+types/arenas";

/** Arenas (ADR 209): the list, its 'New Arena' dialog and the unmatched founder applications. */
export async function loader({ context }: Route.LoaderArgs) {
  const db = context.services.database.db;
  const [arenas, communities, unmatched] = await Promise.all([
    listArenas(db),
    arenaCommunities(db),
    unmatchedApplications(db),
  ]);
  return { arenas, communities, unmatched };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  return dispatchIntent(form.get("intent"), arenaActions, {
    services: context.services,
    actor: context.get(adminUserContext),
    form,
  });
}

export default function AdminArenas({ loaderData }: Route.ComponentProps) {
  const { arenas, communities, unmatched } = loaderData;
  return (
    <div className="grid gap-8">
      <ArenasTab arenas={arenas} communities={communities} />
      <UnmatchedApplications
        applications={unmatched}
        arenas={arenas.filter((a) => a.status !== "finished")}
      />
    </div>
  );
}
