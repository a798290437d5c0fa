import { SubmissionsTab } from "~/features/admin/components/submissions-tab";
import { FORM_NAMES, listSubmissions } from "~/features/admin/submissions.server";
import type { Route } from "./+types/submissions";

/** Rows shown per form; the CSV export has all of them. */
const SUBMISSIONS_SHOWN = 200;

/** Submissions of the three native forms. */
export async function loader({ context }: Route.LoaderArgs) {
  const db = context.services.database.db;
  const rows = await Promise.all(FORM_NAMES.map((f) => listSubmissions(db, f, SUBMISSIONS_SHOWN)));
  return { submissions: FORM_NAMES.map((form, i) => ({ form, rows: rows[i] })) };
}

export default function AdminSubmissions({ loaderData }: Route.ComponentProps) {
  return <SubmissionsTab forms={loaderData.submissions} />;
}
