// 'Merge into…' (ADR 193): the community to merge, by id, and the one to merge into, by id
// or by a name from the section's list (a community's name is at most COMMUNITY_MAX_LENGTH).
import { z } from "zod";
import { communitiesCopy as C } from "~/content/admin-sources";
import { COMMUNITY_MAX_LENGTH } from "~/lib/limits";

export const CommunityMergeSchema = z.object({
  from: z.uuid(C.notFound),
  into: z.string(C.unknown).trim().min(1, C.unknown).max(COMMUNITY_MAX_LENGTH, C.unknown),
});

/** 'New Community': its name, tidied as members' entries are (communities.server.ts). */
export const CommunityCreateSchema = z.object({
  name: z
    .string(C.invalidName)
    .trim()
    .min(1, C.invalidName)
    .max(COMMUNITY_MAX_LENGTH, C.invalidName),
});
