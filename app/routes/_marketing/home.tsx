import { useHeroEvents } from "~/features/experiments/use-hero-events";
import { ArenaExplainer } from "~/features/marketing/components/arena-explainer";
import { HomeHero } from "~/features/marketing/components/home-hero";
import {
  ClosingCall,
  Cycle,
  HowItWorks,
  Journey,
  NewIncubators,
  VcClassroom,
  WinWin,
} from "~/features/marketing/components/home-sections";
import { pageMeta } from "~/lib/meta";
import { siteConfig } from "~/lib/site-config";

export const meta = () =>
  pageMeta({
    title: `${siteConfig.brand} — A new game of innovation for Communities`,
    description:
      "Communities launch Arenas where members commit tokens to early founders; the pooled commitments become no-strings educational grants.",
    path: "/",
  });

// Spec §2 'Landing', in order (the navigation bar and footer come from the root layout).
export default function Home() {
  const onCtaClick = useHeroEvents();
  return (
    <>
      <HomeHero onCtaClick={onCtaClick} />
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
