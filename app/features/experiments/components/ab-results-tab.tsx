import { RefreshCw } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import { Button } from "~/components/ui/button";
import { abCopy as C } from "~/content/admin";
import { ADMIN_PATHS } from "~/content/admin-paths";
import { cachedData, fetchData } from "~/lib/fetch-data";
import { REPORT_PERIODS } from "~/lib/limits";
import type { HeroReport } from "../results.server";
import { AbDailyCharts } from "./ab-daily-charts";
import { EarlierRuns } from "./earlier-runs";
import { HeroRunControls } from "./hero-run-controls";
import { VariantResults } from "./variant-results";

type Loaded = HeroReport | { error: string };

/**
 * Loads when the tab opens and on 'Refresh Data', through the shared fetch helper (retries,
 * ADR 132); results seen within the last 5 minutes show at once while they are refetched.
 */
export function AbResultsTab({ endpoint: base = ADMIN_PATHS.abResults }: { endpoint?: string }) {
  const [days, setDays] = useState<number>(30);
  const endpoint = `${base}?days=${days}`;
  const [data, setData] = useState<Loaded | undefined>(() => cachedData<Loaded>(endpoint));
  const [busy, setBusy] = useState(false);
  const [request, setRequest] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    setBusy(true);
    fetchData<Loaded>(endpoint, { signal: controller.signal })
      .then(setData, () => {
        if (!controller.signal.aborted) setData({ error: "failed" });
      })
      .finally(() => {
        if (!controller.signal.aborted) setBusy(false);
      });
    return () => controller.abort();
  }, [endpoint, request]);
  const load = useCallback(() => setRequest((n) => n + 1), []);
  const loading = data === undefined || (busy && "error" in data);

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h2 className="text-xl font-semibold">{C.title}</h2>
          <p className="text-sm text-muted-foreground">{C.subtitle}</p>
        </div>
        <Button variant="outline" onClick={load} disabled={busy}>
          <RefreshCw aria-hidden="true" />
          {C.refresh}
        </Button>
      </div>
      <div aria-live="polite">
        {loading ? (
          <p className="text-muted-foreground">{C.loading}</p>
        ) : data && "error" in data ? (
          <p role="alert" className="text-destructive">
            {C.failed}
          </p>
        ) : data ? (
          <div className="grid gap-4">
            <HeroRunControls run={data.run} changed={load} />
            <VariantResults data={data} />
          </div>
        ) : null}
      </div>
      <section className="grid gap-4" aria-labelledby="ab-daily">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h3 id="ab-daily" className="text-lg font-semibold">
            {C.daily.heading}
          </h3>
          <div
            role="group"
            aria-label={C.daily.heading}
            className="flex gap-1 rounded-md bg-muted p-1"
          >
            {REPORT_PERIODS.map((n) => (
              <Button
                key={n}
                size="sm"
                variant={n === days ? "outline" : "ghost"}
                aria-pressed={n === days}
                onClick={() => setDays(n)}
              >
                {C.daily.period(n)}
              </Button>
            ))}
          </div>
        </div>
        {data && "daily" in data ? <AbDailyCharts daily={data.daily} /> : null}
      </section>
      {data && "earlier" in data ? <EarlierRuns runs={data.earlier} /> : null}
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
