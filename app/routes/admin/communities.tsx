import { adminUserContext } from "~/features/admin/admin-guard.server";
import { CommunitiesTab } from "~/features/admin/components/communities-tab";
import { communityActions } from "~/features/admin/communities-admin.server";
import { listCommunities } from "~/domain/attribution/communities.server";
import { dispatchIntent } from "~/lib/action-result";
import type { Route } from "./+types/communities";

/** Communities: every spelling members gave, with 'Merge into…' (ADR 193). */
export async function loader({ context }: Route.LoaderArgs) {
  return { communities: await listCommunities(context.services.database.db) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  return dispatchIntent(form.get("intent"), communityActions, {
    services: context.services,
    actor: context.get(adminUserContext),
    form,
  });
}

export default function AdminCommunities({ loaderData }: Route.ComponentProps) {
  return <CommunitiesTab communities={loaderData.communities} />;
}
