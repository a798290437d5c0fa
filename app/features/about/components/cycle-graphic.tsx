import { cycle } from "~/content/about";

const positions = [
  "md:col-start-2 md:row-start-1",
  "md:col-start-3 md:row-start-2",
  "md:col-start-2 md:row-start-3",
  "md:col-start-1 md:row-start-2",
];

/** Generosity → Discovery → Opportunity → Prosperity, drawn as a ring (inline SVG + CSS grid). */
export function CycleGraphic() {
  return (
    <figure className="mx-auto max-w-3xl">
      <div className="relative grid gap-4 md:grid-cols-3 md:grid-rows-3 md:items-center">
        <svg
          viewBox="0 0 200 200"
          aria-hidden="true"
          className="pointer-events-none hidden md:col-start-2 md:row-start-2 md:block md:h-40 md:w-40 md:justify-self-center"
        >
          <defs>
            <marker
              id="cycle-arrow"
              viewBox="0 0 10 10"
              refX="5"
              refY="5"
              markerWidth="6"
              markerHeight="6"
              orient="auto-start-reverse"
            >
              <path d="M0 0 L10 5 L0 10 z" fill="currentColor" className="text-primary" />
            </marker>
          </defs>
          {[0, 90, 180, 270].map((deg) => (
            <path
              key={deg}
              d="M100 20 A80 80 0 0 1 172 64"
              transform={`rotate(${deg} 100 100)`}
              fill="none"
              stroke="currentColor"
              strokeWidth="6"
              className="text-primary"
              markerEnd="url(#cycle-arrow)"
            />
          ))}
          <text
            x="100"
            y="108"
            textAnchor="middle"
            fontSize="18"
            fontWeight="700"
            fill="currentColor"
            className="text-foreground"
          >
            Cycle
          </text>
        </svg>
        <ol className="contents">
          {cycle.map((stage, i) => (
            <li
              key={stage.title}
              className={`rounded-lg border bg-card p-4 text-center shadow-sm ${positions[i]}`}
            >
              <span className="text-xs font-semibold uppercase tracking-wide text-primary">
                Stage {i + 1}
              </span>
              <p className="text-lg font-bold">{stage.title}</p>
              <p className="text-sm text-muted-foreground">{stage.description}</p>
            </li>
          ))}
        </ol>
      </div>
      <figcaption className="mt-6 text-center font-semibold">
        {cycle.map((s) => s.title).join(" → ")}
      </figcaption>
    </figure>
  );
}
