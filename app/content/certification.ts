import { siteConfig } from "../lib/site-config.ts";

// The investor-education and certification programme page (docs/product.md#education;
// route /certification per docs/architecture.md D4).

export const programmeFigures = {
  maxInvestments: 50,
  simulationPeriod: "2-week",
  microQuizzes: "50+",
  curriculumTopics: 12,
  moduleSets: 14,
  videoHours: 10,
  examQuestions: 100,
  examHours: 3.25,
  passingScore: "70%",
} as const;

const f = programmeFigures;

export const certificationHero = {
  kicker: "Investor education & certification",
  title: "Angel Investor Certification Program",
  subtitle: `Learn startup investing the way ${siteConfig.brand} teaches it: study the method, make up to ${f.maxInvestments} startup investments in a fantasy simulation, then prove what you know in the certification exam.`,
  cta: "Enroll in the Program",
  secondary: "Try the Free Sample Exam",
};

/** The headline figures, shown as stat tiles. */
export const programmeStats = [
  {
    value: `Up to ${f.maxInvestments}`,
    label: `startup investments over a ${f.simulationPeriod} period`,
  },
  { value: f.microQuizzes, label: "micro-quizzes" },
  { value: String(f.curriculumTopics), label: "curriculum topics" },
  { value: String(f.moduleSets), label: "module sets" },
  { value: `${f.videoHours} hours`, label: "of video" },
  { value: `${f.examQuestions} questions`, label: `exam in ${f.examHours} hours` },
  { value: f.passingScore, label: "passing score" },
] as const;

export const benefitsTitle = "Why Join the Program";
export const benefits = [
  {
    title: "Learn by doing",
    description: `A fantasy startup-investing simulation lets you make up to ${f.maxInvestments} startup investments over a ${f.simulationPeriod} period — with play tokens, so mistakes cost nothing.`,
  },
  {
    title: "Check yourself as you go",
    description: `${f.microQuizzes} micro-quizzes after each lesson show what has stuck and what to review.`,
  },
  {
    title: "A complete curriculum",
    description: `${f.curriculumTopics} curriculum topics in ${f.moduleSets} module sets and ${f.videoHours} hours of video, from business models to exits.`,
  },
  {
    title: "A credential that means something",
    description: `Pass an exam of ${f.examQuestions} questions in ${f.examHours} hours with a score of ${f.passingScore} or more to earn your certificate.`,
  },
  {
    title: "Learn with your community",
    description:
      "Study alongside members of your Arena, compare simulated portfolios and discuss real founder journeys.",
  },
  {
    title: "Built on research",
    description: `The method behind ${siteConfig.brand} rests on 25,000 hours of research into how early-stage investors succeed and fail.`,
  },
];

export const curriculumTitle = "12 Curriculum Topics";
export const curriculumTopics = [
  "The startup landscape and how venture works",
  "Business models and revenue types",
  "Founders, teams and early signals",
  "Market sizing and competition",
  "Valuation methods",
  "Cap tables, dilution and option pools",
  "Convertible notes and SAFEs",
  "Preferred stock and term sheets",
  "Due diligence and risk",
  "Portfolio strategy and follow-on rounds",
  "Exits: acquisitions, acquihires and IPOs",
  "Ethics, regulation and community investing",
];

export const stepsTitle = "How the Program Works";
export const steps = [
  {
    number: 1,
    title: "Enroll and study",
    description: `Start the ${f.moduleSets} module sets and ${f.videoHours} hours of video at your own pace.`,
  },
  {
    number: 2,
    title: "Quiz yourself",
    description: `Complete the ${f.microQuizzes} micro-quizzes; each one unlocks the next module.`,
  },
  {
    number: 3,
    title: "Play the simulation",
    description: `Make up to ${f.maxInvestments} startup investments over a ${f.simulationPeriod} period and review how your portfolio performs.`,
  },
  {
    number: 4,
    title: "Take the exam",
    description: `Answer ${f.examQuestions} questions in ${f.examHours} hours. A score of ${f.passingScore} earns your certificate.`,
  },
];

export const testimonialsTitle = "From Our Graduates";
export const testimonials = [
  {
    name: "Kofi Mensah",
    role: "Engineer and first-time angel",
    quote:
      "The simulation was humbling: my first ten picks were all safe bets and none broke out. By the end of the two weeks I understood why portfolio size matters.",
  },
  {
    name: "Laura Chen",
    role: "Program manager, university venture club",
    quote:
      "We ran the programme with twenty students. The micro-quizzes kept everyone on pace and the exam gave them something concrete for their résumés.",
  },
  {
    name: "Rafael Ortiz",
    role: "Founder turned investor",
    quote:
      "I had raised two rounds but never sat on the other side of the table. The term-sheet modules changed how I negotiate and how I invest.",
  },
];

export const certificationCta = {
  title: "Ready to Get Certified?",
  text: "Enroll today, or try the free sample exam first to see where you stand.",
};
