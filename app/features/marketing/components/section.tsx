import type * as React from "react";
import { cn } from "~/lib/cn";

type SectionProps = {
  id: string;
  heading: React.ReactNode;
  intro?: React.ReactNode;
  tone?: "plain" | "muted" | "brand";
  children?: React.ReactNode;
  className?: string;
};

/** One page section: an anchor, an h2 that names it (aria-labelledby), an optional intro. */
export function Section({ id, heading, intro, tone = "plain", children, className }: SectionProps) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className={cn(
        "px-4 py-16 md:py-20",
        tone === "muted" && "bg-muted",
        tone === "brand" && "bg-primary text-primary-foreground [&_*:focus-visible]:outline-primary-foreground",
        className,
      )}
    >
      <div className="mx-auto max-w-6xl">
        <div className="mx-auto max-w-3xl text-center">
          <h2 id={`${id}-heading`} className="text-3xl font-bold tracking-tight md:text-4xl">
            {heading}
          </h2>
          {intro ? (
            <p className={cn("mt-4 text-lg", tone === "brand" ? "text-primary-foreground/90" : "text-muted-foreground")}>{intro}</p>
          ) : null}
        </div>
        {children ? <div className="mt-10">{children}</div> : null}
      </div>
    </section>
  );
}
