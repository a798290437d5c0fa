import { adminUserContext } from "~/features/admin/admin-guard.server";
import { membersCsv } from "~/features/admin/csv";
import { auditedCsvExport } from "~/features/admin/csv-export.server";
import { MemberQuerySchema } from "~/features/admin/member-admin.schema";
import { allMembers } from "~/features/admin/members-admin.server";
import type { Route } from "./+types/members-csv";

/** 'Export CSV' of the Members tab's filtered list (admin only, audited). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = context.get(adminUserContext);
  const query = MemberQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const db = context.services.database.db;
  const rows = await allMembers(db, query);
  return auditedCsvExport(
    db,
    user,
    {
      action: "members.export",
      target: null,
      details: {
        rows: rows.length,
        q: query.q,
        status: query.status ?? null,
        community: query.community ?? null,
        role: query.role ?? null,
      },
    },
    membersCsv(rows),
    "members.csv",
  );
}
