// /iusponsor: the 9-slide Arena licensing deck for sponsors (docs/product.md#slide-decks).
// Its 'Get Started' goes to /launch-arena (docs/architecture.md D4).
import { siteConfig } from "~/lib/site-config";
import {
  arrGoal,
  cycle,
  feesFigure,
  grantsFigure,
  howItWorksSteps,
  perFounderFigure,
  preSeedFailureFigure,
  scaleFigure,
  tractionHeadline,
} from "./shared";
import type { Deck } from "./types";
import { path } from "../paths.ts";

export const iusponsorDeck: Deck = {
  path: path("/iusponsor"),
  title: `License a ${siteConfig.brand} Arena: the sponsor deck`,
  description: `Nine slides for sponsors and partners on licensing a ${siteConfig.brand} Arena: the opportunity, the model and the numbers.`,
  theme: "sponsor",
  controls: "footer",
  slides: [
    {
      type: "cover",
      kicker: "Arena licensing",
      title: `Sponsor a ${siteConfig.brand} Arena`,
      subtitle: "Turn your community's generosity into grants for its earliest founders.",
      note: "Generosity → Discovery → Opportunity → Prosperity",
    },
    {
      type: "shift",
      kicker: "The shift",
      title: "Communities are becoming the first investors",
      from: {
        label: "Yesterday",
        points: [
          "Capital gated by insiders",
          "Founders trade equity to begin",
          "Communities stay spectators",
        ],
      },
      to: {
        label: "Today",
        points: [
          "Communities back their own founders",
          "Grants before equity",
          "Everyone learns by playing",
        ],
      },
    },
    {
      type: "untapped",
      kicker: "Untapped",
      title: "The capital every community leaves on the table",
      lead: "Goodwill, alumni and members are everywhere, but there is no venue that turns them into a first round.",
      figures: [preSeedFailureFigure, grantsFigure, { value: "1%", label: "have insider access" }],
    },
    {
      type: "solution",
      kicker: "The solution",
      title: "A licensed Arena, run by your community",
      lead: `${siteConfig.brand} provides the platform, the method and the education; you bring the community.`,
      points: [
        {
          title: "Platform",
          text: "Applications, pitches, staking and grant reporting in one place.",
        },
        { title: "Method", text: "Built on 25,000 hours of research." },
        { title: "Education", text: "Courses, quizzes and certification for every member." },
      ],
    },
    {
      type: "how-it-works",
      kicker: "How it works",
      title: "One cycle, every season",
      steps: howItWorksSteps,
      cycle,
    },
    {
      type: "traction",
      kicker: "Traction",
      title: "Early results",
      lead: "Our first pilot showed how far small commitments go.",
      headline: tractionHeadline,
      figures: [
        { value: "10×", label: "stakers may be invited to invest up to 10× their stake" },
        { value: "$25K–$100K", label: "Exploration Grants" },
      ],
    },
    {
      type: "business",
      kicker: "Business model",
      title: "A licence that pays for itself",
      lead: "Each Arena pays licensing fees; communities keep the grants flowing to their founders.",
      figures: [feesFigure, grantsFigure, scaleFigure],
      goal: arrGoal,
    },
    {
      type: "founder",
      kicker: "For founders",
      title: "What a founder gets",
      lead: "A community-backed grant round before any outside equity, and a community that follows the journey.",
      figure: perFounderFigure,
      points: [
        "No equity and no debt",
        "Pitch live or online to their own community",
        "Stakers first in line when they raise",
      ],
    },
    {
      type: "closing",
      kicker: "Let's build it",
      title: "Launch your Arena",
      lead: "Start activating innovation in your community today.",
      actions: [{ label: "Get Started", to: path("/launch-arena"), variant: "primary" }],
      contact: true,
    },
  ],
};
