// Slides the three decks tell the same way: the figures of docs/product.md#slide-decks in their
// sentences.
import { siteConfig } from "~/lib/site-config";
import { deckFigures as f } from "./figures";
import type { Figure, TractionSlide } from "./types";

export const tractionHeadline: TractionSlide["headline"] = {
  count: f.tractionParticipants,
  from: f.tractionPooled,
  to: f.tractionInvestingPower,
  caption: `${f.tractionParticipants} participants pooled ${f.tractionPooled} → ${f.tractionInvestingPower} of future investing power`,
};

export const participationFigure: Figure = {
  value: f.participation,
  label: "Flexible participation, from a student to a sponsor",
};
export const preSeedFailureFigure: Figure = {
  value: f.preSeedFailure,
  label: "of pre-seed startups fail",
};
export const grantsFigure: Figure = {
  value: f.grantsPerCommunity,
  label: "in grants per community each year",
};
export const perFounderFigure: Figure = {
  value: f.perFounder,
  label: "per founder, with no equity and no debt",
};
export const feesFigure: Figure = {
  value: f.feesPerYear,
  label: "in fees per year for each Arena operator",
};
export const scaleFigure: Figure = {
  value: `${f.communitiesAtScale} = ${f.revenueAtScale}`,
  label: "the path to scale",
};
export const arrGoal = `A goal of ${f.arrGoal} in ${f.arrGoalYears}`;

export const cycle = ["Generosity", "Discovery", "Opportunity", "Prosperity"];

export const howItWorksSteps = [
  {
    title: "Founders apply",
    text: "Idea-stage founders apply to a local Arena: University, Community or Network.",
  },
  { title: "Founders pitch", text: "They pitch to the community, live or online." },
  {
    title: "Stakers commit tokens",
    text: "Members commit small amounts to the founders they believe in.",
  },
  { title: "Grants flow", text: "Pooled commitments become no-strings, educational grants." },
];

export const legalNote = `${siteConfig.brand} is an educational discovery platform: a stake is a voluntary contribution with no expectation of return.`;
