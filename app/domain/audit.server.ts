// The audit log (docs/architecture.md D15, ADR 160): one append-only row per admin
// action, CLI role change, export and account deletion. Call recordAudit with the same
// database handle or transaction as the change it records, so both commit or neither does.
import { sql } from "drizzle-orm";
import { auditLog, users } from "../../db/schema.ts";
import type { Db } from "../lib/db.server.ts";

/** Who acted: an admin (their e-mail or user id), 'member' (self-service), 'cli', 'system'. */
export type AuditActor = "member" | "cli" | "system" | (string & {});

export type AuditEntry = {
  /** 'member' | 'cli' | 'system', or the acting admin's e-mail address. */
  actor: AuditActor;
  /** The acting user's id (an admin, or the member of a self-service action), when known. */
  actorId?: string | null;
  /** Dotted lower-case name, e.g. 'article.create', 'member.suspend', 'role.grant'. */
  action: string;
  /** What was acted on, as an id: 'user:<id>', 'article:<uuid>', 'form:<name>'. Never an e-mail. */
  target?: string | null;
  /** Ids, counts, reasons. E-mail-shaped text is replaced by '[e-mail]' before it is stored. */
  details?: Record<string, unknown>;
};

/** A database handle or a Drizzle transaction (anything that can insert). */
export type DbOrTx = Pick<Db, "insert">;

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

const KINDS = new Set(["member", "cli", "system"]);

export async function recordAudit(db: DbOrTx, entry: AuditEntry): Promise<void> {
  const kind = KINDS.has(entry.actor) ? (entry.actor as "member" | "cli" | "system") : "admin";
  // An admin given by e-mail is stored as their user id; the e-mail itself is not kept.
  const actorId =
    entry.actorId ??
    (kind === "admin"
      ? sql`(select ${users.id} from ${users} where lower(${users.email}) = ${entry.actor.trim().toLowerCase()})`
      : null);
  await db.insert(auditLog).values({
    actor: kind,
    actorId,
    action: entry.action,
    target: entry.target == null ? null : redactEmails(entry.target).slice(0, 200),
    details: redactEmails(entry.details ?? {}),
  });
}
