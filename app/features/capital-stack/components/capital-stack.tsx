import { ChevronRight } from "lucide-react";
import { useState } from "react";
import { CtaLink } from "~/components/cta-link";
import { Button } from "~/components/ui/button";
import { capitalStackMeta, pathways, type Pathway } from "~/content/capital-stack";

/**
 * The Capital Stack explainer (docs/product.md#capital-stack): High Growth (default) or
 * Go-for-Profit.
 */
export function CapitalStack() {
  const [selected, setSelected] = useState<Pathway["id"]>("high-growth");
  const pathway = pathways.find((p) => p.id === selected) ?? pathways[0];
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col items-center gap-8">
      <div
        role="group"
        aria-label="Pathway"
        className="inline-flex flex-wrap justify-center gap-2 rounded-lg bg-muted p-1"
      >
        {pathways.map((p) => (
          <Button
            key={p.id}
            variant={p.id === selected ? "default" : "ghost"}
            aria-pressed={p.id === selected}
            onClick={() => setSelected(p.id)}
          >
            {p.label}
          </Button>
        ))}
      </div>
      <p className="text-center text-muted-foreground" aria-live="polite">
        {pathway.summary}
      </p>
      {/* The pathway as a staircase: each stage a step up the capital stack, its bar as high
          as its place; the list order is the reading order. */}
      <ol
        className="grid w-full gap-4 sm:grid-cols-2 lg:grid-cols-4"
        aria-label={`${pathway.label} stages`}
      >
        {pathway.stages.map((stage, i) => (
          <li key={stage.title} className="motion-rise relative flex flex-col">
            <div aria-hidden="true" className="hidden h-24 items-end px-3 lg:flex">
              <div
                className="w-full rounded-t-md bg-gradient-to-t from-primary/25 to-primary"
                style={{ height: `${((i + 1) / pathway.stages.length) * 100}%` }}
              />
            </div>
            <div className="motion-lift flex flex-1 flex-col gap-2 rounded-lg border bg-card p-5 shadow-sm">
              <span
                className="flex size-8 items-center justify-center rounded-full bg-primary text-sm font-bold text-primary-foreground"
                aria-hidden="true"
              >
                {i + 1}
              </span>
              <h3 className="font-semibold">{stage.title}</h3>
              <p className="text-sm text-muted-foreground">{stage.who}</p>
              {stage.note ? (
                <p className="text-sm font-semibold text-primary">{stage.note}</p>
              ) : null}
            </div>
            {i < pathway.stages.length - 1 ? (
              <ChevronRight
                aria-hidden="true"
                className="absolute -right-4 top-1/2 z-10 hidden size-6 rounded-full bg-background text-primary shadow lg:block"
              />
            ) : null}
          </li>
        ))}
      </ol>
      <CtaLink cta={{ label: capitalStackMeta.ctaLabel, to: capitalStackMeta.ctaTarget }} />
    </div>
  );
}
