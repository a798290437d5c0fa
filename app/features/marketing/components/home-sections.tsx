import { Check, Mail, X } from "lucide-react";
import {
  closingCall,
  howItWorks,
  journey,
  newIncubators,
  vcClassroom,
  winWin,
} from "~/content/home";
import type { Step } from "~/content/marketing-types";
import { siteConfig } from "~/lib/site-config";
import { cn } from "~/lib/cn";
import { CtaLink } from "~/components/cta-link";
import { IconBadge } from "./icon";
import { Section } from "./section";
import { StepList } from "./step-list";

export function VcClassroom() {
  return (
    <Section of={vcClassroom} tone="muted">
      <dl className="mx-auto grid max-w-3xl gap-6 sm:grid-cols-2">
        {vcClassroom.stats.map((stat) => (
          <div
            key={stat.figure}
            className="motion-rise flex flex-col items-center gap-2 rounded-lg border bg-card p-8 text-center shadow-sm"
          >
            <dt className="order-2 text-base text-muted-foreground">{stat.label}</dt>
            <dd className="order-1 text-6xl font-extrabold text-primary">{stat.figure}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}

export function NewIncubators() {
  const columns = [
    { ...newIncubators.traditional, good: false },
    { ...newIncubators.staking, good: true },
  ];
  return (
    <Section of={newIncubators}>
      <div className="grid gap-6 md:grid-cols-2">
        {columns.map((column) => (
          <div
            key={column.title}
            className={
              column.good
                ? "rounded-lg border-2 border-primary bg-card p-6 shadow-sm"
                : "rounded-lg border bg-muted p-6"
            }
          >
            <h3 className="text-xl font-semibold">{column.title}</h3>
            <PointList points={column.points} good={column.good} />
          </div>
        ))}
      </div>
    </Section>
  );
}

/** Points with a tick (good) or a cross before each. */
function PointList({ points, good }: { points: readonly string[]; good: boolean }) {
  const Mark = good ? Check : X;
  return (
    <ul className="mt-4 grid gap-3">
      {points.map((point) => (
        <li key={point} className="flex gap-3">
          <Mark
            aria-hidden="true"
            className={cn("mt-0.5 size-5 shrink-0", good ? "text-success" : "text-destructive")}
          />
          <span>{point}</span>
        </li>
      ))}
    </ul>
  );
}

/** The four steps (anchor #how-it-works), on the landing page and the stakers page. */
export function HowItWorks({
  heading = howItWorks.heading,
  tone = "muted",
}: {
  heading?: string;
  tone?: "plain" | "muted";
}) {
  return (
    <Section id={howItWorks.id} heading={heading} intro={howItWorks.intro} tone={tone}>
      <StepList steps={howItWorks.steps} />
      <div className="mt-10 flex justify-center">
        <CtaLink size="lg" cta={howItWorks.cta} />
      </div>
    </Section>
  );
}

export function WinWin() {
  return (
    <Section of={winWin}>
      <div className="grid gap-6 md:grid-cols-2">
        {winWin.sides.map((side) => (
          <div
            key={side.title}
            className="motion-rise motion-lift rounded-lg border bg-card p-6 shadow-sm"
          >
            <div className="flex items-center gap-3">
              <IconBadge name={side.icon} />
              <h3 className="text-xl font-semibold">{side.title}</h3>
            </div>
            <PointList points={side.points} good />
          </div>
        ))}
      </div>
    </Section>
  );
}

/** One track of the journey, drawn as a line of numbered stations (a route map). */
function Track({ title, steps, lane }: { title: string; steps: readonly Step[]; lane: 0 | 1 }) {
  const station =
    lane === 0 ? "bg-primary text-primary-foreground" : "bg-brand-accent text-brand-deep";
  return (
    <div className="motion-rise rounded-xl border bg-card p-6 shadow-sm">
      <h3 className="flex items-center gap-3 text-xl font-semibold">
        <span aria-hidden="true" className={`h-2 w-8 rounded-full ${station}`} />
        {title}
      </h3>
      <ol className="mt-6 grid gap-6">
        {steps.map((step, i) => (
          <li key={step.title} className="relative flex gap-4">
            {i < steps.length - 1 ? (
              <span
                aria-hidden="true"
                className={`absolute left-4 top-9 -bottom-6 -ml-0.5 w-1 rounded-full opacity-40 ${station}`}
              />
            ) : null}
            <span
              aria-hidden="true"
              className={`relative flex size-8 shrink-0 items-center justify-center rounded-full font-semibold ring-4 ring-card ${station}`}
            >
              {i + 1}
            </span>
            <div>
              <h4 className="font-semibold">{step.title}</h4>
              <p className="text-sm text-muted-foreground">{step.description}</p>
            </div>
          </li>
        ))}
      </ol>
    </div>
  );
}

export function Journey() {
  return (
    <Section of={journey}>
      <div className="grid gap-6 md:grid-cols-2">
        <Track title={journey.founders.title} steps={journey.founders.steps} lane={0} />
        <Track title={journey.stakers.title} steps={journey.stakers.steps} lane={1} />
      </div>
    </Section>
  );
}

export function ClosingCall() {
  return (
    <Section of={closingCall} tone="brand">
      <div className="flex flex-col items-center gap-6">
        <div className="flex flex-wrap justify-center gap-3">
          <CtaLink size="lg" cta={closingCall.primary} variant="brand" />
          <CtaLink size="lg" cta={closingCall.secondary} variant="brandOutline" />
        </div>
        <a
          href={`mailto:${siteConfig.email}`}
          className="inline-flex items-center gap-2 font-medium underline underline-offset-4 hover:no-underline focus-visible:outline-brand-foreground"
        >
          <Mail aria-hidden="true" className="size-4" />
          {closingCall.mailLabel}
        </a>
      </div>
    </Section>
  );
}
