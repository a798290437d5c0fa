// 'Who you are joining as' on /profile (docs/architecture.md D24, ADR 193): the member's role
// and community, editable and clearable; the first touch is shown, never edited. The
// counters follow by trigger (db/migrations/0012).
import { eq, sql } from "drizzle-orm";
import { joiningText } from "~/content/joining";
import { actionFail, actionOk } from "~/lib/action-result";
import { resolveCommunity } from "~/domain/attribution/communities.server";
import { resultRows, type Db } from "~/lib/db.server";
import { sourceOf } from "~/lib/first-touch";
import type { MemberRole } from "~/lib/member-roles";
import { profiles } from "../../../db/schema.ts";
import type { MemberAction } from "./member-action.server";
import { firstIssue, JoiningSchema } from "./members.schema";

export type Joining = { role: MemberRole | null; community: string | null; source: string };

/** The member's role, community name and source ('unknown' without consent at sign-up). */
export async function joiningOf(db: Db, userId: string): Promise<Joining> {
  const [row] = resultRows<Record<string, string | null>>(
    await db.execute(sql`
      select p.member_role, c.name as community, p.landing_path, p.referrer_host, p.utm_source
      from profiles p left join communities c on c.id = p.community_id
      where p.id = ${userId}`),
  );
  return {
    role: (row?.member_role as MemberRole | null) ?? null,
    community: row?.community ?? null,
    source: sourceOf(
      row?.landing_path
        ? {
            landingPath: row.landing_path,
            referrerHost: row.referrer_host,
            utmSource: row.utm_source,
            utmMedium: null,
            utmCampaign: null,
          }
        : null,
    ),
  };
}

/** The 'joining' intent of /profile: saves both fields (empty clears). */
export async function saveJoining({ services, session, form }: MemberAction) {
  const intent = "joining";
  const parsed = JoiningSchema.safeParse({
    role: form.get("role"),
    community: form.get("community"),
  });
  if (!parsed.success) return actionFail(firstIssue(parsed.error), 400, { intent });
  const db = services.database.db;
  await db.transaction(async (tx) => {
    const communityId = parsed.data.community
      ? await resolveCommunity(tx as unknown as Db, parsed.data.community)
      : null;
    await tx
      .update(profiles)
      .set({ memberRole: parsed.data.role, communityId })
      .where(eq(profiles.id, session.user.id));
  });
  return actionOk({ intent, message: joiningText.saved });
}
