// Founders page copy (docs/product.md#founders, #grant-sizes).
import { siteConfig } from "../lib/site-config.ts";
import type { CtaLink, IconCard, Step } from "./marketing-types.ts";
import { path } from "./paths.ts";

export const FOUNDER_QUIZ_ANCHOR = "founder-readiness-quiz";

export const foundersHero = {
  eyebrow: "For founders",
  heading: "Raise Your First Round from Your Community",
  intro:
    "Exploration Grants of $25,000 to $100,000, pooled from the people who want to see you win. No equity. No debt. Just a community that follows your journey.",
  quizCta: { label: "Take the Founder Quiz", to: `#${FOUNDER_QUIZ_ANCHOR}` } satisfies CtaLink,
  applyCta: {
    label: `Apply for a ${siteConfig.brand} Grant`,
    to: path("/founder-signup"),
  } satisfies CtaLink,
} as const;

export const founderBenefits = {
  id: "benefits",
  heading: "Why Founders Choose a Community Grant",
  cards: [
    {
      icon: "shield-check",
      title: "No Equity, No Debt",
      description:
        "A grant is a gift to your journey. You keep all of your company and owe nothing back.",
    },
    {
      icon: "users",
      title: "Community Backing",
      description:
        "Hundreds of stakers commit tokens to you, so your first round arrives with your first fans.",
    },
    {
      icon: "zap",
      title: "One Pitch, One Decision",
      description:
        "Pitch once to your Arena, live or online, instead of chasing partners for months.",
    },
    {
      icon: "graduation-cap",
      title: "Mentors in the Room",
      description:
        "Stakers include alumni, operators and experienced angels who want to help you learn faster.",
    },
    {
      icon: "book-open",
      title: "Learn in Public",
      description:
        "Share updates and discoveries; your progress becomes a case study your whole community learns from.",
    },
    {
      icon: "trending-up",
      title: "A Path to Your Next Round",
      description:
        "When you have traction, invite the stakers who believed in you first to join your equity round.",
    },
  ] satisfies IconCard[],
} as const;

export const foundersHowItWorks = {
  id: "how-it-works",
  heading: "How It Works",
  intro: "Five steps from application to a community that grows with you.",
  steps: [
    {
      title: "Apply",
      description:
        "Tell us about your idea and choose your Arena: University, Community or Network.",
    },
    {
      title: "Pitch",
      description:
        "Present to your Arena in a short pitch, live or online, and answer members' questions.",
    },
    {
      title: "Get Staked",
      description:
        "Members allocate tokens to you; their pooled commitments set your grant, up to $100K.",
    },
    {
      title: "Build & Report",
      description:
        "Use the grant to test your idea and share milestones and learnings with your stakers.",
    },
    {
      title: "Grow Together",
      description:
        "With traction, raise an equity round and invite your stakers to take part, for example up to 10× their stake.",
    },
  ] satisfies Step[],
  cta: { label: "Start Your Application", to: path("/founder-signup") } satisfies CtaLink,
} as const;

export const foundersComparison = {
  id: "comparison",
  heading: `A ${siteConfig.brand} Grant vs. a Traditional Pre-Seed Round`,
  caption: `How a community grant compares with a traditional pre-seed round`,
  columns: {
    aspect: "",
    staking: `${siteConfig.brand} Grant`,
    traditional: "Traditional Pre-Seed",
  },
  rows: [
    { aspect: "Equity given up", staking: "None", traditional: "Typically 10–20% of the company" },
    {
      aspect: "Repayment or interest",
      staking: "None: it is a grant",
      traditional: "Convertible notes can accrue interest",
    },
    {
      aspect: "Who decides",
      staking: "Your community, through token allocations",
      traditional: "A handful of angels or fund partners",
    },
    {
      aspect: "Time to a decision",
      staking: "One pitch event",
      traditional: "Often three to six months of meetings",
    },
    { aspect: "Typical amount", staking: "$25,000–$100,000", traditional: "$250,000–$1,000,000" },
    {
      aspect: "Who can back you",
      staking: "Anyone in the community; no accreditation needed",
      traditional: "Mostly accredited investors",
    },
    {
      aspect: "What comes with it",
      staking: "Hundreds of stakers following and helping",
      traditional: "Board seats and investor reporting",
    },
  ],
} as const;

export const founderTestimonial = {
  id: "testimonial",
  heading: "From a Founder Who Did It",
  quote:
    "We pitched to our alumni Arena on a Thursday night and left with a $50,000 grant and more than four hundred people cheering for us. We kept all of our equity, and three of our stakers became our first advisors.",
  name: "Priya Raman",
  role: "Co-founder, LoopHarvest (food-waste logistics)",
} as const;

export const founderQuizSection = {
  id: FOUNDER_QUIZ_ANCHOR,
  heading: "Founder Readiness Quiz",
  intro:
    "Find out whether your startup is ready for a community-backed grant round, and which grant size fits it.",
} as const;
