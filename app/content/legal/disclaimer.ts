import { siteConfig } from "../../lib/site-config.ts";
import { QAI_ABBREVIATION, QAI_NAME } from "../education.ts";
import { LEGAL_LAST_UPDATED, type LegalDocument } from "./types.ts";
import {
  noReturnsStatement,
  notASecurityStatement,
  operatorStatement,
  milestonesStatement,
  pointsStatement,
  stakeStatement,
} from "./shared.ts";
import { path } from "../paths.ts";

const { brand, email } = siteConfig;

export const disclaimer: LegalDocument = {
  path: path("/disclaimer"),
  title: "Disclaimer",
  description: `The ${brand} staking programme, its points and tokens are educational — not securities or investments. No investment returns are offered or guaranteed.`,
  lastUpdated: LEGAL_LAST_UPDATED,
  summary: `Please read this before you take part. ${brand} teaches venture by playing it; it does not sell investments.`,
  sections: [
    {
      id: "educational",
      heading: "An educational programme",
      body: [operatorStatement, notASecurityStatement],
    },
    {
      id: "stakes",
      heading: "Stakes are contributions",
      body: [
        stakeStatement,
        "When you stake tokens on a founder, you are supporting that founder's learning journey. You do not acquire shares, debt, a revenue share or any other financial right in the founder's company or in the programme.",
      ],
    },
    {
      id: "points-and-tokens",
      heading: "Points and tokens",
      body: [
        `The ${brand} staking programme and its points or tokens are educational, not securities or investments.`,
        pointsStatement,
        milestonesStatement,
      ],
    },
    {
      id: "no-returns",
      heading: "No returns offered",
      body: [
        noReturnsStatement,
        "Figures on this site — multiples of well-known companies in the simulator, breakout rates, pathways in the Capital Stack explainer — describe how venture works in general. They are illustrations for learning, not forecasts, and past results of any company say nothing about future results of another.",
        "Most early-stage startups fail. If a founder later invites stakers to invest in a separate round, that investment carries a high risk of total loss and is made under its own documents, outside this programme.",
      ],
    },
    {
      id: "not-advice",
      heading: "Not advice",
      body: [
        `Nothing on this site is investment, legal, tax or financial advice, or a recommendation to buy or sell anything. Talk to a qualified adviser before making financial decisions. Quiz and exam results, including the ${QAI_NAME} (${QAI_ABBREVIATION}) certification, measure knowledge; they are not a licence or a professional registration.`,
      ],
    },
    {
      id: "testimonials",
      heading: "Testimonials and examples",
      body: [
        "Testimonials reflect the experience of the people quoted. Grant amounts mentioned in them are examples, not promises of what any founder will receive.",
      ],
    },
    {
      id: "contact",
      heading: "Questions",
      body: [`Questions about this disclaimer: ${email}.`],
    },
  ],
};
