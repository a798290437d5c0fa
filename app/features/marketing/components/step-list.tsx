import type { Step } from "~/content/marketing-types";
import { cn } from "~/lib/cn";

/** Numbered steps as an ordered list; each step's title is an h3 under its section's h2. */
export function StepList({
  steps,
  columns = 4,
  headingLevel = 3,
}: {
  steps: readonly Step[];
  columns?: 4 | 5 | 6;
  headingLevel?: 3 | 4;
}) {
  const Heading = headingLevel === 3 ? "h3" : "h4";
  return (
    <ol
      className={cn(
        "grid gap-6 sm:grid-cols-2",
        columns === 4 && "lg:grid-cols-4",
        columns === 5 && "lg:grid-cols-5",
        columns === 6 && "lg:grid-cols-3",
      )}
    >
      {steps.map((step, i) => (
        <li
          key={step.title}
          className="motion-rise motion-lift flex flex-col gap-3 rounded-lg border bg-card p-6 shadow-sm"
        >
          <span
            aria-hidden="true"
            className="flex size-10 items-center justify-center rounded-full bg-primary text-lg font-bold text-primary-foreground"
          >
            {i + 1}
          </span>
          <Heading className="text-lg font-semibold">
            <span className="sr-only">Step {i + 1}: </span>
            {step.title}
          </Heading>
          <p className="text-sm text-muted-foreground">{step.description}</p>
        </li>
      ))}
    </ol>
  );
}
