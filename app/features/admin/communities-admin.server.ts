// The intents of the admin Communities section (ADR 193): 'Merge into…' names the community
// to merge by id and the one to merge into by id or by name; the merge itself, with its audit
// row, is one transaction in app/domain/attribution/communities.server.ts.
import { and, eq, isNull, or, sql } from "drizzle-orm";
import { communitiesCopy as C } from "~/content/admin-sources";
import { actionFail, actionOk } from "~/lib/action-result";
import {
  communityKey,
  CommunityExists,
  CommunityMergeError,
  createCommunity,
  mergeCommunity,
  publicCommunitiesOf,
} from "~/domain/attribution/communities.server";
import { byAdmin, type AdminActor } from "~/domain/audit.server";
import type { Services } from "~/domain/services.server";
import { communities } from "../../../db/schema.ts";
import { CommunityCreateSchema, CommunityMergeSchema } from "./communities.schema";

type Intent = { services: Services; actor: AdminActor; form: FormData };

export const communityActions = {
  create: async ({ services, actor, form }: Intent) => {
    const parsed = CommunityCreateSchema.safeParse({ name: form.get("name") ?? "" });
    if (!parsed.success) return actionFail(parsed.error.issues[0]?.message ?? C.invalidName);
    try {
      await createCommunity(services.database.db, parsed.data.name, byAdmin(actor));
    } catch (error) {
      if (error instanceof CommunityExists) return actionFail(C.exists, 409);
      throw error;
    }
    return actionOk({ message: C.created });
  },
  merge: async ({ services, actor, form }: Intent) => {
    const parsed = CommunityMergeSchema.safeParse(Object.fromEntries(form));
    if (!parsed.success) return actionFail(parsed.error.issues[0]?.message ?? C.unknown);
    const { from, into } = parsed.data;
    const db = services.database.db;
    // By id, or by the name (any spelling it matches) of a community not merged away.
    const [target] = await db
      .select({ id: communities.id, name: communities.name })
      .from(communities)
      .where(
        and(
          isNull(communities.mergedInto),
          or(sql`${communities.id}::text = ${into}`, eq(communities.key, communityKey(into))),
        ),
      )
      .limit(1);
    if (!target) return actionFail(C.unknown);
    if (target.id === from) return actionFail(C.same);
    try {
      const moved = await mergeCommunity(db, from, target.id, byAdmin(actor));
      // The public list shows the merged name from now on.
      publicCommunitiesOf(services).forget();
      return actionOk({ message: C.merged(moved, target.name) });
    } catch (error) {
      if (error instanceof CommunityMergeError) return actionFail(C.notFound);
      throw error;
    }
  },
};
