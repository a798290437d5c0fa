// QAI Sample Exam (docs/product.md#sample-exam).
import { path } from "./paths.ts";
export type ExamQuestion = {
  id: number;
  question: string;
  type: "multiple-choice" | "true-false";
  options: string[];
  correctAnswer: string;
};

export const sampleExamMeta = {
  path: path("/sample-exam"),
  backLabel: "Back to Education",
  backTarget: "/education",
  heading: "QAI Sample Exam",
  subtitle:
    "A free assessment of your angel-investing knowledge. Your results are e-mailed to you.",
  startHeading: "Before you begin",
  nameLabel: "Name",
  emailLabel: "Email",
  startLabel: "Start Quiz",
  previousLabel: "Previous",
  nextLabel: "Next",
  submitLabel: "Submit Quiz",
  submittingLabel: "Submitting...",
  resultsHeading: "Quiz Complete!",
  /**
   * The results' thank-you: it says the results were sent only when they were
   * (docs/product.md#sample-exam).
   */
  thankYou: (name: string, email: string, emailed: boolean) =>
    emailed
      ? `Thank you, ${name}! Your results have been sent to ${email}.`
      : `Thank you, ${name}! We couldn't email your results to ${email}; here they are.`,
  retakeLabel: "Take Quiz Again",
  yourAnswer: "Your answer",
  correctAnswer: "Correct answer",
  mailSubject: "Your QAI Sample Exam results",
} as const;

export const sampleExamToasts = {
  missing: {
    title: "Missing Information",
    description: "Please enter your name and email to start the quiz.",
  },
  invalidEmail: { title: "Invalid Email", description: "Please enter a valid email address." },
  answerRequired: {
    title: "Answer Required",
    description: "Please select an answer before proceeding.",
  },
  sent: { title: "Quiz Completed!", description: "Your results have been emailed to you." },
  failed: {
    title: "Submission Error",
    description: "We couldn't email your results, but you can still see them below.",
  },
} as const;

export const examQuestions: ExamQuestion[] = [
  {
    id: 1,
    question:
      "A website lets creators sell handmade bracelets to buyers and earns a recurring cut of every sale. Which revenue model is this?",
    type: "multiple-choice",
    options: ["Marketplace", "Subscription", "Advertising", "Licensing"],
    correctAnswer: "Marketplace",
  },
  {
    id: 2,
    question:
      "What is the decrease in an existing shareholder's ownership percentage when new shares are issued called?",
    type: "multiple-choice",
    options: ["Dilution", "Liquidation", "Vesting", "Conversion"],
    correctAnswer: "Dilution",
  },
  {
    id: 3,
    question:
      "An investor puts in $300,000 for 15% of a company. The founders hold 800,000 shares bought at $.05 and will own 85% after the round. What is the price per share?",
    type: "multiple-choice",
    options: ["$2.12", "$0.05", "$0.38", "$1.88"],
    correctAnswer: "$2.12",
  },
  {
    id: 4,
    question: "True or false: founders commonly own preferred shares.",
    type: "true-false",
    options: ["True", "False"],
    correctAnswer: "False",
  },
  {
    id: 5,
    question:
      "An investor offers $1.5M for 35% of a company, expects a 45% rate of return and an exit in 7 years. What is the present (post-money) valuation?",
    type: "multiple-choice",
    options: ["$4,285,714", "$2,785,714", "$1,500,000", "$25,000,000"],
    correctAnswer: "$4,285,714",
  },
  {
    id: 6,
    question:
      "True or false: a new investor insisting on preferred shares makes the round a down round.",
    type: "true-false",
    options: ["True", "False"],
    correctAnswer: "False",
  },
  {
    id: 7,
    question:
      "A $600,000 convertible note has a 25% discount, 10% interest and a $15M cap. The company later raises $5M at a $19M post-money valuation with 7,000,000 shares. What is the note's markup?",
    type: "multiple-choice",
    options: ["$800,000", "$600,000", "$150,000", "$1,200,000"],
    correctAnswer: "$800,000",
  },
  {
    id: 8,
    question: "Which risk describes a startup being unable to raise more funds?",
    type: "multiple-choice",
    options: ["Funding", "Market", "Technology", "Execution"],
    correctAnswer: "Funding",
  },
  {
    id: 9,
    question: "Market rejection is more likely when customers see a product as:",
    type: "multiple-choice",
    options: ["a threat", "an upgrade", "a convenience", "a bargain"],
    correctAnswer: "a threat",
  },
  {
    id: 10,
    question:
      "A media site earns money from brand partnerships and e-commerce. Which business model is this?",
    type: "multiple-choice",
    options: ["Community", "Marketplace", "Software as a Service", "Hardware"],
    correctAnswer: "Community",
  },
  {
    id: 11,
    question:
      "A startup has $100,000 in annual recurring revenue and grows 75%, 75%, 125% and 125% over the next four years. What is its ARR in year 5?",
    type: "multiple-choice",
    options: ["$1,550,390", "$400,000", "$875,000", "$2,250,000"],
    correctAnswer: "$1,550,390",
  },
  {
    id: 12,
    question: "Which formula gives the post-money valuation?",
    type: "multiple-choice",
    options: [
      "Investment / Investor's Negotiated Equity Ownership",
      "Investment × Investor's Negotiated Equity Ownership",
      "Pre-money Valuation − Investment",
      "Investment / Total Shares Outstanding",
    ],
    correctAnswer: "Investment / Investor's Negotiated Equity Ownership",
  },
  {
    id: 13,
    question:
      "Which security returns the initial investment first and then a pro-rata share of the common equity as well?",
    type: "multiple-choice",
    options: [
      "Participating Preferred Stock",
      "Non-Participating Preferred Stock",
      "Common Stock",
      "Convertible Note",
    ],
    correctAnswer: "Participating Preferred Stock",
  },
  {
    id: 14,
    question:
      "An investor bought 4M shares for $2M with a full-ratchet anti-dilution provision. The company then raises a round at $.35 per share. Does the provision trigger?",
    type: "true-false",
    options: ["Yes", "No"],
    correctAnswer: "Yes",
  },
  {
    id: 15,
    question:
      "A startup exits through an acquihire: the acquirer pays $1,500,000. An angel investor owns 22.5% of the company and holds no liquidation preference. What is the angel's payout?",
    type: "multiple-choice",
    options: ["$337,500", "$250,000", "$450,000", "$0"],
    correctAnswer: "$337,500",
  },
];
