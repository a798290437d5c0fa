import { MembersTab } from "~/features/admin/components/members-tab";
import { MemberQuerySchema } from "~/features/admin/member-admin.schema";
import { listMembers } from "~/features/admin/members-admin.server";
import type { Route } from "./+types/members";

/** Members: search, status filter, 25 a page. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const query = MemberQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const members = await listMembers(context.services.database.db, query);
  return { members: { ...members, q: query.q, status: query.status ?? null } };
}

export default function AdminMembers({ loaderData }: Route.ComponentProps) {
  return <MembersTab data={loaderData.members} />;
}
