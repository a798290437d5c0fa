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

type SectionCopy = { id: string; heading: React.ReactNode; intro?: React.ReactNode };

/**
 * One page section: an anchor, an h2 that names it (aria-labelledby), an optional intro.
 * `of` takes all three from the section's copy (app/content).
 */
export function Section(
  props: SectionProps | (Omit<SectionProps, keyof SectionCopy> & { of: SectionCopy }),
) {
  const { tone = "plain", children, className } = props;
  const { id, heading, intro } = "of" in props ? props.of : props;
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className={cn(
        "px-4 py-section md:py-section-lg",
        tone === "muted" && "bg-muted",
        tone === "brand" &&
          "bg-gradient-to-br from-brand to-brand-deep text-brand-foreground [&_*:focus-visible]:outline-brand-foreground",
        className,
      )}
    >
      <div className="mx-auto max-w-6xl">
        <div className="mx-auto max-w-3xl text-center">
          <h2 id={`${id}-heading`} className="text-3xl font-bold tracking-tight md:text-4xl">
            {heading}
          </h2>
          {intro ? (
            <p
              className={cn(
                "mt-4 text-lg",
                tone === "brand" ? "text-brand-foreground/90" : "text-muted-foreground",
              )}
            >
              {intro}
            </p>
          ) : null}
        </div>
        {children ? <div className="mt-10">{children}</div> : null}
      </div>
    </section>
  );
}

type PageHeroProps = {
  id: string;
  eyebrow: string;
  heading: React.ReactNode;
  intro: React.ReactNode;
  children: React.ReactNode;
};

/** A landing page's opening: eyebrow, the page's h1, an intro and its calls to action (`children`). */
export function PageHero({ id, eyebrow, heading, intro, children }: PageHeroProps) {
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="bg-gradient-to-b from-secondary to-background"
    >
      <div className="mx-auto flex max-w-4xl flex-col items-center gap-6 px-4 py-20 text-center md:py-24">
        <p className="text-sm font-semibold uppercase tracking-wide text-primary">{eyebrow}</p>
        <h1 id={`${id}-heading`} className="text-4xl font-extrabold tracking-tight md:text-6xl">
          {heading}
        </h1>
        <p className="max-w-2xl text-lg text-muted-foreground">{intro}</p>
        <div className="flex flex-wrap justify-center gap-3">{children}</div>
      </div>
    </section>
  );
}
