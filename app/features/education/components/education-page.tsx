import { Check, Smartphone, Star } from "lucide-react";
import { Link } from "react-router";
import { ContentSection, ExternalLink, InfoCards, PageBanner } from "~/components/content-section";
import { Testimonials } from "~/components/testimonials";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import {
  book,
  educationCta,
  educationHero,
  mobileApp,
  partners,
  partnersSection,
  qai,
  studentTestimonials,
} from "~/content/education";
import { siteConfig } from "~/lib/site-config";
import { path } from "~/content/paths";

function StoreButtons() {
  return (
    <div className="flex flex-wrap gap-3">
      <Button asChild size="lg">
        <ExternalLink href={siteConfig.appStoreUrl}>{mobileApp.appStoreLabel}</ExternalLink>
      </Button>
      <Button asChild size="lg" variant="outline">
        <ExternalLink href={siteConfig.playStoreUrl}>{mobileApp.playStoreLabel}</ExternalLink>
      </Button>
    </div>
  );
}

export function EducationPage() {
  return (
    <>
      <PageBanner
        title={educationHero.title}
        subtitle={educationHero.subtitle}
        ctas={[
          { label: `Explore ${qai.pricing.name}`, target: "#qai" },
          { label: "Play the Game", target: "#mobile-app" },
        ]}
      />

      <ContentSection id="partners" title={partnersSection.title} intro={partnersSection.subtitle}>
        <ul
          className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4"
          aria-label="Partner institutions"
        >
          {partners.map((p) => (
            <li
              key={p.name}
              className="flex items-center justify-center rounded-lg border bg-card p-4"
            >
              <img
                src={p.logo}
                alt={`${p.name} logo`}
                width={240}
                height={60}
                loading="lazy"
                decoding="async"
                className="h-auto w-full max-w-[240px]"
              />
            </li>
          ))}
        </ul>
      </ContentSection>

      <ContentSection
        id="mobile-app"
        title={mobileApp.title}
        kicker={mobileApp.kicker}
        intro={mobileApp.description}
        className="bg-muted"
      >
        <div className="mb-10 flex justify-center">
          <StoreButtons />
        </div>
        <InfoCards
          items={mobileApp.features.map((f) => ({
            ...f,
            icon: <Smartphone className="size-6 text-primary" aria-hidden="true" />,
          }))}
          className="sm:grid-cols-2 lg:grid-cols-4"
          descriptionClassName=""
        />
      </ContentSection>

      <ContentSection id="book" title={book.title} kicker={book.kicker}>
        <div className="mx-auto grid max-w-4xl items-center gap-10 md:grid-cols-[220px_1fr]">
          <div
            aria-hidden="true"
            className="mx-auto flex aspect-[2/3] w-48 flex-col justify-between rounded-md bg-gradient-to-br from-brand to-brand-deep p-5 text-left text-brand-foreground shadow-lg md:w-full"
          >
            <span className="text-xs uppercase tracking-widest opacity-80">{siteConfig.brand}</span>
            <span className="text-2xl font-bold leading-tight">{book.title}</span>
            <span className="text-xs opacity-80">A founder's guide</span>
          </div>
          <div className="space-y-4">
            <p className="text-xl font-semibold">{book.subtitle}</p>
            <p className="text-muted-foreground">{book.description}</p>
            <p className="flex flex-wrap items-center gap-2">
              <span className="flex text-brand-accent" aria-hidden="true">
                {Array.from({ length: book.ratingOutOf }, (_, i) => (
                  <Star key={i} className="size-5 fill-current" />
                ))}
              </span>
              <span className="font-semibold">
                {book.rating.toFixed(1)} out of {book.ratingOutOf} stars
              </span>
              <span className="text-muted-foreground">({book.ratingCount} ratings)</span>
            </p>
            <p className="text-3xl font-bold">{book.price}</p>
            <Button asChild size="lg">
              <ExternalLink href={siteConfig.bookstoreUrl}>{book.cta}</ExternalLink>
            </Button>
          </div>
        </div>
      </ContentSection>

      <ContentSection
        id="qai"
        title={qai.title}
        kicker={qai.kicker}
        intro={qai.description}
        className="bg-muted"
      >
        <div className="grid gap-10 lg:grid-cols-[1fr_1fr_minmax(280px,360px)]">
          <div>
            <h3 className="mb-4 text-xl font-semibold">{qai.coversTitle}</h3>
            <ul className="space-y-3">
              {qai.covers.map((topic) => (
                <li key={topic} className="flex gap-2">
                  <Check className="mt-0.5 size-5 shrink-0 text-success" aria-hidden="true" />
                  <span>{topic}</span>
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h3 className="mb-4 text-xl font-semibold">{qai.stepsTitle}</h3>
            <ol className="space-y-5">
              {qai.steps.map((step) => (
                <li key={step.number} className="flex gap-4">
                  <span
                    className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary text-lg font-bold text-primary-foreground"
                    aria-hidden="true"
                  >
                    {step.number}
                  </span>
                  <div>
                    <h4 className="font-semibold">
                      <span className="sr-only">Step {step.number}: </span>
                      {step.title}
                    </h4>
                    <p className="text-muted-foreground">{step.description}</p>
                  </div>
                </li>
              ))}
            </ol>
          </div>
          <Card className="border-primary/40 shadow-md">
            <CardHeader>
              <CardTitle>{qai.pricing.name}</CardTitle>
              <CardDescription>{qai.pricing.audience}</CardDescription>
              <p className="mt-2">
                <span className="text-4xl font-extrabold">{qai.pricing.price}</span>{" "}
                <span className="text-muted-foreground">{qai.pricing.period}</span>
              </p>
            </CardHeader>
            <CardContent className="space-y-6">
              <ul className="space-y-2 text-sm" aria-label="Included">
                {qai.pricing.includes.map((item) => (
                  <li key={item} className="flex gap-2">
                    <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
                    <span>{item}</span>
                  </li>
                ))}
              </ul>
              <Button asChild size="lg" className="w-full">
                <Link to={path("/qai-enrollment")}>{qai.pricing.cta}</Link>
              </Button>
            </CardContent>
          </Card>
        </div>
        <div className="mt-10 grid gap-4 md:grid-cols-2">
          <p className="rounded-lg border bg-card p-4">
            <strong>{qai.sampleExam.title}</strong> {qai.sampleExam.text}{" "}
            <Link
              to={path("/sample-exam")}
              className="font-medium text-primary underline underline-offset-4"
            >
              {qai.sampleExam.cta}
            </Link>
          </p>
          <p className="rounded-lg border bg-card p-4">
            {qai.programme.text}{" "}
            <Link
              to={path("/certification")}
              className="font-medium text-primary underline underline-offset-4"
            >
              {qai.programme.cta}
            </Link>
          </p>
        </div>
      </ContentSection>

      <ContentSection id="testimonials" title={studentTestimonials.title}>
        <Testimonials items={studentTestimonials.items} />
      </ContentSection>

      <section
        aria-labelledby="education-cta-title"
        className="bg-gradient-to-br from-brand to-brand-deep px-4 py-16 text-center text-brand-foreground"
      >
        <div className="mx-auto max-w-3xl">
          <h2 id="education-cta-title" className="text-3xl font-bold">
            {educationCta.title}
          </h2>
          <p className="mt-3 text-lg opacity-90">{educationCta.text}</p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <Button asChild size="lg" variant="brand">
              <ExternalLink href={siteConfig.appStoreUrl}>{educationCta.download}</ExternalLink>
            </Button>
            <Button asChild size="lg" variant="brandOutline">
              <Link to={path("/qai-enrollment")}>{educationCta.certify}</Link>
            </Button>
          </div>
        </div>
      </section>
    </>
  );
}
