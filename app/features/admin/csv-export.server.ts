import { byAdmin, recordAudit, type AdminActor } from "~/domain/audit.server";
import type { Db } from "~/lib/db.server";
import { csvDownload } from "./csv";

/**
 * An admin's CSV download. Exports carry personal data out of the site, so each one is
 * audited first (docs/architecture.md D15), with the admin as the actor.
 */
export async function auditedCsvExport(
  db: Db,
  admin: AdminActor,
  audit: { action: string; target: string | null; details: Record<string, unknown> },
  csv: string,
  fileName: string,
): Promise<Response> {
  // A search text ('q') may be a person's name or address, and the audit log is append-only
  // (ADR 190): only whether there was one is kept.
  const { q, ...details } = audit.details;
  if (q !== undefined) details.searched = typeof q === "string" && q.trim() !== "";
  await recordAudit(db, { actor: byAdmin(admin), ...audit, details });
  return csvDownload(csv, fileName);
}
