import { auditActions, auditQuery, listAudit } from "~/features/admin/audit-log.server";
import { AuditTab } from "~/features/admin/components/audit-tab";
import type { Route } from "./+types/audit-log";

/** Audit Log: newest first, 50 a page, filter by action. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const db = context.services.database.db;
  const query = auditQuery(new URL(request.url).searchParams);
  const [page, actions] = await Promise.all([listAudit(db, query), auditActions(db)]);
  return { audit: { ...page, action: query.action, actions } };
}

export default function AdminAuditLog({ loaderData }: Route.ComponentProps) {
  return <AuditTab data={loaderData.audit} />;
}
