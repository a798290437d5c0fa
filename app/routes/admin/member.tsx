import { data, redirect } from "react-router";
import { adminCopy } from "~/content/admin";
import { adminPageAccess, requireAdmin } from "~/features/admin/admin.server";
import { MemberPage } from "~/features/admin/components/member-page";
import { MemberActionSchema } from "~/features/admin/member-admin.schema";
import { runMemberAction } from "~/features/admin/member-actions.server";
import { memberDetail } from "~/features/admin/members-admin.server";
import { actionFail, actionOk } from "~/lib/action-result";
import { pageMeta } from "~/lib/meta";
import { sessionIsRecent } from "~/lib/recent-sign-in.server";
import type { Route } from "./+types/member";

export const meta = ({ params }: Route.MetaArgs) =>
  pageMeta({
    title: adminCopy.title,
    description: adminCopy.title,
    path: `/admin/members/${params.id}`,
    noindex: true,
  });

const ID = /^[A-Za-z0-9_-]{1,64}$/;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { services } = context;
  const { admin } = await adminPageAccess(services, request);
  if (!admin) throw data({ error: adminCopy.forbidden }, { status: 403 });
  // A session older than 12 hours confirms the password on /admin first (ADR 180).
  if (!(await sessionIsRecent(services, request))) throw redirect("/admin");
  const detail = ID.test(params.id) ? await memberDetail(services.database.db, params.id) : null;
  if (!detail) throw data({ error: "Member not found." }, { status: 404 });
  return { detail };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { services } = context;
  const admin = await requireAdmin(services, request);
  const parsed = MemberActionSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return actionFail(parsed.error.issues[0]?.message ?? "Invalid request");
  if (!ID.test(params.id)) return actionFail("Member not found.", 404);
  const outcome = await runMemberAction(services, admin, params.id, parsed.data);
  if (!outcome.ok) return actionFail(outcome.error, outcome.status);
  // The member's page is gone with them: back to the list.
  if (parsed.data.intent === "delete") throw redirect("/admin?tab=members");
  return actionOk({ message: outcome.message });
}

export default function AdminMemberPage({ loaderData }: Route.ComponentProps) {
  return <MemberPage detail={loaderData.detail} />;
}
