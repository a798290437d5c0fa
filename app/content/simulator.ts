// Simulator (docs/product.md#simulator: tokens from 10 up to 1,000).
export type ReferenceCompany = { idea: string; multiple: number; summary: string };

export const simulatorMeta = {
  sectionId: "simulator",
  tokensLabel: "Number of tokens",
  ideaLabel: "Pick an idea",
  runLabel: "Run Simulation",
  invitationLabel: "Invitation to invest",
  valueTodayLabel: "Value today",
  invitationFactor: 10,
  tokens: { min: 10, max: 1000, step: 10, default: 100 },
  invalidTokens: "Enter a number of tokens from 10 to 1,000, in steps of 10.",
  disclaimer:
    "For education only. Past breakouts do not predict future results; tokens are not securities or investments and no returns are offered or guaranteed.",
} as const;

export const referenceCompanies: ReferenceCompany[] = [
  {
    idea: "Peer-to-peer home sharing",
    multiple: 14_500,
    summary:
      "Strangers renting spare rooms to travellers sounded absurd, until it became a global hospitality giant.",
  },
  {
    idea: "Peer-to-peer taxi rides",
    multiple: 48_000,
    summary:
      "Getting into a stranger's car with one tap turned into one of the largest transport networks in the world.",
  },
  {
    idea: "Meeting link generator",
    multiple: 600,
    summary:
      "A simple way to share a video-meeting link became the default way the world meets online.",
  },
  {
    idea: "Commission-free stock trading",
    multiple: 14_000,
    summary:
      "Removing trading fees opened the stock market to a new generation of retail investors.",
  },
  {
    idea: "Online payment infrastructure",
    multiple: 16_000,
    summary:
      "A few lines of code to accept payments online grew into infrastructure for millions of businesses.",
  },
  {
    idea: "Easy crypto buying and selling",
    multiple: 13_000,
    summary:
      "Making crypto as easy to buy as an app download brought digital assets to the mainstream.",
  },
];
