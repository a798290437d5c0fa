// Who a broadcast reaches (ADR 212): one query for the live 'Recipients: {n}' and
// for the freeze, so the count an admin confirms is the audience frozen. A recipient is a
// member whose address is confirmed, who is not suspended, who is on 'Programme news' and whose
// address is not suppressed (a bounce or a complaint, ADR 213). The kinds: every member, a
// community, a role, an Arena's seat holders (ADR 209).
// Imported by services.server.ts: relative imports with .ts only.
import { sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import type { broadcasts } from "../../../db/schema.ts";
import { pgNumber, sqlRow, type Queryable } from "../../lib/db.server.ts";
import { isUuid } from "../../lib/uuid.ts";

export type AudienceKind = typeof broadcasts.$inferSelect.audienceKind;
export type Audience = { kind: AudienceKind; value: string | null };

export const MEMBER_ROLES = ["staker", "founder", "organiser"] as const;

/** Whether the audience names what its kind needs (a community's id, a known role). */
export function isCompleteAudience(a: Audience): boolean {
  if (a.kind === "all") return true;
  if (a.kind === "community" || a.kind === "arena") return isUuid(a.value ?? "");
  return (MEMBER_ROLES as readonly string[]).includes(a.value ?? "");
}

/** The audience's own condition on `p` (profiles); false for an incomplete one. */
function audienceFilter(a: Audience): SQL {
  if (!isCompleteAudience(a)) return sql`false`;
  switch (a.kind) {
    case "all":
      return sql`true`;
    case "community":
      // A merged community's members are the community's too (0012).
      return sql`p.community_id in (select id from communities
                  where id = ${a.value}::uuid or merged_into = ${a.value}::uuid)`;
    case "role":
      return sql`p.member_role = ${a.value}`;
    case "arena":
      return sql`p.id in (select user_id from arena_invitations
                  where arena_id = ${a.value}::uuid and status = 'seated')`;
  }
}

/** The condition every list e-mail's recipient meets now (p profiles, u users, mp preferences). */
export const ELIGIBLE = sql`u.email_verified and p.suspended_at is null and mp.programme_news
  and not exists (select 1 from mail_suppressions s where s.user_id = p.id)`;

const FROM = sql`from profiles p join users u on u.id = p.id
  join mail_preferences mp on mp.user_id = p.id`;

/** How many would get the broadcast now. */
const Count = z.object({ n: pgNumber });

export async function countAudience(db: Queryable, audience: Audience): Promise<number> {
  const row = await sqlRow(
    db,
    Count,
    sql`select count(*) as n ${FROM} where ${ELIGIBLE} and ${audienceFilter(audience)}`,
  );
  return row?.n ?? 0;
}

/** Freezes the audience as the broadcast's recipient rows (in the caller's transaction). */
export async function freezeAudience(
  tx: Queryable,
  broadcastId: string,
  audience: Audience,
): Promise<number> {
  const row = await sqlRow(
    tx,
    Count,
    sql`
      with frozen as (
        insert into broadcast_recipients (broadcast_id, user_id)
        select ${broadcastId}::uuid, p.id ${FROM}
        where ${ELIGIBLE} and ${audienceFilter(audience)}
        on conflict do nothing returning 1)
      select count(*) as n from frozen`,
  );
  return row?.n ?? 0;
}
