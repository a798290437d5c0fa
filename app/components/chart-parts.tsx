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
import { cn } from "~/lib/cn";

/**
 * How a series is drawn: 'solid' in the primary colour, 'striped' the same hue in
 * diagonal stripes, so two stacked series differ by pattern, not by lightness alone (WCAG
 * 1.4.1 and 1.4.11 in both themes), and 'accent' the brand's second colour.
 */
export type ChartTone = "solid" | "striped" | "accent";

export const toneClass: Record<ChartTone, string> = {
  solid: "bg-primary",
  striped:
    "border border-primary bg-[repeating-linear-gradient(135deg,var(--primary)_0_2px,transparent_2px_5px)]",
  accent: "bg-brand-accent",
};

export const toneStroke: Record<ChartTone, { stroke: string; fill: string }> = {
  solid: { stroke: "stroke-primary", fill: "fill-primary" },
  striped: { stroke: "stroke-primary", fill: "fill-primary" },
  accent: { stroke: "stroke-brand-accent", fill: "fill-brand-accent" },
};

export function Swatch({ tone, className }: { tone: ChartTone; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn("inline-block size-3 rounded-sm", toneClass[tone], className)}
    />
  );
}

export function Legend({ items }: { items: { label: string; tone: ChartTone }[] }) {
  if (items.length < 2) return null;
  return (
    <div className="flex flex-wrap gap-4 text-xs text-muted-foreground">
      {items.map((s) => (
        <span key={s.label} className="inline-flex items-center gap-1">
          <Swatch tone={s.tone} />
          {s.label}
        </span>
      ))}
    </div>
  );
}

/** The chart's figures as a table, behind a disclosure (the screen-reader alternative). */
export function DataTable({
  title,
  labels,
  days,
  columns,
}: {
  title: string;
  labels: { showData: string; day: string };
  days: string[];
  columns: { label: string; cells: string[] }[];
}) {
  return (
    <details className="text-sm">
      <summary className="inline-flex min-h-6 cursor-pointer items-center text-primary">
        {labels.showData}
      </summary>
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

/** The chart's title: visible, or only named for assistive technology when its card shows it. */
export function ChartTitle({ title, visible }: { title: string; visible: boolean }) {
  return <figcaption className={visible ? "font-medium" : "sr-only"}>{title}</figcaption>;
}

/** The first and the last day under a chart's columns (every day's figure is in its table). */
export function DayRange({ days }: { days: string[] }) {
  return (
    <div className="flex justify-between gap-2 pt-1" aria-hidden="true">
      <span>{days[0]}</span>
      <span>{days.at(-1)}</span>
    </div>
  );
}
