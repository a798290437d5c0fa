import { RefreshCw } from "lucide-react";
import { useLocation, useNavigation, useRevalidator } from "react-router";
import { PeriodNav } from "~/components/period-nav";
import { Button } from "~/components/ui/button";
import { abHelpCopy } from "~/content/ab-help";
import { abCopy as C } from "~/content/admin";
import { ADMIN_PATHS } from "~/content/admin-paths";
import type { HeroReport } from "../results.server";
import { AbDailyCharts } from "./ab-daily-charts";
import { EarlierRuns } from "./earlier-runs";
import { HeroRunControls } from "./hero-run-controls";
import { VariantResults } from "./variant-results";

/**
 * The A/B Tests section (ADR 186), from the route's loader: 'Refresh Data' loads it again, a
 * period is an address (`?days=`), and a stop or restart reloads it as every action does.
 */
export function AbResultsTab({ report }: { report: HeroReport | { error: string } }) {
  const revalidator = useRevalidator();
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const busy =
    revalidator.state === "loading" ||
    (navigation.state === "loading" && navigation.location.pathname === pathname);
  const failed = "error" in report;
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h2 className="text-xl font-semibold">{C.title}</h2>
          <p className="text-sm text-muted-foreground">{C.subtitle}</p>
        </div>
        <Button variant="outline" onClick={() => void revalidator.revalidate()} disabled={busy}>
          <RefreshCw aria-hidden="true" />
          {C.refresh}
        </Button>
      </div>
      <div aria-live="polite" aria-busy={busy}>
        {failed ? (
          <p role="alert" className="text-destructive">
            {C.failed}
          </p>
        ) : (
          <div className="grid gap-4">
            <VariantResults data={report} />
            <div className="flex flex-wrap items-center gap-3">
              <HeroRunControls run={report.run} />
            </div>
            <section aria-labelledby="ab-terms" className="text-sm">
              <h3 id="ab-terms" className="mb-1 font-semibold">
                {abHelpCopy.heading}
              </h3>
              <dl className="grid gap-1 sm:grid-cols-[auto_1fr] sm:gap-x-4">
                {abHelpCopy.terms.map(([term, help]) => (
                  <div key={term} className="contents">
                    <dt className="font-medium">{term}</dt>
                    <dd className="text-muted-foreground">{help}</dd>
                  </div>
                ))}
              </dl>
            </section>
          </div>
        )}
      </div>
      <section className="grid gap-4" aria-labelledby="ab-daily">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h3 id="ab-daily" className="text-lg font-semibold">
            {C.daily.heading}
          </h3>
          <PeriodNav
            label={C.daily.heading}
            path={ADMIN_PATHS.abTests}
            current={failed ? 30 : report.days}
            period={C.daily.period}
          />
        </div>
        {failed ? null : <AbDailyCharts daily={report.daily} />}
      </section>
      {failed ? null : <EarlierRuns runs={report.earlier} />}
      <section className="rounded-lg border bg-muted/40 p-4" aria-labelledby="ab-test-details">
        <h3 id="ab-test-details" className="mb-2 font-semibold">
          {C.details.heading}
        </h3>
        <ul className="grid gap-1 text-sm">
          {C.details.rows.map(([label, value]) => (
            <li key={label}>
              <strong>{label}:</strong> {value}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
