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
import * as capitalStack from "~/features/capital-stack/components/capital-stack";
import * as faq from "~/features/faq/components/faq";
import * as simulator from "~/features/simulator/components/simulator";
import * as stakerTest from "~/features/staker-test/components/staker-test";
import { deferred } from "~/components/deferred";
import { pageMeta } from "~/lib/meta";
import { siteConfig } from "~/lib/site-config";

// The four tools are server-rendered with the page but load and hydrate after it (one long
// page: its first paint and its blocking time stay those of a static page).
const ssr = import.meta.env.SSR;
const Simulator = deferred(ssr ? simulator.Simulator : null, () =>
  import("~/features/simulator/components/simulator").then((m) => m.Simulator),
);
const CapitalStack = deferred(ssr ? capitalStack.CapitalStack : null, () =>
  import("~/features/capital-stack/components/capital-stack").then((m) => m.CapitalStack),
);
const Faq = deferred(ssr ? faq.Faq : null, () =>
  import("~/features/faq/components/faq").then((m) => m.Faq),
);
const StakerTest = deferred(ssr ? stakerTest.StakerTest : null, () =>
  import("~/features/staker-test/components/staker-test").then((m) => m.StakerTest),
);

// Served on /venturestakers and /venturestaking (docs/architecture.md D4); canonical /venturestakers.
export const meta = () =>
  pageMeta({
    title: `Become a ${siteConfig.roleName}`,
    description: `Commit small token gifts to early founders in your community, follow their journeys and learn how venture works. Anyone can play; no accreditation required.`,
    path: STAKERS_CANONICAL_PATH,
    image: `${siteConfig.publicUrl}/og/venturestakers.png`,
  });

// docs/product.md#stakers, the 11 parts in order.
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
