import { communitiesCopy as C } from "~/content/admin-sources";
import { adminUserContext } from "~/features/admin/admin-guard.server";
import { CommunitiesTab } from "~/features/admin/components/communities-tab";
import { mergeCommunityAction } from "~/features/admin/communities-admin.server";
import { listCommunities } from "~/domain/attribution/communities.server";
import { actionFail } from "~/lib/action-result";
import type { Route } from "./+types/communities";

/** Communities: every spelling members gave, with 'Merge into…' (ADR 193). */
export async function loader({ context }: Route.LoaderArgs) {
  return { communities: await listCommunities(context.services.database.db) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  if (form.get("intent") !== "merge") return actionFail(C.notFound);
  return mergeCommunityAction(context.services.database.db, context.get(adminUserContext), form);
}

export default function AdminCommunities({ loaderData, actionData }: Route.ComponentProps) {
  return <CommunitiesTab communities={loaderData.communities} result={actionData} />;
}
