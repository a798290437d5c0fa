import { Link } from "react-router";
import { REPORT_PERIODS } from "~/lib/limits";
import { cn } from "~/lib/cn";

/**
 * The admin charts' period choice (last 7 / 30 / 90 days): links to `?days=n`, so a choice is
 * an address that works before hydration and survives a reload; the chosen one is the
 * current page.
 */
export function PeriodNav({
  label,
  path,
  current,
  period,
}: {
  label: string;
  path: string;
  current: number;
  period: (days: number) => string;
}) {
  return (
    <nav aria-label={label} className="flex gap-1 rounded-md bg-muted p-1">
      {REPORT_PERIODS.map((n) => (
        <Link
          key={n}
          to={`${path}?days=${n}`}
          aria-current={n === current ? "page" : undefined}
          className={cn(
            "inline-flex min-h-11 items-center rounded-sm px-3 text-sm focus-visible:outline-2 focus-visible:outline-ring",
            n === current ? "bg-background text-foreground shadow-sm" : "text-muted-foreground",
          )}
          preventScrollReset
        >
          {period(n)}
        </Link>
      ))}
    </nav>
  );
}
