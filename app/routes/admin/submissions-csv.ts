import { data } from "react-router";
import { adminUserContext } from "~/features/admin/admin-guard.server";
import { submissionsCsv } from "~/features/admin/csv";
import { auditedCsvExport } from "~/features/admin/csv-export.server";
import { isFormName, listSubmissions } from "~/features/admin/submissions.server";
import type { Route } from "./+types/submissions-csv";

/** CSV export of one form's submissions (admin only). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = context.get(adminUserContext);
  const form = new URL(request.url).searchParams.get("form");
  if (!isFormName(form)) throw data({ error: "Unknown form" }, { status: 400 });
  const db = context.services.database.db;
  const rows = await listSubmissions(db, form);
  return auditedCsvExport(
    db,
    user,
    { action: "submissions.export", target: `form:${form}`, details: { rows: rows.length } },
    submissionsCsv(rows),
    `${form}-submissions.csv`,
  );
}
