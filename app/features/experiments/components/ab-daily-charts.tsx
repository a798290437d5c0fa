import { BarChart } from "~/components/charts";
import { RateChart } from "~/components/rate-chart";
import { abCopy as C } from "~/content/admin";
import type { AbDay } from "../results.server";
import { wilsonInterval } from "../stats";

const VARIANTS = [
  { key: "A", tone: "solid" },
  { key: "B", tone: "accent" },
] as const;

/**
 * ADR 162: page views and the conversion rate (primary clicks / page views, docs/product.md#hero-test) per
 * variant per UTC day, the rate with its 95% Wilson interval as a band; ADR 186: the
 * sign-ups per variant per day (ADR 186).
 */
export function AbDailyCharts({ daily }: { daily: AbDay[] }) {
  const days = daily.map((d) => d.day);
  const labels = { showData: C.daily.showData, day: C.daily.day };
  return (
    <div className="grid gap-6">
      <BarChart
        title={C.daily.pageViews}
        days={days}
        labels={labels}
        empty={C.daily.noViews}
        series={VARIANTS.map((v) => ({
          label: C.variant(v.key),
          tone: v.tone,
          values: daily.map((d) => d[v.key].pageViews),
        }))}
      />
      <BarChart
        title={C.dailySignups}
        days={days}
        labels={labels}
        empty={C.daily.noSignups}
        series={VARIANTS.map((v) => ({
          label: C.variant(v.key),
          tone: v.tone,
          values: daily.map((d) => d[v.key].signups),
        }))}
      />
      <RateChart
        title={C.daily.rate}
        days={days}
        labels={labels}
        intervalLabel={C.confidence}
        empty={C.daily.noRate}
        series={VARIANTS.map((v) => ({
          label: C.variant(v.key),
          tone: v.tone,
          points: daily.map((d) => {
            const { pageViews, primaryClicks } = d[v.key];
            const interval = wilsonInterval(primaryClicks, pageViews);
            return interval
              ? { rate: Math.min(primaryClicks, pageViews) / pageViews, ...interval }
              : null;
          }),
        }))}
      />
    </div>
  );
}
