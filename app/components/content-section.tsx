import type * as React from "react";
import { cn } from "~/lib/cn";

/** A page section with an h2 title (and optional kicker and intro), labelled by its heading. */
export function ContentSection({
  id,
  title,
  kicker,
  intro,
  className,
  children,
}: {
  id: string;
  title: string;
  kicker?: string;
  intro?: React.ReactNode;
  className?: string;
  children?: React.ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className={cn("px-4 py-section md:py-section-lg", className)}
    >
      <div className="mx-auto max-w-6xl">
        <div className="mx-auto mb-10 max-w-3xl text-center">
          {kicker ? (
            <p className="mb-2 text-sm font-semibold uppercase tracking-wide text-primary">
              {kicker}
            </p>
          ) : null}
          <h2 id={`${id}-title`} className="text-3xl font-bold tracking-tight md:text-4xl">
            {title}
          </h2>
          {intro ? <div className="mt-4 text-lg text-muted-foreground">{intro}</div> : null}
        </div>
        {children}
      </div>
    </section>
  );
}

/** A link that leaves the site in a new tab, announced as such. */
export function ExternalLink({ children, ...props }: React.ComponentProps<"a">) {
  return (
    <a target="_blank" rel="noopener noreferrer" {...props}>
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
