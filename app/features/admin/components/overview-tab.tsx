import { Link } from "react-router";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { BarChart } from "~/components/charts";
import { overviewCopy as C } from "~/content/admin";
import { sourcesCopy } from "~/content/admin-sources";
import { PeriodNav } from "~/components/period-nav";
import { ADMIN_PATHS } from "~/content/admin-paths";
import type { Overview } from "../overview.server";

const percent = (x: number) => `${(x * 100).toFixed(1)}%`;

export function OverviewTab({ data }: { data: Overview }) {
  const days = data.series.map((d) => d.day);
  const stats: [string, string][] = [
    [C.totalSignups, String(data.totals.signups)],
    [C.totalJoined, String(data.totals.joined)],
    [C.referralShare, percent(data.totals.referralShare)],
    [C.viral, data.totals.viralCoefficient.toFixed(2)],
  ];
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-semibold">{C.heading}</h2>
        <PeriodNav
          label={C.heading}
          path={ADMIN_PATHS.overview}
          current={data.days}
          period={C.period}
        />
      </div>
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
        {stats.map(([label, value]) => (
          <div
            key={label}
            className="rounded-lg border border-border bg-card p-4 text-card-foreground"
          >
            <dt className="text-sm text-muted-foreground">{label}</dt>
            <dd className="text-2xl font-bold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="text-xs text-muted-foreground">
        {C.viral}: {C.viralHint}.
      </p>
      <BarChart
        labels={C}
        title={C.signups}
        days={days}
        empty={sourcesCopy.empty}
        series={[
          { label: C.confirmed, tone: "solid", values: data.series.map((d) => d.confirmed) },
          { label: C.unconfirmed, tone: "striped", values: data.series.map((d) => d.unconfirmed) },
        ]}
      />
      <BarChart
        labels={C}
        title={C.joined}
        days={days}
        empty={C.noReferrers}
        series={[{ label: C.totalJoined, tone: "solid", values: data.series.map((d) => d.joined) }]}
      />
      <Card>
        <CardHeader>
          <CardTitle>{C.topReferrers}</CardTitle>
        </CardHeader>
        <CardContent>
          {data.topReferrers.length === 0 ? (
            <p className="text-sm text-muted-foreground">{C.noReferrers}</p>
          ) : (
            <ol className="grid gap-1 text-sm">
              {data.topReferrers.map((r) => (
                <li key={r.id} className="flex justify-between gap-4">
                  <Link
                    to={ADMIN_PATHS.member(r.id)}
                    className="text-primary underline-offset-4 hover:underline"
                  >
                    {r.name}
                  </Link>
                  <span className="tabular-nums">{r.joined}</span>
                </li>
              ))}
            </ol>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
