// docs/product.md#slide-decks: the decks' static marketing figures, written once here and
// used by the deck content and by tests/e2e/decks.test.ts.
export const deckFigures = {
  participation: "$100 to $100K per year",
  preSeedFailure: "90%",
  tractionParticipants: "327",
  tractionPooled: "$43,000",
  tractionInvestingPower: "$430,000",
  grantsPerCommunity: "$3–5M",
  perFounder: "$50K–$100K",
  feesPerYear: "$300K–$500K",
  communitiesAtScale: "250 communities",
  revenueAtScale: "$100M+ revenue",
  arrGoal: "$10M ARR",
  arrGoalYears: "3–4 years",
} as const;

/** The sentences in which the figures appear, as a visitor reads them on the slides. */
export const deckFigureTexts = {
  participation: `Flexible participation from ${deckFigures.participation}`,
  preSeedFailure: "of pre-seed startups fail",
  traction: `${deckFigures.tractionParticipants} participants pooled ${deckFigures.tractionPooled}`,
  investingPower: `${deckFigures.tractionInvestingPower} of future investing power`,
  grantsPerCommunity: "in grants per community each year",
  perFounder: "per founder",
  feesPerYear: "in fees per year",
  scale: `${deckFigures.communitiesAtScale} = ${deckFigures.revenueAtScale}`,
  arrGoal: `A goal of ${deckFigures.arrGoal} in ${deckFigures.arrGoalYears}`,
} as const;
