import { Link, useLocation, useNavigation } from "react-router";
import { adminCopy } from "~/content/admin";
import { cn } from "~/lib/cn";
import { ADMIN_SECTIONS, sectionOf } from "../sections";

/**
 * The section navigation (ADR 195): the sections are addresses, so it is a `<nav>` of links
 * with `aria-current="page"` on the open one — it works before hydration, in a new tab and for
 * a crawler (the tabs pattern is for panels on one page). The mark follows a pending
 * navigation, so a click answers at once.
 */
export function AdminSectionNav() {
  const location = useLocation();
  const pending = useNavigation().location;
  const current = sectionOf((pending ?? location).pathname);
  return (
    <nav aria-label={adminCopy.sectionsLabel} className="mb-4">
      <ul className="flex flex-wrap gap-1 rounded-md bg-muted p-1 text-muted-foreground">
        {ADMIN_SECTIONS.map((s) => (
          <li key={s.key}>
            <Link
              to={s.path}
              preventScrollReset
              aria-current={s.key === current.key ? "page" : undefined}
              className={cn(
                "inline-flex min-h-11 items-center rounded-sm px-3 text-sm font-medium whitespace-nowrap transition-colors",
                "hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring",
                "aria-[current=page]:bg-background aria-[current=page]:text-foreground aria-[current=page]:shadow-sm",
              )}
            >
              {s.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
