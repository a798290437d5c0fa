// 'I'm joining as' (docs/architecture.md D24): the roles a member may give, as stored
// (db/migrations/0012 checks the same list); app/content/members.ts names them.
export const MEMBER_ROLES = ["staker", "founder", "organiser"] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];

export function isMemberRole(value: unknown): value is MemberRole {
  return (MEMBER_ROLES as readonly unknown[]).includes(value);
}
