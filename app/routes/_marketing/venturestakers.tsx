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
import { CapitalStack } from "~/features/capital-stack/components/capital-stack";
import { Faq } from "~/features/faq/components/faq";
import { Simulator } from "~/features/simulator/components/simulator";
import { StakerTest } from "~/features/staker-test/components/staker-test";
import { pageMeta } from "~/lib/meta";
import { siteConfig } from "~/lib/site-config";

// Served on /venturestakers and /venturestaking (ADR decision 4); canonical /venturestakers.
export const meta = () =>
  pageMeta({
    title: `Become a ${siteConfig.roleName}`,
    description: `Commit small token gifts to early founders in your community, follow their journeys and learn how venture works. Anyone can play; no accreditation required.`,
    path: STAKERS_CANONICAL_PATH,
    image: `${siteConfig.publicUrl}/og/venturestakers.png`,
  });

// Spec §2 'Stakers page', the 11 parts in order.
export default function VentureStakers() {
  return (
    <>
      <StakersHero />
      <Personas />
      <HowItWorks heading={stakersHowItWorksHeading} />
      <SimulatorSection>
        <Simulator />
      </SimulatorSection>
      <OldVsNew />
      <WhyStaker />
      <ArenaExplainer tone="muted" />
      <CapitalStackSection>
        <CapitalStack />
      </CapitalStackSection>
      <FaqSection>
        <Faq />
      </FaqSection>
      <StakerTestSection>
        <StakerTest />
      </StakerTestSection>
      <StakersFinalCta />
    </>
  );
}
