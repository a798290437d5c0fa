import { STAKERS_CANONICAL_PATH, stakersHowItWorksHeading } from "~/content/stakers";
import { ArenaExplainer } from "~/features/marketing/components/arena-explainer";
import { HowItWorks } from "~/features/marketing/components/home-sections";
import {
  CapitalStackSection,
  FaqSection,
  OldVsNew,
  Personas,
  SimulatorSection,
  StakersFinalCta,
  StakersHero,
  StakerTestSection,
  WhyStaker,
} from "~/features/marketing/components/stakers-sections";
import { pageMeta } from "~/lib/meta";
import { siteConfig } from "~/lib/site-config";

// Served on /venturestakers and /venturestaking (ADR decision 4); canonical /venturestakers.
export const meta = () =>
  pageMeta({
    title: `Become a ${siteConfig.roleName}`,
    description: `Commit small token gifts to early founders in your community, follow their journeys and learn how venture works. Anyone can play; no accreditation required.`,
    path: STAKERS_CANONICAL_PATH,
  });

// Spec §2 'Stakers page', the 11 parts in order.
export default function VentureStakers() {
  return (
    <>
      <StakersHero />
      <Personas />
      <HowItWorks heading={stakersHowItWorksHeading} />
      <SimulatorSection />
      <OldVsNew />
      <WhyStaker />
      <ArenaExplainer tone="muted" />
      <CapitalStackSection />
      <FaqSection />
      <StakerTestSection />
      <StakersFinalCta />
    </>
  );
}
