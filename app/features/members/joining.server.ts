// 'Who you are joining as' on /profile (docs/architecture.md D24, ADR 193): the member's role
// and community, editable and clearable; the first touch is shown, never edited. The
// counters follow by trigger (db/migrations/0012).
import { eq } from "drizzle-orm";
import { joiningText } from "~/content/joining";
import { actionFail, actionOk } from "~/lib/action-result";
import { resolveCommunity } from "~/domain/attribution/communities.server";
import type { Queryable } from "~/lib/db.server";
import { sourceOf } from "~/lib/first-touch";
import type { MemberRole } from "~/lib/member-roles";
import { communities, profiles } from "../../../db/schema.ts";
import type { MemberAction } from "./member-action.server";
import { firstIssue, JoiningSchema } from "./members.schema";

export type Joining = { role: MemberRole | null; community: string | null; source: string };

/** The member's role, community name and source ('unknown' without consent at sign-up). */
export async function joiningOf(db: Queryable, userId: string): Promise<Joining> {
  const [row] = await db
    .select({
      role: profiles.memberRole,
      community: communities.name,
      landingPath: profiles.landingPath,
      referrerHost: profiles.referrerHost,
      utmSource: profiles.utmSource,
    })
    .from(profiles)
    .leftJoin(communities, eq(communities.id, profiles.communityId))
    .where(eq(profiles.id, userId));
  return {
    role: row?.role ?? null,
    community: row?.community ?? null,
    source: sourceOf(
      row?.landingPath
        ? {
            landingPath: row.landingPath,
            referrerHost: row.referrerHost,
            utmSource: row.utmSource,
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
      ? await resolveCommunity(tx, parsed.data.community)
      : null;
    await tx
      .update(profiles)
      .set({ memberRole: parsed.data.role, communityId })
      .where(eq(profiles.id, session.user.id));
  });
  return actionOk({ intent, message: joiningText.saved });
}
