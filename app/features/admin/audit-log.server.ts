// Reads of the Audit Log tab (ADR 160). Names and e-mails come from the live
// tables by id, so a deleted person shows as 'a deleted member' and the log holds nothing of
// them; a milestone, arena, broadcast, article or community is named by its row today.
import { sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import { submissionsCopy } from "~/content/admin";
import { pgNumber, pgTime, sqlRows, type Queryable } from "~/lib/db.server";
import type { AuditFacts } from "./audit-sentence";

export const AUDIT_PAGE_SIZE = 50;

export type AuditRow = AuditFacts & {
  id: number;
  at: string;
  /** The member a 'user:<id>' target names, null once they are deleted. */
  targetMember: { id: string; name: string } | null;
};

/** A thing's name by the id its target holds ('kind:<id>'); null when it is gone. */
const nameOf = (kind: string, table: string, column: string) =>
  sql.raw(`
  when '${kind}' then (select ${column} from ${table} where id::text = substr(a.target, ${kind.length + 2}))`);

/** A form's public title for a 'form:<name>' target. */
const formName = (target: string) =>
  (submissionsCopy.forms as Record<string, string>)[target.slice(5)] ?? target.slice(5);

export const AUDIT_PARAMS = { action: "action", page: "apage" } as const;

export function auditQuery(params: URLSearchParams) {
  const action = params.get(AUDIT_PARAMS.action) ?? "";
  const page = Math.min(
    Math.max(1, Number.parseInt(params.get(AUDIT_PARAMS.page) ?? "1", 10) || 1),
    100_000,
  );
  return { action: /^[a-z][a-z0-9_.-]{0,63}$/.test(action) ? action : "", page };
}

/** A jsonb value as the driver returns it (parsed on PostgreSQL, text on some drivers). */
const jsonb = <T extends z.ZodType>(shape: T) =>
  z
    .unknown()
    .transform((v) => (typeof v === "string" ? (JSON.parse(v) as unknown) : v))
    .pipe(shape);

const AuditLogRow = z.object({
  id: pgNumber,
  created_at: pgTime,
  actor: z.enum(["admin", "member", "cli", "system"]),
  actor_name: z.string().nullable(),
  action: z.string(),
  target: z.string().nullable(),
  details: jsonb(z.record(z.string(), z.unknown())),
  member_id: z.string().nullable(),
  member_name: z.string().nullable(),
  target_name: z.string().nullable(),
  into_name: z.string().nullable(),
  member_names: jsonb(z.array(z.string().nullable()).nullable()),
  milestone_name: z.string().nullable(),
});

/** Audit rows, newest first, as the Log and a member's History read them. */
async function auditRows(
  db: Queryable,
  where: SQL,
  limit: number,
  offset = 0,
): Promise<AuditRow[]> {
  const rows = await sqlRows(
    db,
    AuditLogRow,
    sql`
      select a.id, a.created_at, a.actor, coalesce(ap.name, u.email) as actor_name, a.action,
        a.target, a.details, p.id as member_id, p.name as member_name,
        case split_part(a.target, ':', 1)
          ${nameOf("milestone", "milestones", "name")} ${nameOf("arena", "arenas", "name")}
          ${nameOf("broadcast", "broadcasts", "subject")} ${nameOf("article", "articles", "title")}
          ${nameOf("community", "communities", "name")}
        end as target_name,
        (select name from communities where a.action = 'community.merge'
          and id::text = a.details->>'into') as into_name,
        -- The members a row's details name (an invitation's, a released seat's), in order.
        (select jsonb_agg(dp.name order by m.ord)
         from jsonb_array_elements_text(case
             when jsonb_typeof(a.details->'members') = 'array' then a.details->'members'
             when jsonb_typeof(a.details->'user') = 'string' then jsonb_build_array(a.details->'user')
             else '[]'::jsonb end) with ordinality as m(id, ord)
         left join profiles dp on dp.id = m.id) as member_names,
        (select name from milestones
         where id::text = a.details->>'milestone') as milestone_name
      from audit_log a
      left join users u on a.actor = 'admin' and u.id = a.actor_id
      left join profiles ap on a.actor in ('admin', 'member') and ap.id = a.actor_id
      left join profiles p on a.target like 'user:%' and p.id = substr(a.target, 6)
      ${where}
      order by a.created_at desc, a.id desc
      limit ${limit} offset ${offset}`,
  );
  return rows.map((r): AuditRow => {
    const target = r.target;
    const member = r.member_id ? { id: r.member_id, name: String(r.member_name) } : null;
    return {
      id: r.id,
      at: r.created_at.toISOString(),
      actor: r.actor,
      actorName: r.actor_name,
      action: r.action,
      target,
      targetMember: member,
      targetName:
        member?.name ??
        (target?.startsWith("form:") ? formName(target) : null) ??
        (r.target_name || null),
      details: r.details,
      intoName: r.into_name,
      memberNames: r.member_names ?? [],
      milestoneName: r.milestone_name,
    };
  });
}

/** One page, newest first, optionally one action only (both from the log's indexes). */
export async function listAudit(db: Queryable, query: { action: string; page: number }) {
  const rows = await auditRows(
    db,
    query.action ? sql`where a.action = ${query.action}` : sql``,
    AUDIT_PAGE_SIZE + 1,
    (query.page - 1) * AUDIT_PAGE_SIZE,
  );
  return {
    rows: rows.slice(0, AUDIT_PAGE_SIZE),
    page: query.page,
    hasNext: rows.length > AUDIT_PAGE_SIZE,
  };
}

/** What was done to one member, and what they did themselves, newest first. */
export function listAuditAbout(db: Queryable, userId: string, limit: number) {
  return auditRows(
    db,
    sql`where a.target = ${`user:${userId}`} or (a.actor = 'member' and a.actor_id = ${userId})`,
    limit,
  );
}

/** The actions present in the log, by a skip scan of its action index (never a full scan). */
export async function auditActions(db: Queryable): Promise<string[]> {
  const rows = await sqlRows(
    db,
    z.object({ action: z.string() }),
    sql`
      with recursive a(action) as (
        (select action from audit_log order by action limit 1)
        union all
        select (select action from audit_log where action > a.action order by action limit 1)
        from a where a.action is not null)
      select action from a where action is not null`,
  );
  return rows.map((r) => r.action);
}
