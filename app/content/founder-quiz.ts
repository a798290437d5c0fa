// Founder Readiness Quiz (docs/product.md#founder-quiz, #grant-sizes). Written once; the quiz
// component and its tests import it.

export type FounderAnswer = { label: string; value: number };
export type FounderQuestion = {
  id: number;
  text: string;
  answers: FounderAnswer[];
  disqualify_if_value?: number;
  disqualify_message?: string;
};
export type Cta = { label: string; target: string };
export type ResultBand = {
  min: number;
  max: number;
  title: string;
  icon: string;
  description: string;
  ctas: Cta[];
};
export type GrantSizingRow = {
  grant_size: string;
  average_venturestake: string;
  estimated_stakers: string;
  runway: string;
};

export const founderQuizMeta = {
  sectionId: "founder-readiness-quiz",
  intro: "Find out whether a community-backed Staking® grant fits where you are today.",
  startLabel: "Start the Founder Quiz",
  estimate: "3 minutes",
  questionCount: 12,
  maxScore: 24,
  disqualifiedTitle: "Not Quite Ready Yet",
  exploreLabel: "Explore Learning Resources",
  exploreTarget: "/education",
  retakeLabel: "Retake Quiz",
  downloadLabel: "Download Result",
  shareLabel: "Share with Friends",
  grantTableCaption: "Grant sizing",
  imageFileName: "my-founder-readiness-result.png",
  shareHash: "#founder-readiness-quiz",
  sharePath: "/founders",
  shareText: (bandTitle: string) =>
    `I just took the Founder Readiness Quiz and my result is "${bandTitle}". Find out if you're ready for a community-backed grant:`,
} as const;

/** The scale shared by the questions whose answers are simply 2, 1 or 0. */
const scale = (high: string, mid: string, low: string): FounderAnswer[] => [
  { label: high, value: 2 },
  { label: mid, value: 1 },
  { label: low, value: 0 },
];

export const founderQuestions: FounderQuestion[] = [
  {
    id: 1,
    text: "Where are you in your startup journey?",
    answers: [
      { label: "Idea stage", value: 2 },
      { label: "Building a prototype or testing with early users", value: 2 },
      { label: "Early traction or pilot revenue", value: 1 },
      { label: "Already raised equity or debt", value: -1 },
    ],
    disqualify_if_value: -1,
    disqualify_message:
      "Staking® is designed for founders *before* outside equity or debt. You may still explore our learning resources.",
  },
  {
    id: 2,
    text: "What is your main goal for raising a grant?",
    answers: [
      { label: "Test or research my idea", value: 2 },
      { label: "Launch a small pilot or MVP", value: 2 },
      { label: "Rally early believers", value: 1 },
      { label: "Replace friends and family funding", value: 1 },
    ],
  },
  {
    id: 3,
    text: "How comfortable are you inviting a community to support you gift-first?",
    answers: scale("Very comfortable", "Somewhat comfortable", "Not comfortable yet"),
  },
  {
    id: 4,
    text: "How do you feel about sharing updates, milestones and learnings?",
    answers: scale(
      "I love sharing openly",
      "I can share occasionally",
      "I prefer to keep things private",
    ),
  },
  {
    id: 5,
    text: "How open are you to mentoring and coaching?",
    answers: scale(
      "Very open, I actively seek it",
      "Open when needed",
      "I prefer to figure things out alone",
    ),
  },
  {
    id: 6,
    text: "Can you tell a compelling story about your venture in 60 seconds?",
    answers: scale("Yes, I pitch it often", "Mostly, it needs polish", "Not yet"),
  },
  {
    id: 7,
    text: "How do you think about early capital?",
    answers: [
      { label: "Fuel for learning", value: 2 },
      { label: "Validation", value: 1 },
      { label: "Survival money", value: 0 },
    ],
  },
  {
    id: 8,
    text: "Which signals do you already have?",
    answers: [
      { label: "User interest", value: 2 },
      { label: "A prototype", value: 2 },
      { label: "Partnerships or pilot results", value: 2 },
      { label: "None yet", value: 0 },
    ],
  },
  {
    id: 9,
    text: "What is your commitment over the next 6–12 months?",
    answers: [
      { label: "All-in", value: 2 },
      { label: "Part-time", value: 1 },
      { label: "Just testing", value: 0 },
    ],
  },
  {
    id: 10,
    text: "Do you have a team or a network to build with?",
    answers: scale(
      "Yes, a committed team or strong network",
      "A few people I can call on",
      "Not yet, I'm solo",
    ),
  },
  {
    id: 11,
    text: "Would you invite your stakers to continue with you, for example to invest up to 10× their stake?",
    answers: scale("Absolutely", "Maybe, depending on terms", "No"),
  },
  {
    id: 12,
    text: "How willing are you to share your journey with the community?",
    answers: scale("Very willing", "Somewhat willing", "Not willing"),
  },
];

export const founderBands: ResultBand[] = [
  {
    min: 0,
    max: 8,
    title: "The Explorer",
    icon: "🚧",
    description:
      "You're early in the journey. Build your foundations first: learn how community grants work, sharpen your story and gather your first signals.",
    ctas: [{ label: "Learn About Staking® Grants ➜", target: "/education" }],
  },
  {
    min: 9,
    max: 16,
    title: "The Builder",
    icon: "💡",
    description:
      "You have real momentum. With some coaching on storytelling and community building you'll be ready to raise a Staking® grant.",
    ctas: [{ label: "Apply for Coaching ➜", target: "/founder-signup" }],
  },
  {
    min: 17,
    max: 24,
    title: "The Staking®-Ready Founder",
    icon: "🔥",
    description:
      "You're ready to invite a community to back your journey. Apply now and start raising a no-equity, no-debt Staking® grant.",
    ctas: [{ label: "Start Raising ➜", target: "/founder-signup" }],
  },
];

export const grantSizingHeaders = {
  grant_size: "Grant Size",
  average_venturestake: "Average VentureStake",
  estimated_stakers: "Estimated Stakers",
  runway: "Runway (months)",
} as const;

export const grantSizingRows: GrantSizingRow[] = [
  {
    grant_size: "$25,000",
    average_venturestake: "80–120",
    estimated_stakers: "210–310",
    runway: "6–8",
  },
  {
    grant_size: "$50,000",
    average_venturestake: "80–120",
    estimated_stakers: "420–625",
    runway: "9–12",
  },
  {
    grant_size: "$100,000",
    average_venturestake: "80–120",
    estimated_stakers: "830–1,250",
    runway: "12–18",
  },
];
