import {
  FounderBenefits,
  FounderQuizSection,
  FoundersComparison,
  FoundersHero,
  FoundersHowItWorks,
  FounderTestimonial,
} from "~/features/marketing/components/founders-sections";
import * as founderQuiz from "~/features/founder-quiz/components/founder-quiz";
import { deferred } from "~/components/deferred";
import { pageMeta } from "~/lib/meta";
import { siteConfig } from "~/lib/site-config";
import { path } from "~/content/paths";

export const meta = () =>
  pageMeta({
    title: "For Founders",
    description: `Raise a non-dilutive ${siteConfig.brand} grant of $25,000 to $100,000 from your community: no equity, no debt. Take the Founder Readiness Quiz or apply.`,
    path: path("/founders"),
    image: `${siteConfig.publicUrl}/og/founders.png`,
  });

// The quiz, at the foot of the page, is server-rendered but loads and hydrates after it (ADR 081).
const FounderQuiz = deferred(import.meta.env.SSR ? founderQuiz.FounderQuiz : null, () =>
  import("~/features/founder-quiz/components/founder-quiz").then((m) => m.FounderQuiz),
);

// docs/product.md#founders, in order.
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
