import { actionFail } from "~/lib/action-result";
import { FounderView } from "~/features/journey/components/founder-view";
import { founderAction, loadFounderPage } from "~/features/journey/founder-page.server";
import { requireMember } from "~/features/members/session.server";
import { getSession } from "~/domain/accounts/session.server";
import { journeyCopy } from "~/content/journey";
import { memberMeta } from "~/features/members/member-meta";
import type { Route } from "./+types/venture";

/** The founder's venture (ADRs 231–233): 'Post an update', and the updates to edit or delete. */
export const meta = () =>
  memberMeta(
    { title: journeyCopy.update.heading },
    journeyCopy.dashboard.yourVentureHint,
    "/dashboard",
    true,
  );

export const headers: Route.HeadersFunction = () => ({ "cache-control": "private, no-store" });

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const session = await requireMember(request, context.services);
  return loadFounderPage(context.services, session, params.founderId, new URL(request.url));
}

export async function action({ params, request, context }: Route.ActionArgs) {
  // A post without a session is refused, never redirected: nothing changes.
  const session = await getSession(request, context.services);
  if (!session) return actionFail(journeyCopy.update.notYours, 403);
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return actionFail("The form could not be read. Please try again.");
  }
  return founderAction(context.services, session, params.founderId, form);
}

export default function FounderVenture({ loaderData }: Route.ComponentProps) {
  return <FounderView page={loaderData} />;
}
