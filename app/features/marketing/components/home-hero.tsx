import { type ReactNode, useEffect, useState } from "react";
import {
  HERO_ROTATE_MS,
  heroCtas,
  heroIntro,
  heroRotatingWords,
  heroTagline,
  heroVariants,
} from "~/content/home";
import { CtaLink } from "~/components/cta-link";

function useRotatingWord(words: readonly string[], intervalMs: number) {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    // Motion off under prefers-reduced-motion: the first word stays (ADR 172).
    if (words.length < 2 || window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % words.length), intervalMs);
    return () => clearInterval(timer);
  }, [words, intervalMs]);
  return words[index];
}

export type HeroCta = keyof typeof heroCtas;

/** The landing hero; `art` is the picture under the calls to action. The measurement module counts
 *  its links' clicks for the hero A/B test (`data-hero-cta`, measure.island.ts, ADR 228). */
export function HomeHero({ art }: { art?: ReactNode }) {
  const word = useRotatingWord(heroRotatingWords, HERO_ROTATE_MS);
  return (
    <section
      aria-labelledby="hero-heading"
      className="bg-gradient-to-b from-secondary to-background"
    >
      <div className="mx-auto flex max-w-4xl flex-col items-center gap-6 px-4 pb-8 pt-20 text-center md:pb-12 md:pt-28">
        {/* Both variants are in the HTML; CSS shows the one marked on <html> (no flash). */}
        <p className="text-sm font-semibold uppercase tracking-wide text-primary">
          <span className="hero-variant-a">{heroVariants.A}</span>
          <span className="hero-variant-b">{heroVariants.B}</span>
        </p>
        <h1 id="hero-heading" className="text-4xl font-extrabold tracking-tight md:text-6xl">
          {heroTagline}{" "}
          <span className="text-primary" aria-live="off">
            {word}
          </span>
        </h1>
        <p className="max-w-2xl text-lg text-muted-foreground">{heroIntro}</p>
        <div className="flex flex-wrap justify-center gap-3">
          <CtaLink size="lg" cta={heroCtas.primary} data-hero-cta="primary" />
          <CtaLink size="lg" cta={heroCtas.secondary} variant="outline" data-hero-cta="secondary" />
        </div>
        {art}
      </div>
    </section>
  );
}
