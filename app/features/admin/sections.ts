// The admin area's sections (docs/architecture.md D20, ADR 185): one address each, under the
// /admin layout. The section navigation, the old `?tab=` addresses and the guard test read
// this list; a new section is one row here and one child route in app/routes.ts.
import { href } from "react-router";
import { adminCopy } from "~/content/admin";

export const ADMIN_SECTIONS = [
  { key: "articles", label: adminCopy.tabs.articles, path: href("/admin") },
  { key: "overview", label: adminCopy.tabs.overview, path: href("/admin/overview") },
  { key: "members", label: adminCopy.tabs.members, path: href("/admin/members") },
  { key: "ab-tests", label: adminCopy.tabs.abTests, path: href("/admin/ab-tests") },
  { key: "submissions", label: adminCopy.tabs.submissions, path: href("/admin/submissions") },
  { key: "audit", label: adminCopy.tabs.audit, path: href("/admin/audit-log") },
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
