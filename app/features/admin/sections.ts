// The admin area's sections (docs/architecture.md D20, ADR 185): one address each, under the
// /admin layout. The section navigation and the old `?tab=` addresses read this list; a new
// section is one row here and one child route of the layout in app/routes.ts (which
// tests/security/admin-guard.test.ts walks).
import { adminCopy } from "~/content/admin";
import { ADMIN_PATHS } from "~/content/admin-paths";

export const ADMIN_SECTIONS = [
  { key: "articles", label: adminCopy.tabs.articles, path: ADMIN_PATHS.articles },
  { key: "overview", label: adminCopy.tabs.overview, path: ADMIN_PATHS.overview },
  { key: "members", label: adminCopy.tabs.members, path: ADMIN_PATHS.members },
  { key: "communities", label: adminCopy.tabs.communities, path: ADMIN_PATHS.communities },
  { key: "ab-tests", label: adminCopy.tabs.abTests, path: ADMIN_PATHS.abTests },
  { key: "submissions", label: adminCopy.tabs.submissions, path: ADMIN_PATHS.submissions },
  { key: "milestones", label: adminCopy.tabs.milestones, path: ADMIN_PATHS.milestones },
  { key: "arenas", label: adminCopy.tabs.arenas, path: ADMIN_PATHS.arenas },
  { key: "broadcasts", label: adminCopy.tabs.broadcasts, path: ADMIN_PATHS.broadcasts },
  { key: "audit", label: adminCopy.tabs.audit, path: ADMIN_PATHS.auditLog },
] as const;

export type AdminSection = (typeof ADMIN_SECTIONS)[number];

/** The section an admin address belongs to (a member's page is in Members). */
export function sectionOf(pathname: string): AdminSection {
  const rest = pathname.replace(/\/+$/, "");
  return (
    ADMIN_SECTIONS.find(
      (s) => s.path !== "/admin" && (rest === s.path || rest.startsWith(`${s.path}/`)),
    ) ?? ADMIN_SECTIONS[0]
  );
}

/**
 * The address of a section before sections had addresses (`/admin?tab=members&q=…`), so
 * bookmarks and old links still land: null when there is no such tab.
 */
export function sectionFromTab(search: URLSearchParams): string | null {
  const section = ADMIN_SECTIONS.find((s) => s.key === search.get("tab"));
  if (!section) return null;
  const rest = new URLSearchParams(search);
  rest.delete("tab");
  const query = rest.toString();
  return query ? `${section.path}?${query}` : section.path;
}
