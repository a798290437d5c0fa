import { data, isRouteErrorResponse, useRouteError } from "react-router";
import { BackLink } from "~/components/back-link";
import { memberAdminCopy } from "~/content/admin";
import { adminUserContext } from "~/features/admin/admin-guard.server";
import { MemberPage } from "~/features/admin/components/member-page";
import { memberActions } from "~/features/admin/member-actions.server";
import { memberDetail } from "~/features/admin/members-admin.server";
import { memberHistory } from "~/features/admin/member-history.server";
import { memberMailActions } from "~/features/broadcasts/member-mail-actions.server";
import { memberMailState } from "~/domain/broadcasts/suppressions.server";
import { actionFail, dispatchIntent } from "~/lib/action-result";
import { ADMIN_PATHS } from "~/content/admin-paths";
import type { AdminHandle } from "./layout";
import type { Route } from "./+types/member";

/** The member's name is this page's h1; the layout's title steps down. */
export const handle: AdminHandle = { ownHeading: true };

const ID = /^[A-Za-z0-9_-]{1,64}$/;
const NOT_FOUND = "Member not found.";

export async function loader({ context, params }: Route.LoaderArgs) {
  const detail = ID.test(params.id)
    ? await memberDetail(context.services.database.db, params.id)
    : null;
  if (!detail) throw data({ error: NOT_FOUND }, { status: 404 });
  const db = context.services.database.db;
  const [mail, history] = await Promise.all([
    memberMailState(db, params.id),
    memberHistory(db, params.id),
  ]);
  return { detail, mail, history };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  if (!ID.test(params.id)) return actionFail(NOT_FOUND, 404);
  const form = await request.formData();
  return dispatchIntent(
    form.get("intent"),
    { ...memberActions, ...memberMailActions },
    {
      services: context.services,
      actor: context.get(adminUserContext),
      memberId: params.id,
      form,
    },
  );
}

export default function AdminMemberPage({ loaderData }: Route.ComponentProps) {
  return (
    <MemberPage detail={loaderData.detail} mail={loaderData.mail} history={loaderData.history} />
  );
}

/** An unknown or deleted member: said inside the admin area, with the way back. */
export function ErrorBoundary() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  return (
    <div className="grid gap-4 py-6">
      <BackLink to={ADMIN_PATHS.members} className="gap-1 font-normal">
        {memberAdminCopy.back}
      </BackLink>
      <h1 className="text-2xl font-bold">{NOT_FOUND}</h1>
    </div>
  );
}
