// The admin area's addresses, written once (docs/decisions/185-admin-sections-as-routes.md).
import { path } from "./paths.ts";

/** The admin area's addresses, once. */
export const ADMIN_PATHS = {
  articles: path("/admin"),
  /** The articles section is the index route: its action is addressed with `?index`. */
  articlesAction: `${path("/admin")}?index`,
  overview: path("/admin/overview"),
  members: path("/admin/members"),
  member: (id: string) => `${path("/admin/members")}/${encodeURIComponent(id)}`,
  membersCsv: path("/admin/members.csv"),
  abTests: path("/admin/ab-tests"),
  abResults: path("/admin/ab-results"),
  submissions: path("/admin/submissions"),
  submissionsCsv: path("/admin/submissions.csv"),
  auditLog: path("/admin/audit-log"),
  milestones: path("/admin/milestones"),
  communities: path("/admin/communities"),
  arenas: path("/admin/arenas"),
  arena: (id: string) => `${path("/admin/arenas")}/${encodeURIComponent(id)}`,
  arenaStakesCsv: (id: string) => `${path("/admin/arenas")}/${encodeURIComponent(id)}/stakes.csv`,
  broadcasts: path("/admin/broadcasts"),
} as const;
