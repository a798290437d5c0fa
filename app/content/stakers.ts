// Stakers page copy (docs/product.md#stakers). The four steps
// are the landing page's 'How it works' (app/content/home.ts), written once.
import { siteConfig } from "../lib/site-config.ts";
import type { CtaLink, IconCard } from "./marketing-types.ts";
import { path } from "./paths.ts";

export const STAKERS_CANONICAL_PATH = "/venturestakers";
export const STAKER_TEST_ANCHOR = "venturestaker-test";
export const WHY_STAKER_ANCHOR = "why-venturestaker";

export const stakersHero = {
  eyebrow: `${siteConfig.brand}®`,
  heading: `Become a ${siteConfig.roleName}`,
  intro:
    "Commit small amounts of tokens to early founders, follow their journeys and learn how venture really works, alongside your community.",
  ctas: [
    { label: `Take the ${siteConfig.roleName} Test`, to: `#${STAKER_TEST_ANCHOR}` },
    { label: "Create Account", to: path("/waitlist") },
    { label: "Learn How It Works", to: `#${WHY_STAKER_ANCHOR}` },
  ] satisfies CtaLink[],
} as const;

export const personas = {
  id: "is-it-for-you",
  heading: "Is it for you?",
  intro: "If you answer yes to any of these, you will feel at home in an Arena.",
  questions: [
    {
      icon: "lightbulb",
      question: "Do you love spotting great ideas before everyone else does?",
      answer: "Arenas put you in the room when founders pitch for the very first time.",
    },
    {
      icon: "graduation-cap",
      question: "Would you rather learn venture by doing than by reading about it?",
      answer:
        "Each commitment is a small, real decision you can learn from as the journey unfolds.",
    },
    {
      icon: "heart",
      question: "Do you want to help founders in your own community get started?",
      answer:
        "Your tokens pool with your neighbours' and alumni's into grants that reach local founders.",
    },
    {
      icon: "target",
      question: "Are you curious about early-stage investing but not an accredited investor?",
      answer: "Anyone can play. Gifts start at $10 and no accreditation is required.",
    },
  ] satisfies { icon: IconCard["icon"]; question: string; answer: string }[],
} as const;

export const stakersHowItWorksHeading = `How It Works for ${siteConfig.roleName}s`;

export const simulatorSection = {
  id: "simulator",
  heading: "What If You Had Staked Early?",
  intro:
    "Pick a reference idea and a number of tokens to see the kind of invitation a breakout founder could extend. It is an educational illustration, not a forecast.",
} as const;

export const oldVsNew = {
  id: "old-vs-new",
  heading: "The Old Way vs. the New Way",
  caption: `Traditional investing compared with ${siteConfig.brand}`,
  columns: { feature: "Feature", traditional: "Traditional Investing", staking: siteConfig.brand },
  rows: [
    {
      feature: "Open to non-accredited people",
      traditional: false,
      venturestaking: "Yes: anyone can play",
    },
    {
      feature: "Start with a few dollars",
      traditional: false,
      venturestaking: "Gifts from $10 to $1,000",
    },
    {
      feature: "Meet founders before their first round",
      traditional: false,
      venturestaking: "You watch them pitch in your Arena",
    },
    {
      feature: "Follow every founder's journey",
      traditional: false,
      venturestaking: "Regular updates, milestones and learnings",
    },
    {
      feature: "Learn as you go",
      traditional: false,
      venturestaking: "Education built into every step",
    },
    {
      feature: "Invitation to later rounds",
      traditional: false,
      venturestaking: "Stakers may be invited to invest up to 10× their stake",
    },
    {
      feature: "Money stays in your community",
      traditional: false,
      venturestaking: "Your tokens fund local founders",
    },
  ] satisfies { feature: string; traditional: false; venturestaking: string }[],
} as const;

export const whyStaker = {
  id: WHY_STAKER_ANCHOR,
  heading: "Why become a staker",
  intro: "What members tell us they get from playing.",
  cards: [
    {
      icon: "graduation-cap",
      title: "Learn Venture by Doing",
      description:
        "Weigh real pitches, make small commitments and see how early companies actually develop.",
    },
    {
      icon: "sprout",
      title: "Back Local Founders",
      description:
        "Your tokens become part of a grant that gives a founder in your community a real start.",
    },
    {
      icon: "coins",
      title: "Small, Affordable Gifts",
      description: "Gifts range from $10 to $1,000, so you can spread them across many founders.",
    },
    {
      icon: "trophy",
      title: "First in Line",
      description:
        "If a founder you backed raises an equity round, stakers may be the first invited to join it.",
    },
    {
      icon: "messages-square",
      title: "A Community of Peers",
      description:
        "Compare notes with alumni, operators and first-time stakers who are learning alongside you.",
    },
    {
      icon: "sparkles",
      title: "Earn Capital Points",
      description:
        "Earn 25 points for joining and 25 for each friend who joins. Points are educational and have no cash value.",
    },
  ] satisfies IconCard[],
} as const;

export const capitalStackSection = {
  id: "capital-stack",
  heading: "The Capital Stack",
  intro:
    "Where a staking round sits among the rounds that can follow it, on two different startup pathways.",
} as const;

export const faqSection = {
  id: "faq",
  heading: "Frequently Asked Questions",
} as const;

export const stakerTestSection = {
  id: STAKER_TEST_ANCHOR,
  heading: `The ${siteConfig.roleName} Test`,
  intro: "Eight questions to find out what kind of staker you are and which plan suits you.",
} as const;

export const stakersFinalCta = {
  id: "join",
  heading: "Ready to Join the Game?",
  intro:
    "Join the waitlist, earn your first capital points and be ready when an Arena opens near you.",
  cta: { label: "Join the Waitlist", to: path("/waitlist") } satisfies CtaLink,
  disclaimer: `Points and tokens are educational; they are not securities or investments. A stake is a voluntary contribution with no expectation of return, and no investment returns are offered or guaranteed. ${siteConfig.brand} is an educational discovery platform, not a fund, broker or exchange.`,
} as const;
