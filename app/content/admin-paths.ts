// The admin area's addresses, written once (docs/decisions/185-admin-sections-as-routes.md).
import type { href } from "react-router";

/**
 * A path the route config has, checked by React Router's generated route types (as `href()`
 * is) but with no runtime: `href()` would pull a chunk of the router into the public pages'
 * scripts, whose budget is counted to the byte.
 */
const path = <P extends Parameters<typeof href>[0]>(p: P) => p;

/** The admin area's addresses, once. */
export const ADMIN_PATHS = {
  articles: path("/admin"),
  overview: path("/admin/overview"),
  members: path("/admin/members"),
  member: (id: string) => `${path("/admin/members")}/${encodeURIComponent(id)}`,
  membersCsv: path("/admin/members.csv"),
  abTests: path("/admin/ab-tests"),
  abResults: path("/admin/ab-results"),
  submissions: path("/admin/submissions"),
  submissionsCsv: path("/admin/submissions.csv"),
  auditLog: path("/admin/audit-log"),
  communities: path("/admin/communities"),
} as const;
