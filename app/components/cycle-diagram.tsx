import { RotateCw } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

export type CycleStage = { title: string; description: string; icon?: ReactNode };

// Where each stage sits on the ring (md and up): top, right, bottom, left of a 3 × 3 grid.
const PLACES = [
  "md:col-start-2 md:row-start-1",
  "md:col-start-3 md:row-start-2",
  "md:col-start-2 md:row-start-3",
  "md:col-start-1 md:row-start-2",
];

/** The ring behind the stages: four arcs, each ending in an arrow at the next stage. */
function Ring() {
  // The ring passes through the centres of the grid's outer cells: radius 1/3 of the box.
  const arcs = [0, 90, 180, 270];
  return (
    <svg
      viewBox="0 0 300 300"
      aria-hidden="true"
      className="pointer-events-none absolute inset-0 hidden size-full text-primary md:block"
    >
      <defs>
        <marker
          id="cycle-diagram-arrow"
          viewBox="0 0 10 10"
          refX="6"
          refY="5"
          markerWidth="5"
          markerHeight="5"
          orient="auto-start-reverse"
        >
          <path d="M0 0 L10 5 L0 10 z" fill="currentColor" />
        </marker>
        <linearGradient id="cycle-diagram-hub" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="var(--brand)" />
          <stop offset="1" stopColor="var(--brand-deep)" />
        </linearGradient>
      </defs>
      <circle
        cx="150"
        cy="150"
        r="100"
        fill="none"
        stroke="currentColor"
        strokeOpacity="0.18"
        strokeWidth="14"
      />
      {arcs.map((deg) => (
        // From 25° past one stage to 20° before the next, clockwise.
        <path
          key={deg}
          d="M192.3 59.4 A100 100 0 0 1 240.6 107.7"
          transform={`rotate(${deg} 150 150)`}
          fill="none"
          stroke="currentColor"
          strokeWidth="3"
          strokeLinecap="round"
          markerEnd="url(#cycle-diagram-arrow)"
        />
      ))}
      <circle cx="150" cy="150" r="34" fill="url(#cycle-diagram-hub)" />
      <circle
        cx="150"
        cy="150"
        r="44"
        fill="none"
        stroke="var(--brand-accent)"
        strokeWidth="2"
        strokeDasharray="4 7"
        className="motion-spin"
      />
      <path
        d="M150 134a16 16 0 1 1-15.2 11"
        fill="none"
        stroke="var(--brand-foreground)"
        strokeWidth="3"
        strokeLinecap="round"
      />
      <path d="M128 140l7 6 5-8z" fill="var(--brand-foreground)" />
    </svg>
  );
}

/**
 * A cycle of stages (Generosity → Discovery → Opportunity → Prosperity): an ordered list, so
 * a screen reader reads the stages in order, laid out on a ring with arrows from md up and as
 * a connected column with a way back to the start on small screens.
 */
export function CycleDiagram({
  stages,
  label,
  className,
}: {
  stages: readonly CycleStage[];
  /** Names the list for assistive technology, e.g. 'The cycle, in order'. */
  label: string;
  className?: string;
}) {
  return (
    <div className={cn("mx-auto w-full max-w-3xl", className)}>
      <div className="relative md:aspect-square">
        <Ring />
        <ol
          aria-label={label}
          className="relative grid gap-6 md:size-full md:grid-cols-3 md:grid-rows-3 md:gap-0"
        >
          {stages.map((stage, i) => (
            <li
              key={stage.title}
              className={cn(
                "motion-rise relative flex md:items-center md:justify-center",
                PLACES[i % PLACES.length],
              )}
            >
              {/* The column's connector to the next stage (small screens). */}
              {i < stages.length - 1 ? (
                <span
                  aria-hidden="true"
                  className="absolute left-10 top-16 -bottom-6 -ml-px w-0.5 bg-primary/40 md:hidden"
                />
              ) : null}
              <div className="motion-lift relative flex w-full gap-4 rounded-xl border bg-card p-4 text-left shadow-sm md:w-[90%] md:flex-col md:items-center md:gap-2 md:p-4 md:text-center">
                <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-primary text-lg font-bold text-primary-foreground [&_svg]:size-6">
                  {stage.icon ?? <span aria-hidden="true">{i + 1}</span>}
                </span>
                <div>
                  <p className="text-xs font-semibold uppercase tracking-wide text-primary">
                    Stage {i + 1}
                  </p>
                  <h3 className="text-lg font-bold">{stage.title}</h3>
                  <p className="text-sm text-muted-foreground">{stage.description}</p>
                </div>
              </div>
            </li>
          ))}
        </ol>
      </div>
      <p
        aria-hidden="true"
        className="mt-4 flex items-center gap-2 pl-3 text-sm font-semibold text-primary md:hidden"
      >
        <RotateCw className="size-5" />
        {`…and back to ${stages[0]?.title}`}
      </p>
    </div>
  );
}
