import { AGREED_DOCUMENT_LINKS } from "./agreed.ts";
import { siteConfig } from "../../lib/site-config.ts";
import { QAI_ABBREVIATION, QAI_NAME } from "../education.ts";
import { LEGAL_VERSIONS } from "../../lib/legal-versions.ts";
import type { LegalDocument } from "./types.ts";
import {
  MINIMUM_USER_AGE,
  noReturnsStatement,
  notASecurityStatement,
  operatorStatement,
  milestonesStatement,
  pointsStatement,
  stakeStatement,
} from "./shared.ts";

const { brand, email, phone, company } = siteConfig;

export const termsOfService: LegalDocument = {
  ...AGREED_DOCUMENT_LINKS["terms-of-service"],
  description: `The rules for using the ${brand} website and programme: eligibility (18+), accounts, points and tokens, stakes, grants and our legal position.`,
  // A new date here is a new version members are told about (app/lib/legal-versions.ts).
  lastUpdated: LEGAL_VERSIONS["terms-of-service"],
  summary: `By using ${brand} you agree to these terms. The programme is educational; nothing on this site is an offer of an investment.`,
  sections: [
    {
      id: "agreement",
      heading: "Agreement",
      body: [
        operatorStatement,
        `These terms are an agreement between you and ${company} ("we", "us"). They apply to the website, the member area, quizzes, the simulator, the sample exam, forms and e-mails. If you do not agree, please do not use the service.`,
      ],
    },
    {
      id: "eligibility",
      heading: "Who may use the service",
      body: [
        `You must be ${MINIMUM_USER_AGE} or older to create an account, submit an application or take part in an Arena. By using the service you confirm that you are at least ${MINIMUM_USER_AGE} and able to enter into this agreement.`,
      ],
    },
    {
      id: "educational-programme",
      heading: "What the programme is — and is not",
      body: [
        notASecurityStatement,
        stakeStatement,
        pointsStatement,
        noReturnsStatement,
        "Any later investment opportunity a founder may offer is a separate matter between that founder and the people invited, made under its own documents and the law that applies to it. We do not arrange, recommend or take part in such investments.",
      ],
    },
    {
      id: "accounts",
      heading: "Your account",
      body: [
        {
          list: [
            "Give accurate information and keep it up to date.",
            "Keep your password secret; you are responsible for what happens under your account.",
            "One account per person. Accounts created to collect referral points artificially may be closed and their points removed.",
            "Tell us at once if you believe someone else has used your account.",
          ],
        },
      ],
    },
    {
      id: "points",
      heading: "Capital points and referrals",
      body: [
        "You receive 25 points for joining and 25 points for each friend who joins through your referral link and confirms their e-mail address. Points measure participation and learning. We may correct points awarded in error or through abuse, and we may change how points are earned, with notice on this site.",
        milestonesStatement,
      ],
    },
    {
      id: "founders",
      heading: "Founders and grants",
      body: [
        "Founders who apply to an Arena agree that the information they submit may be shared with that Arena's organisers and community. Grants are gifts for learning and building: they carry no equity, no debt and no promise of future returns to anyone. Founders are responsible for how they use a grant and for their own legal and tax obligations.",
      ],
    },
    {
      id: "acceptable-use",
      heading: "Acceptable use",
      body: [
        "Do not misuse the service. In particular, do not:",
        {
          list: [
            "break the law or infringe anyone's rights;",
            "submit false applications or impersonate someone;",
            "send spam, automated submissions or malicious code;",
            "probe, scan or overload the service or try to get around its limits or security;",
            "describe the programme, points or tokens to others as an investment.",
          ],
        },
      ],
    },
    {
      id: "content",
      heading: "Content and intellectual property",
      body: [
        `The site, the ${brand} game of venture, its courses, exams and materials belong to us or our licensors. You may use them for your own learning. You keep the rights to what you submit, and you give us permission to use it to run the programme.`,
      ],
    },
    {
      id: "education-purchases",
      heading: "Courses, books and certification",
      body: [
        `Paid education offers such as the ${QAI_NAME} (${QAI_ABBREVIATION}) certification and the founder's equity book are sold on the terms shown at the point of sale. A certification records that you passed an exam; it is not a licence or registration to give investment advice.`,
      ],
    },
    {
      id: "disclaimers",
      heading: "Disclaimers and limits of liability",
      body: [
        "The service is provided as it is and as available. Educational content, simulations and quiz results are illustrations, not advice. To the fullest extent the law allows, we are not liable for indirect or consequential losses, and our total liability to you is limited to the amount you paid us in the twelve months before the claim, or $100 if you paid nothing.",
        "Nothing in these terms limits rights you have under consumer law that cannot be limited.",
      ],
    },
    {
      id: "termination",
      heading: "Ending the agreement",
      body: [
        "You may close your account at any time by contacting us. We may suspend or close accounts that break these terms. Points have no value and are not paid out when an account closes.",
      ],
    },
    {
      id: "changes",
      heading: "Changes to these terms",
      body: [
        "We may update these terms. The date at the top shows the latest version. If a change is significant we will tell members by e-mail at least 14 days before it takes effect.",
      ],
    },
    {
      id: "contact",
      heading: "Contact us",
      body: [`Questions about these terms: ${email} or ${phone}.`],
    },
  ],
};
