// The audit log (docs/architecture.md D15, ADR 160): one append-only row per admin
// action, CLI role change, export and account deletion. Call recordAudit with the same
// database handle or transaction as the change it records, so both commit or neither does.
import { auditLog } from "../../db/schema.ts";
import type { Queryable } from "../lib/db.server.ts";

/** The signed-in admin acting in the admin area (what the /admin layout's guard hands on). */
export type AdminActor = { id: string; email: string };

/**
 * Who acted: an admin (by user id), a member on their own account, the operator's command
 * line or a scheduled job. Only ids are kept: the log outlives deletions.
 */
export type AuditActor =
  | { kind: "admin"; id: string }
  | { kind: "member"; id?: string | null }
  | { kind: "cli" }
  | { kind: "system" };

/** The audit actor of an admin acting in the admin area. */
export const byAdmin = (admin: Pick<AdminActor, "id">): AuditActor => ({
  kind: "admin",
  id: admin.id,
});

export type AuditEntry = {
  actor: AuditActor;
  /** Dotted lower-case name, e.g. 'article.create', 'member.suspend', 'role.grant'. */
  action: string;
  /** What was acted on, as an id: 'user:<id>', 'article:<uuid>', 'form:<name>'. Never an e-mail. */
  target?: string | null;
  /** Ids, counts, reasons. E-mail-shaped text is replaced by '[e-mail]' before it is stored. */
  details?: Record<string, unknown>;
};

const EMAIL = /[^\s@<>"',;:()[\]]+@[^\s@<>"',;:()[\]]+\.[^\s@<>"',;:()[\]]+/g;

/** The log never holds a person's address: it outlives deletions (docs/architecture.md D13). */
export function redactEmails<T>(value: T): T {
  if (typeof value === "string") return value.replace(EMAIL, "[e-mail]") as T;
  if (Array.isArray(value)) return value.map(redactEmails) as T;
  if (value && typeof value === "object" && !(value instanceof Date)) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, redactEmails(v)])) as T;
  }
  return value;
}

export async function recordAudit(db: Queryable, entry: AuditEntry): Promise<void> {
  const { actor } = entry;
  await db.insert(auditLog).values({
    actor: actor.kind,
    actorId: "id" in actor ? (actor.id ?? null) : null,
    action: entry.action,
    target: entry.target == null ? null : redactEmails(entry.target).slice(0, 200),
    details: redactEmails(entry.details ?? {}),
  });
}
