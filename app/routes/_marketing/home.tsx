import { useHeroPageViews } from "~/features/experiments/use-hero-events";
import { ArenaExplainer } from "~/features/marketing/components/arena-explainer";
import { HomeHero } from "~/features/marketing/components/home-hero";
import {
  ClosingCall,
  HowItWorks,
  Journey,
  NewIncubators,
  VcClassroom,
  WinWin,
} from "~/features/marketing/components/home-sections";
import * as arena from "~/features/marketing/components/arena-illustration";
import * as cycle from "~/features/marketing/components/cycle-section";
import { deferred } from "~/components/deferred";
import { pageMeta } from "~/lib/meta";
import { siteConfig } from "~/lib/site-config";
import { path } from "~/content/paths";
import type { RouteHandle } from "~/root";

export const meta = () =>
  pageMeta({
    title: `${siteConfig.brand} — A new game of innovation for Communities`,
    description:
      "Communities launch Arenas where members commit tokens to early founders; the pooled commitments become no-strings educational grants.",
    path: path("/"),
  });

// The hero test counts its page views and clicks with the page's scripts: for a visitor who
// allows measurement they start at the first paint, not at first use (ADR 218).
export const handle: RouteHandle = { scripts: "measured" };

// The hero's picture and the cycle diagram are drawn by the server and load after the page
// (ADR 081): pictures, nothing to interact with, so they cost the first load nothing.
const ssr = import.meta.env.SSR;
const HeroArena = deferred(ssr ? arena.HeroArena : null, () =>
  import("~/features/marketing/components/arena-illustration").then((m) => m.HeroArena),
);
const Cycle = deferred(ssr ? cycle.Cycle : null, () =>
  import("~/features/marketing/components/cycle-section").then((m) => m.Cycle),
);

// docs/product.md#landing, in order (the navigation bar and footer come from the root layout).
export default function Home() {
  useHeroPageViews();
  return (
    <>
      <HomeHero art={<HeroArena />} />
      <ArenaExplainer />
      <VcClassroom />
      <NewIncubators />
      <HowItWorks />
      <WinWin />
      <Cycle />
      <Journey />
      <ClosingCall />
    </>
  );
}
