import type * as React from "react";
import { Quote } from "lucide-react";
import {
  founderBenefits,
  founderQuizSection,
  foundersComparison,
  foundersHero,
  foundersHowItWorks,
  founderTestimonial,
} from "~/content/founders";
import { CtaLink } from "~/components/cta-link";
import { ComparisonTable } from "./comparison-table";
import { IconCards } from "./icon-cards";
import { PageHero, Section } from "./section";
import { StepList } from "./step-list";

export function FoundersHero() {
  return (
    <PageHero
      id="founders-hero"
      eyebrow={foundersHero.eyebrow}
      heading={foundersHero.heading}
      intro={foundersHero.intro}
    >
      <CtaLink size="lg" cta={foundersHero.quizCta} />
      <CtaLink size="lg" cta={foundersHero.applyCta} variant="outline" />
    </PageHero>
  );
}

export function FounderBenefits() {
  return (
    <Section of={founderBenefits}>
      <IconCards cards={founderBenefits.cards} />
    </Section>
  );
}

export function FoundersHowItWorks() {
  return (
    <Section of={foundersHowItWorks} tone="muted">
      <StepList steps={foundersHowItWorks.steps} columns={5} />
      <div className="mt-10 flex justify-center">
        <CtaLink size="lg" cta={foundersHowItWorks.cta} />
      </div>
    </Section>
  );
}

export function FoundersComparison() {
  const { columns, rows } = foundersComparison;
  return (
    <Section of={foundersComparison}>
      <ComparisonTable
        caption={foundersComparison.caption}
        columns={[
          { label: <span className="sr-only">Aspect</span> },
          { label: columns.staking, primary: true },
          { label: columns.traditional },
        ]}
        rows={rows.map((row) => ({
          label: row.aspect,
          cells: [
            row.staking,
            <span key="traditional" className="text-muted-foreground">
              {row.traditional}
            </span>,
          ],
        }))}
      />
    </Section>
  );
}

export function FounderTestimonial() {
  return (
    <Section of={founderTestimonial} tone="muted">
      <figure className="mx-auto max-w-3xl rounded-lg border bg-card p-8 shadow-sm">
        <Quote aria-hidden="true" className="size-8 text-primary" />
        <blockquote className="mt-4 text-xl leading-relaxed">
          <p>“{founderTestimonial.quote}”</p>
        </blockquote>
        <figcaption className="mt-6">
          <span className="font-semibold">{founderTestimonial.name}</span>
          <span className="block text-sm text-muted-foreground">{founderTestimonial.role}</span>
        </figcaption>
      </figure>
    </Section>
  );
}

/** The Founder Readiness Quiz's place (#founder-readiness-quiz); the quiz fills the slot. */
export function FounderQuizSection({ children }: { children?: React.ReactNode }) {
  return (
    <section
      id={founderQuizSection.id}
      aria-labelledby={`${founderQuizSection.id}-heading`}
      className="px-4 py-section md:py-section-lg"
    >
      <div className="mx-auto max-w-4xl">
        <div className="text-center">
          <h2
            id={`${founderQuizSection.id}-heading`}
            className="text-3xl font-bold tracking-tight md:text-4xl"
          >
            {founderQuizSection.heading}
          </h2>
          <p className="mt-4 text-lg text-muted-foreground">{founderQuizSection.intro}</p>
        </div>
        <div data-slot="founder-quiz" className="mt-10">
          {children}
        </div>
      </div>
    </section>
  );
}
