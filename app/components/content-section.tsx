import type * as React from "react";
import { CtaLink } from "~/components/cta-link";
import { Card, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { cn } from "~/lib/cn";

type Cta = { label: string; target: string };

/** The small line above a heading. */
function Kicker({ text }: { text?: string }) {
  if (!text) return null;
  return <p className="mb-2 text-sm font-semibold uppercase tracking-wide text-primary">{text}</p>;
}

/** A content page's opening: its h1 on the brand gradient, and up to two calls to action. */
export function PageBanner({
  kicker,
  title,
  subtitle,
  ctas,
}: {
  kicker?: string;
  title: string;
  subtitle: string;
  ctas?: [Cta, Cta];
}) {
  return (
    <section className="bg-gradient-to-b from-secondary to-background px-4 py-16 text-center md:py-24">
      <div className="mx-auto max-w-3xl">
        <Kicker text={kicker} />
        <h1 className="text-4xl font-extrabold tracking-tight md:text-6xl">{title}</h1>
        <p className="mt-6 text-lg text-muted-foreground">{subtitle}</p>
        {ctas ? <CtaPair ctas={ctas} /> : null}
      </div>
    </section>
  );
}

/** A primary and an outlined call to action, centred. */
export function CtaPair({ ctas: [primary, secondary] }: { ctas: [Cta, Cta] }) {
  return (
    <div className="mt-8 flex flex-wrap justify-center gap-3">
      <CtaLink cta={{ label: primary.label, to: primary.target }} size="lg" />
      <CtaLink cta={{ label: secondary.label, to: secondary.target }} size="lg" variant="outline" />
    </div>
  );
}

/** A grid of cards, each a title and a description (and an icon above them, if given). */
export function InfoCards({
  items,
  className,
  cardClassName,
  descriptionClassName = "text-base",
}: {
  items: readonly { title: string; description: string; icon?: React.ReactNode }[];
  className: string;
  cardClassName?: string;
  descriptionClassName?: string;
}) {
  return (
    <ul className={cn("grid gap-6", className)}>
      {items.map((item) => (
        <li key={item.title}>
          <Card className={cn("h-full", cardClassName)}>
            <CardHeader>
              {item.icon}
              <CardTitle className="text-lg">{item.title}</CardTitle>
              <CardDescription className={descriptionClassName}>{item.description}</CardDescription>
            </CardHeader>
          </Card>
        </li>
      ))}
    </ul>
  );
}

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
          <Kicker text={kicker} />
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
