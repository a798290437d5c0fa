import { desc, eq } from "drizzle-orm";
import type { Db } from "~/lib/db.server";
import { FORM_NAMES, type FormName } from "~/content/forms";
import { formSubmissions } from "../../../db/schema.ts";
import type { SubmissionRow } from "./csv";

export { FORM_NAMES, type FormName };

export function isFormName(value: unknown): value is FormName {
  return typeof value === "string" && (FORM_NAMES as readonly string[]).includes(value);
}

/** One form's submissions, newest first (all of them when no limit is given). */
export async function listSubmissions(
  db: Db,
  form: FormName,
  limit?: number,
): Promise<SubmissionRow[]> {
  const query = db
    .select()
    .from(formSubmissions)
    .where(eq(formSubmissions.formName, form))
    .orderBy(desc(formSubmissions.createdAt), desc(formSubmissions.id));
  const rows = limit ? await query.limit(limit) : await query;
  return rows.map((r) => ({
    id: r.id,
    createdAt: r.createdAt.toISOString(),
    email: r.email,
    heroVariant: r.heroVariant,
    quizResult: r.quizResult,
    fields: stringRecord(r.fields),
    urlParams: stringRecord(r.urlParams),
  }));
}

function stringRecord(value: unknown): Record<string, string> {
  if (!value || typeof value !== "object") return {};
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([k, v]) => [
      k,
      typeof v === "string" ? v : JSON.stringify(v),
    ]),
  );
}
