import { siteConfig } from "../lib/site-config.ts";

// Education Programs page (docs/product.md#education). The QAI abbreviation
// is spelled out one way only: 'Qualified Angel Investor' (docs/decisions/020-qai-name.md).

export const QAI_NAME = "Qualified Angel Investor";
export const QAI_ABBREVIATION = "QAI";

export const educationHero = {
  title: "Education Programs",
  subtitle: `Learn venture by playing it. The ${siteConfig.brand} game, a founder's equity book and the ${QAI_ABBREVIATION} certification take you from curious to confident investor.`,
};

export type Partner = { name: string; logo: string };

/**
 * 24 partner institutions (docs/product.md#education: 24 partner logos); wordmarks shipped in
 * public/logos.
 */
export const partners: Partner[] = [
  "Northgate University",
  "Lakeshore Institute of Technology",
  "Cedar Valley College",
  "Harborview School of Business",
  "Summit Ridge University",
  "Pinecrest Alumni Network",
  "Meridian Founders Guild",
  "Bluewater Innovation Hub",
  "Redwood Angel Circle",
  "Eastbrook Community Foundation",
  "Silverline Accelerator",
  "Westfield Entrepreneurship Center",
  "Oakmont State University",
  "Riverside Makers Collective",
  "Granite Peak Ventures Club",
  "Copperfield Women in Tech",
  "Brightwater Polytechnic",
  "Highland Impact Network",
  "Stonebridge Business School",
  "Maple Grove Chamber of Commerce",
  "Fairhaven Student Venture Fund",
  "Ironwood Veterans in Business",
  "Clearview Civic Lab",
  "Northstar Diaspora Network",
].map((name) => ({ name, logo: `/logos/${name.toLowerCase().replace(/[^a-z0-9]+/g, "-")}.svg` }));

export const partnersSection = {
  title: "Trusted by Universities and Communities",
  subtitle: "Institutions and networks that use our programmes to teach venture.",
};

export const mobileApp = {
  title: `The ${siteConfig.brand} Game`,
  kicker: "Mobile venture simulation",
  description:
    "Build a portfolio of fictional startups, commit tokens, follow their journeys and learn why a few breakouts matter more than many safe bets — in ten minutes a day.",
  appStoreLabel: "Download on the App Store",
  playStoreLabel: "Get it on Google Play",
  features: [
    {
      title: "Play real scenarios",
      description:
        "Each season brings new startups modelled on real founder journeys, from first prototype to exit.",
    },
    {
      title: "Learn as you stake",
      description:
        "Bite-size lessons explain dilution, valuation and follow-on rounds at the moment you need them.",
    },
    {
      title: "Compete with your Arena",
      description:
        "See how your picks compare with friends, classmates and your community's leaderboard.",
    },
    {
      title: "Track breakouts",
      description:
        "Spot the signals that separate the top 10% of startups and see how your judgement improves.",
    },
  ],
};

export const book = {
  kicker: "The founder's equity book",
  title: "Equity Before Everything",
  subtitle: "A founder's guide to ownership, dilution and the first community round",
  description:
    "Plain-language chapters on cap tables, SAFEs and convertible notes, grants and staking rounds, with worked examples founders can copy into their own spreadsheets.",
  rating: 5.0,
  ratingOutOf: 5,
  ratingCount: 11,
  price: "$19.99",
  cta: "Buy the Book",
};

export const qai = {
  kicker: "Professional certification",
  title: `${QAI_NAME} (${QAI_ABBREVIATION}) Certification`,
  description:
    "A self-paced certification for professionals who evaluate, advise or invest in early-stage startups. Learn the method, practise on real deal structures and prove it in a proctored exam.",
  coversTitle: `What ${QAI_ABBREVIATION} Covers`,
  covers: [
    "Startup business models and revenue types",
    "Valuation: pre-money, post-money and rate-of-return methods",
    "Dilution, cap tables and option pools",
    "Convertible notes, SAFEs, discounts and caps",
    "Preferred stock, liquidation preferences and anti-dilution",
    "Due diligence and startup risk categories",
    "Portfolio construction and follow-on strategy",
    "Exits: acquisitions, acquihires and IPOs",
  ],
  stepsTitle: "Three Steps to Certification",
  steps: [
    {
      number: 1,
      title: "Learn",
      description: "Work through the exam manual and 10 hours of video lessons at your own pace.",
    },
    {
      number: 2,
      title: "Practise",
      description:
        "Test yourself with 300+ practice questions and review the explanation behind every answer.",
    },
    {
      number: 3,
      title: "Certify",
      description:
        "Pass the certification exam and receive a credential recorded on a blockchain that anyone can verify.",
    },
  ],
  pricing: {
    name: `${QAI_ABBREVIATION} Certification`,
    price: "$249",
    period: "one-time",
    audience: "For all professionals",
    includes: [
      "Exam manual (digital copy)",
      "10 hours of video learning",
      "300+ practice questions",
      "1 attempt at the certification exam",
      "Certification recorded on a blockchain",
    ],
    cta: "Enroll Now",
  },
  sampleExam: {
    title: "Not sure yet?",
    text: "Try the free 15-question sample exam and get your score by e-mail.",
    cta: "Take the Free Sample Exam",
  },
  programme: {
    text: "Prefer to learn by playing? Our certification programme adds a fantasy startup-investing simulation.",
    cta: "Explore the Certification Program",
  },
};

export const studentTestimonials = {
  title: "What Students Say",
  items: [
    {
      quote:
        "I had read about term sheets for years; the practice questions finally made liquidation preferences click. I reviewed my first deal memo with confidence a week after the exam.",
      name: "Renee Alvarez",
      role: "Angel investor, Austin",
    },
    {
      quote:
        "As an accountant advising founders, I needed a structured way to talk about dilution and convertible notes. The videos are short, practical and easy to fit around client work.",
      name: "Tom Becker",
      role: "CPA and startup advisor",
    },
    {
      quote:
        "Our MBA cohort used the game and the manual together. Seeing a simulated portfolio play out made the maths behind breakouts feel real.",
      name: "Aisha Rahman",
      role: "MBA student, Harborview School of Business",
    },
  ],
};

export const educationCta = {
  title: "Start Learning Today",
  text: `Download the ${siteConfig.brand} game or get ${QAI_ABBREVIATION} certified — or both.`,
  download: "Download",
  certify: `Get ${QAI_ABBREVIATION} Certified`,
};
