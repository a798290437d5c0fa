import { ChartTitle, DataTable, DayRange, Legend, toneStroke, type ChartTone } from "./chart-parts";
import type { ChartLabels } from "./charts";

export type RateSeries = {
  label: string;
  tone: ChartTone;
  /** Per day: the rate and its interval as proportions (0–1), null on a day without trials. */
  points: ({ rate: number; low: number; high: number } | null)[];
};

const WIDTH = 600;
const HEIGHT = 160;
const pct = (p: number) => `${(p * 100).toFixed(2)}%`;

/** Consecutive days with data; a day without trials breaks the line and the band. */
function runs(s: RateSeries) {
  const out: number[][] = [];
  s.points.forEach((p, i) => {
    if (!p) return;
    const last = out.at(-1);
    if (last && last.at(-1) === i - 1) last.push(i);
    else out.push([i]);
  });
  return out;
}

/**
 * A rate per day as a line with its interval as a shaded band, one per series (ADR 162), on a
 * scale from 0 to the highest interval written beside it; each point names its day and rate.
 */
export function RateChart({
  title,
  days,
  series,
  labels,
  intervalLabel,
  empty,
}: {
  title: string;
  days: string[];
  series: RateSeries[];
  labels: ChartLabels;
  intervalLabel: string;
  /** The sentence shown instead of the chart when no day has a rate. */
  empty: string;
}) {
  const max = Math.max(0.01, ...series.flatMap((s) => s.points.map((p) => (p ? p.high : 0))));
  const x = (i: number) => (days.length === 1 ? WIDTH / 2 : (i / (days.length - 1)) * WIDTH);
  const y = (v: number) => HEIGHT - (v / max) * (HEIGHT - 4);
  const seen = series.map((s) => s.points.filter((p) => p !== null).length);
  const summary = series
    .map((s, i) => `${s.label} on ${seen[i]} of ${days.length} days`)
    .join("; ");
  if (seen.every((n) => n === 0))
    return (
      <figure className="grid gap-3">
        <ChartTitle title={title} visible />
        <p className="text-sm text-muted-foreground">{empty}</p>
      </figure>
    );
  return (
    <figure className="grid gap-3">
      <ChartTitle title={title} visible />
      <div className="grid grid-cols-[auto_1fr] gap-x-2 text-xs text-muted-foreground">
        <div
          className="flex h-40 flex-col justify-between text-right tabular-nums"
          aria-hidden="true"
        >
          <span>{pct(max)}</span>
          <span>0%</span>
        </div>
        <svg
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          className="h-40 w-full border-b border-l border-border"
          role="img"
          aria-label={`${title}: ${summary}.`}
          preserveAspectRatio="none"
        >
          <line x1="0" y1="0.5" x2={WIDTH} y2="0.5" className="stroke-border" />
          {series.map((s) =>
            runs(s).map((run) => {
              const { stroke, fill } = toneStroke[s.tone];
              const pts = run.map((i) => ({ i, p: s.points[i]! }));
              const upper = pts.map(({ i, p }) => `${x(i)},${y(p.high)}`);
              const lower = pts.map(({ i, p }) => `${x(i)},${y(p.low)}`).reverse();
              return (
                <g key={`${s.label}-${run[0]}`}>
                  <polygon points={[...upper, ...lower].join(" ")} className={fill} opacity={0.2} />
                  <polyline
                    points={pts.map(({ i, p }) => `${x(i)},${y(p.rate)}`).join(" ")}
                    className={stroke}
                    fill="none"
                    strokeWidth={2}
                    strokeDasharray={s.tone === "striped" ? "6 4" : undefined}
                    vectorEffect="non-scaling-stroke"
                  />
                  {pts.map(({ i, p }) => (
                    <circle key={i} cx={x(i)} cy={y(p.rate)} r={3} className={fill}>
                      <title>{`${days[i]} ${s.label}: ${pct(p.rate)} (${pct(p.low)} – ${pct(p.high)})`}</title>
                    </circle>
                  ))}
                </g>
              );
            }),
          )}
        </svg>
        <span />
        <DayRange days={days} />
      </div>
      <Legend items={series} />
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
