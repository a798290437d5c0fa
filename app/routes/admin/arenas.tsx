import { adminUserContext } from "~/features/admin/admin-guard.server";
import { ArenasTab } from "~/features/arenas/components/arenas-tab";
import { arenaActions } from "~/features/arenas/admin-actions.server";
import { arenaCommunities, listArenas } from "~/domain/arenas/arenas.server";
import { dispatchIntent } from "~/lib/action-result";
import type { Route } from "./+types/arenas";

/** Arenas (ADR 209): the list and its 'New Arena' dialog. */
export async function loader({ context }: Route.LoaderArgs) {
  const db = context.services.database.db;
  const [arenas, communities] = await Promise.all([listArenas(db), arenaCommunities(db)]);
  return { arenas, communities };
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
  return <ArenasTab arenas={loaderData.arenas} communities={loaderData.communities} />;
}
