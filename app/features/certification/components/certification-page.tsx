import { Award, BookOpen, Brain, LineChart, Trophy, Users } from "lucide-react";
import { ContentSection, CtaPair, InfoCards, PageBanner } from "~/components/content-section";
import { Testimonials } from "~/components/testimonials";
import {
  benefits,
  benefitsTitle,
  certificationCta,
  certificationHero,
  curriculumTitle,
  curriculumTopics,
  programmeStats,
  steps,
  stepsTitle,
  testimonials,
  testimonialsTitle,
} from "~/content/certification";

const benefitIcons = [LineChart, Brain, BookOpen, Award, Users, Trophy];

export function CertificationPage() {
  return (
    <>
      <PageBanner
        kicker={certificationHero.kicker}
        title={certificationHero.title}
        subtitle={certificationHero.subtitle}
        ctas={[
          { label: certificationHero.cta, target: "/qai-enrollment" },
          { label: certificationHero.secondary, target: "/sample-exam" },
        ]}
      />

      <section aria-labelledby="figures-title" className="px-4 pb-4">
        <h2 id="figures-title" className="sr-only">
          The program in numbers
        </h2>
        <ul className="mx-auto grid max-w-6xl grid-cols-2 gap-4 md:grid-cols-4">
          {programmeStats.map((s) => (
            <li
              key={s.label}
              className="flex flex-col rounded-lg border bg-card p-4 text-center shadow-sm"
            >
              <span className="text-2xl font-bold text-primary">{s.value}</span>{" "}
              <span className="text-sm text-muted-foreground">{s.label}</span>
            </li>
          ))}
        </ul>
      </section>

      <ContentSection id="benefits" title={benefitsTitle}>
        <InfoCards
          items={benefits.map((b, i) => {
            const Icon = benefitIcons[i % benefitIcons.length];
            return { ...b, icon: <Icon className="size-7 text-primary" aria-hidden="true" /> };
          })}
          className="sm:grid-cols-2 lg:grid-cols-3"
        />
      </ContentSection>

      <ContentSection id="curriculum" title={curriculumTitle} className="bg-muted">
        <ol className="mx-auto grid max-w-4xl gap-3 sm:grid-cols-2">
          {curriculumTopics.map((topic, i) => (
            <li key={topic} className="flex items-center gap-3 rounded-md border bg-card p-4">
              <span
                className="flex size-8 shrink-0 items-center justify-center rounded-full bg-secondary text-sm font-bold text-secondary-foreground"
                aria-hidden="true"
              >
                {i + 1}
              </span>
              <span>{topic}</span>
            </li>
          ))}
        </ol>
      </ContentSection>

      <ContentSection id="steps" title={stepsTitle}>
        <ol className="grid gap-6 md:grid-cols-2 lg:grid-cols-4">
          {steps.map((step) => (
            <li key={step.number} className="rounded-lg border bg-card p-6 shadow-sm">
              <span className="text-4xl font-extrabold text-primary" aria-hidden="true">
                {String(step.number).padStart(2, "0")}
              </span>
              <h3 className="mt-3 text-lg font-semibold">
                <span className="sr-only">Step {step.number}: </span>
                {step.title}
              </h3>
              <p className="mt-2 text-muted-foreground">{step.description}</p>
            </li>
          ))}
        </ol>
      </ContentSection>

      <ContentSection id="testimonials" title={testimonialsTitle} className="bg-muted">
        <Testimonials items={testimonials} />
      </ContentSection>

      <section aria-labelledby="certification-cta-title" className="px-4 py-16 text-center">
        <div className="mx-auto max-w-2xl">
          <h2 id="certification-cta-title" className="text-3xl font-bold">
            {certificationCta.title}
          </h2>
          <p className="mt-3 text-lg text-muted-foreground">{certificationCta.text}</p>
          <CtaPair
            ctas={[
              { label: certificationHero.cta, target: "/qai-enrollment" },
              { label: "Back to Education Programs", target: "/education" },
            ]}
          />
        </div>
      </section>
    </>
  );
}
