// /presentation: the 12-slide community deck (docs/product.md#slide-decks).
import { siteConfig } from "~/lib/site-config";
import { deckFigureTexts } from "./figures";
import {
  cycle,
  grantsFigure,
  howItWorksSteps,
  legalNote,
  participationFigure,
  perFounderFigure,
  preSeedFailureFigure,
  tractionHeadline,
} from "./shared";
import type { Deck } from "./types";
import { path } from "../paths.ts";

export const presentationDeck: Deck = {
  path: path("/presentation"),
  title: `${siteConfig.brand} Arenas: the community presentation`,
  description: `Twelve slides on how communities launch ${siteConfig.brand} Arenas and turn members' small commitments into grants for early founders.`,
  theme: "community",
  controls: "footer",
  slides: [
    {
      type: "cover",
      kicker: `${siteConfig.brand} Arenas`,
      title: "A new game of innovation for Communities",
      subtitle:
        "Members back early founders together, and everyone learns how venture works by playing it.",
      note: "Generosity → Discovery → Opportunity → Prosperity",
    },
    {
      type: "untapped",
      kicker: "The problem",
      title: "Venture is a closed game",
      lead: "Most people never see an early-stage deal, and most founders never get a first cheque.",
      figures: [
        preSeedFailureFigure,
        { value: "99%", label: "find venture capital opaque" },
        { value: "1%", label: "have insider access" },
      ],
    },
    {
      type: "shift",
      kicker: "The shift",
      title: "From gatekeepers to communities",
      from: {
        label: "The old way",
        points: [
          "A few insiders pick the winners",
          "Founders give up equity to start",
          "Everyone else watches from outside",
        ],
      },
      to: {
        label: "The Arena way",
        points: [
          "The whole community discovers founders",
          "No-strings grants: no equity, no debt",
          "Members learn by taking part",
        ],
      },
    },
    {
      type: "solution",
      kicker: "The solution",
      title: "What is an Arena?",
      lead: "A community-run venue where members commit tokens to local founders and the pooled commitments become educational grants.",
      points: [
        {
          title: "For communities",
          text: "Universities, alumni networks, mission groups and other networks.",
        },
        {
          title: "For founders",
          text: "A first, community-backed grant round before any outside equity.",
        },
        { title: "For members", text: "Anyone can play; accreditation is not required." },
      ],
    },
    {
      type: "how-it-works",
      kicker: "How it works",
      title: "Four steps, one cycle",
      steps: howItWorksSteps,
      cycle,
    },
    {
      type: "points",
      kicker: "Participation",
      title: "Everyone can take part",
      lead: deckFigureTexts.participation + ".",
      figure: participationFigure,
      points: [
        { title: "Students and members", text: "Supporter gifts from $10 to $1,000." },
        { title: "Alumni and patrons", text: "Back more founders, more often." },
        { title: "Sponsors", text: "Underwrite grants for a whole cohort." },
      ],
    },
    {
      type: "founder",
      kicker: "For founders",
      title: "A first grant round without giving up equity",
      lead: "Founders receive a pooled grant based on token allocations, then build, report discoveries and share updates.",
      figure: perFounderFigure,
      points: [
        "No equity and no debt",
        "A community that follows the journey",
        "Stakers first in line when the founder raises",
      ],
    },
    {
      type: "traction",
      kicker: "Traction",
      title: "It already works",
      lead: "Our first pilot community pooled small commitments into real grants.",
      headline: tractionHeadline,
      figures: [
        { value: "10×", label: "stakers may be invited to invest up to 10× their stake" },
        { value: "$25K–$100K", label: "Exploration Grants" },
      ],
    },
    {
      type: "untapped",
      kicker: "Impact",
      title: "What an Arena returns to its community",
      lead: "Every Arena keeps grants, founders and learning close to home.",
      figures: [
        grantsFigure,
        perFounderFigure,
        { value: "25,000", label: "hours of research behind the method" },
      ],
    },
    {
      type: "points",
      kicker: "Learning by playing",
      title: "Education at the core",
      lead: legalNote,
      points: [
        { title: "Founder Readiness Quiz", text: "Where a founder stands, in three minutes." },
        { title: "Staker test", text: "A tiered result and a recommended staking plan." },
        { title: "Investor education", text: "Courses, a sample exam and the QAI certification." },
      ],
    },
    {
      type: "closing",
      kicker: "Be first in line",
      title: "Join the first Arenas",
      lead: "Members earn capital points for joining and for every friend who joins through their link.",
      actions: [{ label: "Join the Waitlist", to: path("/waitlist"), variant: "primary" }],
    },
    {
      type: "closing",
      kicker: "Thank you",
      title: "Bring an Arena to your community",
      lead: "Tell us about your community and we will help you launch.",
      actions: [{ label: "Launch an Arena", to: path("/launch-arena"), variant: "primary" }],
      contact: true,
    },
  ],
};
