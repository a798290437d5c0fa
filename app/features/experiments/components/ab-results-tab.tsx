import { AlertTriangle, RefreshCw } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { abCopy as C } from "~/content/admin";
import { cachedData, fetchData } from "~/lib/fetch-data";
import { REPORT_PERIODS } from "~/lib/limits";
import type { AbDay } from "../results.server";
import { formatRate, type ExperimentResults } from "../stats";
import { AbDailyCharts } from "./ab-daily-charts";

const pct = (p: number) => `${(p * 100).toFixed(2)}%`;

function formatP(p: number | null): string {
  if (p === null) return "—";
  return p < 0.0001 ? "< 0.0001" : p.toFixed(4);
}

type Loaded = (ExperimentResults & { days: number; daily: AbDay[] }) | { error: string };

/**
 * Loads when the tab opens and on 'Refresh Data', through the shared fetch helper (retries,
 * ADR 132); results seen within the last 5 minutes show at once while they are refetched.
 */
export function AbResultsTab({ endpoint: base = "/admin/ab-results" }: { endpoint?: string }) {
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
  const load = () => setRequest((n) => n + 1);
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
          <Results data={data} />
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

function Results({ data }: { data: ExperimentResults }) {
  return (
    <div className="grid gap-4">
      {data.sampleRatioMismatch ? (
        <p
          role="alert"
          className="flex items-start gap-2 rounded-md border border-warning bg-accent p-3 text-sm text-accent-foreground"
        >
          <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {C.srmWarning}
        </p>
      ) : null}
      <div className="grid gap-4 md:grid-cols-2">
        {data.variants.map((v) => (
          <Card key={v.variant} data-testid={`variant-${v.variant}`}>
            <CardHeader className="flex-row items-center justify-between">
              <CardTitle className="text-lg">{C.variant(v.variant)}</CardTitle>
              {v.badge ? (
                <span
                  className={
                    v.badge === "Winner"
                      ? "rounded-full bg-success px-3 py-1 text-xs font-semibold text-success-foreground"
                      : "rounded-full bg-accent px-3 py-1 text-xs font-semibold text-accent-foreground"
                  }
                >
                  {v.badge}
                </span>
              ) : null}
            </CardHeader>
            <CardContent>
              <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
                <dt>{C.pageViews}</dt>
                <dd className="text-right font-semibold">{v.pageViews.toLocaleString("en-US")}</dd>
                <dt>{C.primaryClicks}</dt>
                <dd className="text-right font-semibold">
                  {v.primaryClicks.toLocaleString("en-US")}
                </dd>
                <dt>{C.secondaryClicks}</dt>
                <dd className="text-right font-semibold">
                  {v.secondaryClicks.toLocaleString("en-US")}
                </dd>
                <dt>{C.conversionRate}</dt>
                <dd className="text-right text-lg font-bold">{formatRate(v.conversionRate)}</dd>
                <dt>{C.confidence}</dt>
                <dd className="text-right">
                  {v.interval ? `${pct(v.interval.low)} – ${pct(v.interval.high)}` : "—"}
                </dd>
                <dt>{C.uniqueVisitors}</dt>
                <dd className="text-right">{v.uniqueVisitors.toLocaleString("en-US")}</dd>
              </dl>
            </CardContent>
          </Card>
        ))}
      </div>
      <p className="text-sm">
        {C.pValue}: <strong>{formatP(data.pValue)}</strong>
      </p>
    </div>
  );
}
