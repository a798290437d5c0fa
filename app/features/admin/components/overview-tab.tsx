import { Link } from "react-router";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRegion,
  TableRow,
} from "~/components/ui/table";
import { overviewCopy as C } from "~/content/admin";
import { cn } from "~/lib/cn";
import { OVERVIEW_PERIODS } from "../member-admin.schema";
import type { Overview } from "../overview.server";

type Series = { label: string; className: string; values: number[] };

/**
 * A server-rendered SVG bar chart (stacked when given several series): no charting
 * script, so the public pages' JavaScript never changes and the admin's barely does.
 * Colours are theme tokens (fill-primary, fill-muted-foreground), so dark mode applies.
 */
function BarChart({ title, days, series }: { title: string; days: string[]; series: Series[] }) {
  const width = 600;
  const height = 160;
  const totals = days.map((_, i) => series.reduce((n, s) => n + s.values[i], 0));
  const max = Math.max(1, ...totals);
  const band = width / days.length;
  const bar = Math.max(1, band * 0.8);
  const summary = `${title}: ${totals.reduce((a, b) => a + b, 0)} in ${days.length} days, at most ${max} a day.`;
  return (
    <figure className="grid gap-2">
      <figcaption className="font-medium">{title}</figcaption>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        className="h-40 w-full"
        role="img"
        aria-label={summary}
        preserveAspectRatio="none"
      >
        <line x1="0" y1={height - 0.5} x2={width} y2={height - 0.5} className="stroke-border" />
        {days.map((day, i) => {
          let y = height;
          return (
            <g key={day}>
              {series.map((s) => {
                const h = (s.values[i] / max) * (height - 4);
                y -= h;
                return h > 0 ? (
                  <rect
                    key={s.label}
                    x={i * band + (band - bar) / 2}
                    y={y}
                    width={bar}
                    height={h}
                    className={s.className}
                  >
                    <title>{`${day} ${s.label}: ${s.values[i]}`}</title>
                  </rect>
                ) : null;
              })}
            </g>
          );
        })}
      </svg>
      <div className="flex flex-wrap gap-4 text-xs text-muted-foreground">
        {series.map((s) => (
          <span key={s.label} className="inline-flex items-center gap-1">
            <svg viewBox="0 0 10 10" className="size-3" aria-hidden="true">
              <rect width="10" height="10" className={s.className} />
            </svg>
            {s.label}
          </span>
        ))}
      </div>
      <details className="text-sm">
        <summary className="cursor-pointer text-primary">{C.showData}</summary>
        <TableRegion label={title} className="mt-2 max-h-64 overflow-auto">
          <Table>
            <TableCaption className="sr-only">{title}</TableCaption>
            <TableHeader>
              <TableRow>
                <TableHead className="p-1.5">{C.day}</TableHead>
                {series.map((s) => (
                  <TableHead key={s.label} className="p-1.5 text-right">
                    {s.label}
                  </TableHead>
                ))}
              </TableRow>
            </TableHeader>
            <TableBody>
              {days.map((day, i) => (
                <TableRow key={day}>
                  <TableCell className="p-1.5">{day}</TableCell>
                  {series.map((s) => (
                    <TableCell key={s.label} className="p-1.5 text-right tabular-nums">
                      {s.values[i]}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableRegion>
      </details>
    </figure>
  );
}

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
        <nav aria-label={C.heading} className="flex gap-1 rounded-md bg-muted p-1">
          {OVERVIEW_PERIODS.map((n) => (
            <Link
              key={n}
              to={`/admin?tab=overview&days=${n}`}
              aria-current={n === data.days ? "page" : undefined}
              className={cn(
                "rounded-sm px-3 py-1.5 text-sm",
                n === data.days
                  ? "bg-background text-foreground shadow-sm"
                  : "text-muted-foreground",
              )}
              preventScrollReset
            >
              {C.period(n)}
            </Link>
          ))}
        </nav>
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
        title={C.signups}
        days={days}
        series={[
          {
            label: C.confirmed,
            className: "fill-primary",
            values: data.series.map((d) => d.confirmed),
          },
          {
            label: C.unconfirmed,
            className: "fill-muted-foreground",
            values: data.series.map((d) => d.unconfirmed),
          },
        ]}
      />
      <BarChart
        title={C.joined}
        days={days}
        series={[
          {
            label: C.totalJoined,
            className: "fill-primary",
            values: data.series.map((d) => d.joined),
          },
        ]}
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
                    to={`/admin/members/${r.id}`}
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
