import { data } from "react-router";
import { requireAdmin } from "~/features/admin/admin.server";
import { submissionsCsv } from "~/features/admin/csv";
import { isFormName, listSubmissions } from "~/features/admin/submissions.server";
import type { Route } from "./+types/submissions-csv";

/** CSV export of one form's submissions (admin only). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(context.services, request);
  const form = new URL(request.url).searchParams.get("form");
  if (!isFormName(form)) throw data({ error: "Unknown form" }, { status: 400 });
  const rows = await listSubmissions(context.services.database.db, form);
  return new Response("\uFEFF" + submissionsCsv(rows), {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${form}-submissions.csv"`,
      "cache-control": "no-store",
    },
  });
}
