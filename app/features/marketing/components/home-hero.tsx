import { useEffect, useState } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { HERO_ROTATE_MS, heroRotatingWords, heroTagline, heroVariants } from "~/content/home";

function useRotatingWord(words: readonly string[], intervalMs: number) {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (words.length < 2) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % words.length), intervalMs);
    return () => clearInterval(timer);
  }, [words, intervalMs]);
  return words[index];
}

export function HomeHero() {
  const word = useRotatingWord(heroRotatingWords, HERO_ROTATE_MS);
  return (
    <section className="bg-gradient-to-b from-secondary to-background">
      <div className="mx-auto flex max-w-4xl flex-col items-center gap-6 px-4 py-20 text-center md:py-28">
        {/* Both variants are in the HTML; CSS shows the one marked on <html> (no flash). */}
        <p className="text-sm font-semibold uppercase tracking-wide text-primary">
          <span className="hero-variant-a">{heroVariants.A}</span>
          <span className="hero-variant-b">{heroVariants.B}</span>
        </p>
        <h1 className="text-4xl font-extrabold tracking-tight md:text-6xl">
          {heroTagline} <span className="text-primary" aria-live="off">{word}</span>
        </h1>
        <p className="max-w-2xl text-lg text-muted-foreground">
          Communities launch Arenas where members commit tokens to early founders. The pooled commitments become
          no-strings educational grants, and everyone learns how venture works by playing it.
        </p>
        <div className="flex flex-wrap justify-center gap-3">
          <Button asChild size="lg">
            <Link to="/waitlist" data-hero-cta="primary">Join the Waitlist</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/launch-arena" data-hero-cta="secondary">Launch an Arena</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
