import { Check, X } from "lucide-react";
import type * as React from "react";
import {
  capitalStackSection,
  faqSection,
  oldVsNew,
  personas,
  simulatorSection,
  stakerTestSection,
  stakersFinalCta,
  stakersHero,
  whyStaker,
} from "~/content/stakers";
import { CtaLink } from "~/components/cta-link";
import { ComparisonTable } from "./comparison-table";
import { IconBadge } from "./icon";
import { IconCards } from "./icon-cards";
import { PageHero, Section } from "./section";

export function StakersHero() {
  return (
    <PageHero
      id="stakers-hero"
      eyebrow={stakersHero.eyebrow}
      heading={stakersHero.heading}
      intro={stakersHero.intro}
    >
      {stakersHero.ctas.map((cta, i) => (
        <CtaLink
          size="lg"
          key={cta.label}
          cta={cta}
          variant={i === 0 ? "default" : i === 1 ? "secondary" : "outline"}
        />
      ))}
    </PageHero>
  );
}

export function Personas() {
  return (
    <Section of={personas}>
      <ul className="grid gap-6 sm:grid-cols-2">
        {personas.questions.map((p) => (
          <li key={p.question} className="flex gap-4 rounded-lg border bg-card p-6 shadow-sm">
            <IconBadge name={p.icon} className="shrink-0" />
            <div>
              <h3 className="text-lg font-semibold">{p.question}</h3>
              <p className="mt-2 text-sm text-muted-foreground">{p.answer}</p>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** A section whose interactive tool is added by another feature through its slot. */
function SlotSection({
  section,
  slot,
  tone,
  children,
}: {
  section: { id: string; heading: string; intro?: string };
  slot: string;
  tone?: "plain" | "muted";
  children?: React.ReactNode;
}) {
  return (
    <Section of={section} tone={tone}>
      <div data-slot={slot}>{children}</div>
    </Section>
  );
}

/** A named section component for one slot (the page passes the tool as its child). */
function slotted(
  section: { id: string; heading: string; intro?: string },
  slot: string,
  tone?: "plain" | "muted",
) {
  return function Slotted({ children }: { children?: React.ReactNode }) {
    return (
      <SlotSection section={section} slot={slot} tone={tone}>
        {children}
      </SlotSection>
    );
  };
}

export const SimulatorSection = slotted(simulatorSection, "simulator");

export function OldVsNew() {
  const { columns, rows } = oldVsNew;
  return (
    <Section of={oldVsNew} tone="muted">
      <ComparisonTable
        caption={oldVsNew.caption}
        className="bg-card"
        columns={[
          { label: columns.feature },
          { label: columns.traditional },
          { label: columns.staking, primary: true },
        ]}
        rows={rows.map((row) => ({
          label: row.feature,
          cells: [
            <span key="old" className="inline-flex items-center gap-2 text-muted-foreground">
              <X aria-hidden="true" className="size-5 text-destructive" />
              No
            </span>,
            <span key="new" className="inline-flex items-start gap-2">
              <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
              {row.venturestaking}
            </span>,
          ],
        }))}
      />
    </Section>
  );
}

export function WhyStaker() {
  return (
    <Section of={whyStaker}>
      <IconCards cards={whyStaker.cards} />
    </Section>
  );
}

export const CapitalStackSection = slotted(capitalStackSection, "capital-stack", "muted");

export const FaqSection = slotted(faqSection, "faq");

export const StakerTestSection = slotted(stakerTestSection, "staker-test", "muted");

export function StakersFinalCta() {
  return (
    <Section of={stakersFinalCta} tone="brand">
      <div className="flex flex-col items-center gap-8">
        <CtaLink size="lg" cta={stakersFinalCta.cta} variant="brand" />
        <p className="max-w-3xl text-center text-sm text-brand-foreground/90">
          {stakersFinalCta.disclaimer}
        </p>
      </div>
    </Section>
  );
}
