import { data } from "react-router";
import { requireAdmin } from "~/features/admin/admin.server";
import { csvDownload, submissionsCsv } from "~/features/admin/csv";
import { isFormName, listSubmissions } from "~/features/admin/submissions.server";
import { recordAudit } from "~/lib/audit.server";
import type { Route } from "./+types/submissions-csv";

/** CSV export of one form's submissions (admin only). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireAdmin(context.services, request);
  const form = new URL(request.url).searchParams.get("form");
  if (!isFormName(form)) throw data({ error: "Unknown form" }, { status: 400 });
  const db = context.services.database.db;
  const rows = await listSubmissions(db, form);
  // Exports carry personal data out of the site: each one is audited (docs/architecture.md D15).
  await recordAudit(db, {
    actor: user.email,
    actorId: user.id,
    action: "submissions.export",
    target: `form:${form}`,
    details: { rows: rows.length },
  });
  return csvDownload(submissionsCsv(rows), `${form}-submissions.csv`);
}
