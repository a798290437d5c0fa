import {
  FounderBenefits,
  FounderQuizSection,
  FoundersComparison,
  FoundersHero,
  FoundersHowItWorks,
  FounderTestimonial,
} from "~/features/marketing/components/founders-sections";
import { FounderQuiz } from "~/features/founder-quiz/components/founder-quiz";
import { pageMeta } from "~/lib/meta";
import { siteConfig } from "~/lib/site-config";

export const meta = () =>
  pageMeta({
    title: "For Founders",
    description: `Raise a non-dilutive ${siteConfig.brand} grant of $25,000 to $100,000 from your community: no equity, no debt. Take the Founder Readiness Quiz or apply.`,
    path: "/founders",
    image: `${siteConfig.publicUrl}/og/founders.png`,
  });

// Spec §2 'Founders page', in order.
export default function Founders() {
  return (
    <>
      <FoundersHero />
      <FounderBenefits />
      <FoundersHowItWorks />
      <FoundersComparison />
      <FounderTestimonial />
      <FounderQuizSection>
        <FounderQuiz />
      </FounderQuizSection>
    </>
  );
}
