import type * as React from "react";
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

// Charts of the admin area (ADR 162): SVG drawn by React, no charting script, so the public
// pages' JavaScript never changes. Colours are theme tokens (fill-primary, …), so dark mode
// applies. Every chart has a summary as its accessible name and its data as a table.

export type ChartSeries = { label: string; className: string; values: number[] };
export type ChartLabels = { showData: string; day: string };

const WIDTH = 600;
const HEIGHT = 160;

function Legend({ items }: { items: { label: string; className: string }[] }) {
  return (
    <div className="flex flex-wrap gap-4 text-xs text-muted-foreground">
      {items.map((s) => (
        <span key={s.label} className="inline-flex items-center gap-1">
          <svg viewBox="0 0 10 10" className="size-3" aria-hidden="true">
            <rect width="10" height="10" className={s.className} />
          </svg>
          {s.label}
        </span>
      ))}
    </div>
  );
}

/** The chart's figures as a table, behind a disclosure (the screen-reader alternative). */
function DataTable({
  title,
  labels,
  days,
  columns,
}: {
  title: string;
  labels: ChartLabels;
  days: string[];
  columns: { label: string; cells: string[] }[];
}) {
  return (
    <details className="text-sm">
      <summary className="cursor-pointer text-primary">{labels.showData}</summary>
      <TableRegion label={title} className="mt-2 max-h-64 overflow-auto">
        <Table>
          <TableCaption className="sr-only">{title}</TableCaption>
          <TableHeader>
            <TableRow>
              <TableHead className="p-1.5">{labels.day}</TableHead>
              {columns.map((c) => (
                <TableHead key={c.label} className="p-1.5 text-right">
                  {c.label}
                </TableHead>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {days.map((day, i) => (
              <TableRow key={day}>
                <TableCell className="p-1.5">{day}</TableCell>
                {columns.map((c) => (
                  <TableCell key={c.label} className="p-1.5 text-right tabular-nums">
                    {c.cells[i]}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableRegion>
    </details>
  );
}

function Frame({
  title,
  summary,
  children,
}: {
  title: string;
  summary: string;
  children: React.ReactNode;
}) {
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      className="h-40 w-full"
      role="img"
      aria-label={`${title}: ${summary}`}
      preserveAspectRatio="none"
    >
      <line x1="0" y1={HEIGHT - 0.5} x2={WIDTH} y2={HEIGHT - 0.5} className="stroke-border" />
      {children}
    </svg>
  );
}

/** Bars per day, stacked when given several series. */
export function BarChart({
  title,
  days,
  series,
  labels,
  summary: summaryOf,
}: {
  title: string;
  /** The categories along the axis: days, or any labels (then give `summary`). */
  days: string[];
  series: ChartSeries[];
  labels: ChartLabels;
  summary?: (total: number, max: number) => string;
}) {
  const totals = days.map((_, i) => series.reduce((n, s) => n + s.values[i], 0));
  const max = Math.max(1, ...totals);
  const band = WIDTH / days.length;
  const bar = Math.max(1, band * 0.8);
  const total = totals.reduce((a, b) => a + b, 0);
  const summary = summaryOf
    ? summaryOf(total, max)
    : `${total} in ${days.length} days, at most ${max} a day.`;
  return (
    <figure className="grid gap-2">
      <figcaption className="font-medium">{title}</figcaption>
      <Frame title={title} summary={summary}>
        {days.map((day, i) => {
          let y = HEIGHT;
          return (
            <g key={day}>
              {series.map((s) => {
                const h = (s.values[i] / max) * (HEIGHT - 4);
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
      </Frame>
      <Legend items={series} />
      <DataTable
        title={title}
        labels={labels}
        days={days}
        columns={series.map((s) => ({ label: s.label, cells: s.values.map(String) }))}
      />
    </figure>
  );
}

export type RateSeries = {
  label: string;
  /** Stroke class of the line and fill class of its band, e.g. stroke-primary / fill-primary. */
  stroke: string;
  fill: string;
  /** Per day: the rate and its interval as proportions (0–1), null on a day without trials. */
  points: ({ rate: number; low: number; high: number } | null)[];
};

const pct = (p: number) => `${(p * 100).toFixed(2)}%`;

/** A rate per day as a line with its interval as a shaded band, one per series. */
export function RateChart({
  title,
  days,
  series,
  labels,
  intervalLabel,
}: {
  title: string;
  days: string[];
  series: RateSeries[];
  labels: ChartLabels;
  intervalLabel: string;
}) {
  const max = Math.max(0.01, ...series.flatMap((s) => s.points.map((p) => (p ? p.high : 0))));
  const x = (i: number) => (days.length === 1 ? WIDTH / 2 : (i / (days.length - 1)) * WIDTH);
  const y = (v: number) => HEIGHT - (v / max) * (HEIGHT - 4);
  const runs = (s: RateSeries) => {
    // Consecutive days with data; a day without trials breaks the line and the band.
    const out: number[][] = [];
    s.points.forEach((p, i) => {
      if (!p) return;
      const last = out.at(-1);
      if (last && last.at(-1) === i - 1) last.push(i);
      else out.push([i]);
    });
    return out;
  };
  const summary = series
    .map((s) => {
      const seen = s.points.filter((p) => p !== null);
      return `${s.label} on ${seen.length} of ${days.length} days`;
    })
    .join("; ");
  return (
    <figure className="grid gap-2">
      <figcaption className="font-medium">{title}</figcaption>
      <Frame title={title} summary={`${summary}.`}>
        {series.map((s) =>
          runs(s).map((run) => {
            const pts = run.map((i) => ({ i, p: s.points[i]! }));
            const upper = pts.map(({ i, p }) => `${x(i)},${y(p.high)}`);
            const lower = pts.map(({ i, p }) => `${x(i)},${y(p.low)}`).reverse();
            return (
              <g key={`${s.label}-${run[0]}`}>
                <polygon points={[...upper, ...lower].join(" ")} className={s.fill} opacity={0.2} />
                <polyline
                  points={pts.map(({ i, p }) => `${x(i)},${y(p.rate)}`).join(" ")}
                  className={s.stroke}
                  fill="none"
                  strokeWidth={2}
                  vectorEffect="non-scaling-stroke"
                />
                {pts.map(({ i, p }) => (
                  <circle key={i} cx={x(i)} cy={y(p.rate)} r={3} className={s.fill}>
                    <title>{`${days[i]} ${s.label}: ${pct(p.rate)} (${pct(p.low)} – ${pct(p.high)})`}</title>
                  </circle>
                ))}
              </g>
            );
          }),
        )}
      </Frame>
      <Legend items={series.map((s) => ({ label: s.label, className: s.fill }))} />
      <DataTable
        title={title}
        labels={labels}
        days={days}
        columns={series.flatMap((s) => [
          { label: s.label, cells: s.points.map((p) => (p ? pct(p.rate) : "—")) },
          {
            label: `${s.label} ${intervalLabel}`,
            cells: s.points.map((p) => (p ? `${pct(p.low)} – ${pct(p.high)}` : "—")),
          },
        ])}
      />
    </figure>
  );
}
