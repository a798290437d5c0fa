// 'Merge into…' (ADR 193): the form names the community to merge by id and the one to merge
// into by id or by name (the section's datalist); the merge itself, with its audit row, is
// one transaction in app/domain/attribution/communities.server.ts.
import { sql } from "drizzle-orm";
import { z } from "zod";
import { communitiesCopy as C } from "~/content/admin-sources";
import { actionFail, actionOk } from "~/lib/action-result";
import {
  communityKey,
  CommunityMergeError,
  mergeCommunity,
} from "~/domain/attribution/communities.server";
import { resultRows, type Db } from "~/lib/db.server";
import type { Admin } from "./member-actions.server";

const MergeSchema = z.object({
  from: z.uuid(C.notFound),
  into: z.string().trim().max(200).optional(),
});

export async function mergeCommunityAction(db: Db, admin: Admin, form: FormData) {
  const parsed = MergeSchema.safeParse({
    from: form.get("from"),
    into: form.get("into") ?? undefined,
  });
  if (!parsed.success || !parsed.data.into)
    return actionFail(parsed.success ? C.unknown : C.notFound);
  const { from, into } = parsed.data;
  // By id, or by the name (any spelling it matches) of a community not merged away.
  const [target] = resultRows<{ id: string; name: string }>(
    await db.execute(sql`
      select id, name from communities
      where merged_into is null and (id::text = ${into} or key = ${communityKey(into)})
      limit 1`),
  );
  if (!target) return actionFail(C.unknown);
  if (target.id === from) return actionFail(C.same);
  try {
    const moved = await mergeCommunity(db, from, target.id, {
      actor: admin.email,
      actorId: admin.id,
    });
    return actionOk({ message: C.merged(moved, target.name) });
  } catch (error) {
    if (error instanceof CommunityMergeError) return actionFail(C.notFound);
    throw error;
  }
}
