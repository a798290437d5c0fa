import { MembersTab } from "~/features/admin/components/members-tab";
import { MemberQuerySchema } from "~/features/admin/member-admin.schema";
import { communityChoices } from "~/domain/attribution/communities.server";
import { listMembers } from "~/features/admin/members-admin.server";
import type { Route } from "./+types/members";

/** Members: search, status, community and role filters, 25 a page. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const query = MemberQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const db = context.services.database.db;
  const [members, communities] = await Promise.all([listMembers(db, query), communityChoices(db)]);
  return {
    members: {
      ...members,
      q: query.q,
      status: query.status ?? null,
      community: query.community ?? null,
      role: query.role ?? null,
      arena: query.arena ?? null,
      communities,
    },
  };
}

export default function AdminMembers({ loaderData }: Route.ComponentProps) {
  return <MembersTab data={loaderData.members} />;
}
