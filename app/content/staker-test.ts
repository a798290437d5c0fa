// Staker test (docs/product.md#staker-test, #staker-plans). Questions 1–7 score 0/1/2; question 8
// is the yearly budget.
import { siteConfig } from "../lib/site-config.ts";
import type { ResultBand } from "./founder-quiz.ts";

export type StakerAnswer = { label: string; value: number };
export type StakerQuestion = {
  id: number;
  text: string;
  answers: StakerAnswer[];
  type?: "numeric";
};
export type StakerPlanRow = {
  level: string;
  founders_to_back: number;
  credits_per_founder: string;
  investing_power: string;
};

export const stakerTestMeta = {
  sectionId: "venturestaker-test",
  intro: `Eight quick questions to find out what kind of ${siteConfig.roleName} you are and which plan fits your budget.`,
  startLabel: "Start the Test",
  nextLabel: "Next Question",
  lastLabel: "See My Result",
  retakeLabel: "Take the test again",
  downloadLabel: "Download Image",
  shareLabel: "Copy Share Link",
  planLabel: "10× Investing Power",
  planHeaders: {
    level: "Yearly budget",
    founders_to_back: "Founders to back",
    credits_per_founder: "Credits per founder",
    investing_power: "Investing power",
  },
  sharePath: "/venturestakers",
  shareHash: "#venturestaker-test",
  imageFileName: (slug: string) => `venturestaker-${slug}.png`,
  shareText: (tierTitle: string) =>
    `I took the ${siteConfig.roleName} Test and I'm "${tierTitle}". Find out what kind of staker you are:`,
  scoredQuestionCount: 7,
  maxScore: 14,
} as const;

const scale = (high: string, mid: string, low: string): StakerAnswer[] => [
  { label: high, value: 2 },
  { label: mid, value: 1 },
  { label: low, value: 0 },
];

export const stakerQuestions: StakerQuestion[] = [
  {
    id: 1,
    text: "How do you feel about backing risky, early-stage ideas?",
    answers: scale(
      "Excited: big risks can bring big discoveries",
      "Curious, in small doses",
      "Uneasy: I prefer safe bets",
    ),
  },
  {
    id: 2,
    text: "How long are you willing to wait to see how a founder's journey turns out?",
    answers: scale("5–10 years is fine", "2–4 years", "Less than a year"),
  },
  {
    id: 3,
    text: "How interested are you in following founders' progress and updates?",
    answers: scale("Very: I'd read every update", "Now and then", "Not really"),
  },
  {
    id: 4,
    text: "How involved would you like to be in your community's Arena?",
    answers: scale(
      "Very: events, pitches and mentoring",
      "I'd join some events",
      "I'd rather stay on the sidelines",
    ),
  },
  {
    id: 5,
    text: "How much do you want to learn about venture investing?",
    answers: scale("A lot: I want to become a skilled investor", "The basics", "Not much"),
  },
  {
    id: 6,
    text: "How patient are you with money you can't get back quickly (illiquidity)?",
    answers: scale("Very patient", "Somewhat patient", "I need access to my money"),
  },
  {
    id: 7,
    text: "How comfortable are you knowing a contribution may never come back?",
    answers: scale(
      "Comfortable: it's a gift to a founder's journey",
      "Somewhat comfortable",
      "Not comfortable",
    ),
  },
  {
    id: 8,
    text: "What is your yearly budget for venture discovery?",
    type: "numeric",
    answers: [
      { label: "$100", value: 100 },
      { label: "$500", value: 500 },
      { label: "$1,000", value: 1000 },
      { label: "$5,000", value: 5000 },
      { label: "$10,000+", value: 10000 },
    ],
  },
];

export const stakerTiers: ResultBand[] = [
  {
    min: 0,
    max: 5,
    title: "The Observer",
    icon: "👀",
    description:
      "You like to watch from the sidelines before you commit. Learn more about who we are and how communities back founders.",
    ctas: [{ label: "Learn About Us", target: "/about" }],
  },
  {
    min: 6,
    max: 9,
    title: "The Explorer",
    icon: "🧭",
    description:
      "You're curious about venture and open to small, learning-first commitments. Explore how staking works before you dive in.",
    ctas: [{ label: "Explore Staking", target: "/venturestakers" }],
  },
  {
    min: 10,
    max: 14,
    title: `The ${siteConfig.roleName}`,
    icon: "🚀",
    description:
      "You're ready to play: you embrace risk, think long term and love following founders. Join the game and back the breakouts of tomorrow.",
    ctas: [
      { label: "Create Account", target: "/waitlist" },
      { label: "Learn How It Works", target: "#why-venturestaker" },
    ],
  },
];

export const stakerPlans: StakerPlanRow[] = [
  { level: "$100", founders_to_back: 10, credits_per_founder: "8–12", investing_power: "$80–$120" },
  {
    level: "$500",
    founders_to_back: 10,
    credits_per_founder: "40–60",
    investing_power: "$400–$600",
  },
  {
    level: "$1,000",
    founders_to_back: 20,
    credits_per_founder: "40–60",
    investing_power: "$400–$600",
  },
  {
    level: "$5,000",
    founders_to_back: 20,
    credits_per_founder: "200–250",
    investing_power: "$2,000–$2,500",
  },
  {
    level: "$10,000",
    founders_to_back: 20,
    credits_per_founder: "400–500",
    investing_power: "$4,000–$5,000",
  },
];
