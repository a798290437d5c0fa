import { useRef, useState } from "react";
import { cn } from "~/lib/cn";
import { ChartTitle, DataTable, DayRange, Legend, toneClass, type ChartTone } from "./chart-parts";

// Charts of the admin area (ADR 162): drawn by React in HTML and SVG, no charting
// script. Every bar carries its label and its value: categories as labelled rows with their
// figures in text; days as columns whose figure shows on hover and on focus (one tab stop,
// arrow keys move), with the scale's top and the period's ends written on the axes. Nothing to
// show is said in a sentence, and the data table stays as the alternative.

export type ChartSeries = { label: string; tone: ChartTone; values: number[] };
export type ChartLabels = { showData: string; day: string };

const valueText = (series: ChartSeries[], i: number) =>
  series.length === 1
    ? String(series[0]!.values[i])
    : series.map((s) => `${s.label} ${s.values[i]}`).join(" · ");

/** Categories (sources, bands): one labelled row each, its total and its parts in words. */
function Rows({ days, series, totals, max }: Shape) {
  return (
    <ul className="grid gap-3">
      {days.map((label, i) => (
        <li key={label} className="grid gap-1 text-sm">
          <div className="flex items-baseline justify-between gap-3">
            <span className="min-w-0 break-words">{label}</span>
            <span className="font-semibold tabular-nums">{totals[i]}</span>
          </div>
          <div className="flex h-3 w-full overflow-hidden rounded-sm bg-muted" aria-hidden="true">
            {series.map((s) =>
              s.values[i]! > 0 ? (
                <span
                  key={s.label}
                  className={toneClass[s.tone]}
                  style={{ width: `${(s.values[i]! / max) * 100}%` }}
                />
              ) : null,
            )}
          </div>
          {series.length > 1 ? (
            <span className="text-xs text-muted-foreground">{valueText(series, i)}</span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** Days: columns on a scale from 0 to the period's largest day; a day's figure on hover or focus. */
function Columns({
  title,
  summary,
  days,
  series,
  max,
}: Shape & { title: string; summary: string }) {
  const [active, setActive] = useState(days.length - 1);
  const items = useRef<(HTMLLIElement | null)[]>([]);
  const move = (to: number) => {
    const next = Math.max(0, Math.min(days.length - 1, to));
    setActive(next);
    items.current[next]?.focus();
  };
  return (
    <div className="grid grid-cols-[auto_1fr] gap-x-2 text-xs text-muted-foreground">
      <div
        className="flex h-40 flex-col justify-between text-right tabular-nums"
        aria-hidden="true"
      >
        <span>{max}</span>
        <span>0</span>
      </div>
      <ol
        aria-label={`${title}: ${summary}`}
        className="relative flex h-40 items-end gap-px border-b border-l border-border bg-[linear-gradient(to_bottom,var(--border)_1px,transparent_1px)]"
        onKeyDown={(e) => {
          const step = { ArrowRight: 1, ArrowLeft: -1, Home: -days.length, End: days.length }[
            e.key
          ];
          if (step === undefined) return;
          e.preventDefault();
          move(active + step);
        }}
      >
        {days.map((day, i) => (
          <li
            key={day}
            ref={(el) => {
              items.current[i] = el;
            }}
            tabIndex={i === active ? 0 : -1}
            onFocus={() => setActive(i)}
            className="group relative flex h-full min-w-0 flex-1 flex-col-reverse outline-offset-1 hover:bg-muted focus-visible:bg-muted"
          >
            {series.map((s) =>
              s.values[i]! > 0 ? (
                <span
                  key={s.label}
                  aria-hidden="true"
                  className={cn("w-full shrink-0", toneClass[s.tone])}
                  style={{ height: `${(s.values[i]! / max) * 100}%` }}
                />
              ) : null,
            )}
            <span className="sr-only">{`${day}: ${valueText(series, i)}`}</span>
            <span
              aria-hidden="true"
              className={cn(
                "pointer-events-none absolute -top-1 z-10 hidden -translate-y-full rounded border border-border bg-card px-2 py-1 whitespace-nowrap text-card-foreground shadow group-hover:block group-focus-visible:block",
                i < days.length / 2 ? "left-0" : "right-0",
              )}
            >
              <span className="font-medium">{day}</span> {valueText(series, i)}
            </span>
          </li>
        ))}
      </ol>
      <span />
      <DayRange days={days} />
    </div>
  );
}

type Shape = { days: string[]; series: ChartSeries[]; totals: number[]; max: number };

/** Bars per day (`layout: "columns"`) or per category (`"rows"`), stacked when several series. */
export function BarChart({
  title,
  days,
  series,
  labels,
  empty,
  summary: summaryOf,
  layout = "columns",
  showTitle = true,
}: {
  title: string;
  /** The categories: days, or any labels (then give `summary`). */
  days: string[];
  series: ChartSeries[];
  labels: ChartLabels;
  /** The sentence shown instead of the chart when every figure is 0. */
  empty: string;
  summary?: (total: number, max: number) => string;
  layout?: "columns" | "rows";
  /** False when the card around the chart already shows its title (it is then named, not shown). */
  showTitle?: boolean;
}) {
  const totals = days.map((_, i) => series.reduce((n, s) => n + s.values[i]!, 0));
  const max = Math.max(1, ...totals);
  const total = totals.reduce((a, b) => a + b, 0);
  const summary = summaryOf
    ? summaryOf(total, max)
    : `${total} in ${days.length} days, at most ${max} a day.`;
  const shape = { days, series, totals, max };
  return (
    <figure className="grid gap-3">
      <ChartTitle title={title} visible={showTitle} />
      {total === 0 ? (
        <p className="text-sm text-muted-foreground">{empty}</p>
      ) : (
        <>
          <p className="text-xs text-muted-foreground">{summary}</p>
          {layout === "rows" ? (
            <Rows {...shape} />
          ) : (
            <Columns {...shape} title={title} summary={summary} />
          )}
          <Legend items={series} />
          <DataTable
            title={title}
            labels={labels}
            days={days}
            columns={series.map((s) => ({ label: s.label, cells: s.values.map(String) }))}
          />
        </>
      )}
    </figure>
  );
}
