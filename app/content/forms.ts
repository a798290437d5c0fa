import { QAI_ABBREVIATION, QAI_NAME } from "./education.ts";
import { path } from "./paths.ts";

// The three native forms of docs/architecture.md D3 (docs/product.md#native-forms:
// /launch-arena, /founder-signup, /qai-enrollment): headings, fields, choices and the
// confirmation copy.

export const FORM_NAMES = ["launch-arena", "founder-signup", "qai-enrollment"] as const;
export type FormName = (typeof FORM_NAMES)[number];

export type FormField = {
  name: string;
  label: string;
  kind: "text" | "email" | "url" | "select" | "textarea";
  required: boolean;
  options?: readonly string[];
  autoComplete?: string;
  hint?: string;
  placeholder?: string;
  /** Suggestions offered as the field is typed in (a free answer stays possible). */
  suggest?: "openArenas";
};

export type FormDefinition = {
  name: FormName;
  path: string;
  heading: string;
  subtitle: string;
  description: string;
  submitLabel: string;
  /** What the submitter's confirmation e-mail is about. */
  subject: string;
  successTitle: string;
  successBody: string;
  fields: FormField[];
};

export const arenaTypes = ["University", "Community", "Network"] as const;
export const communitySizes = [
  "Under 100 members",
  "100–500 members",
  "500–2,000 members",
  "2,000–10,000 members",
  "More than 10,000 members",
] as const;
export const arenaTimelines = [
  "Within 3 months",
  "3–6 months",
  "6–12 months",
  "Just exploring",
] as const;
export const founderStages = [
  "Idea stage",
  "Building a prototype",
  "Testing with early users",
  "Early traction or pilot revenue",
] as const;
export const grantSizes = ["$25K", "$50K", "$100K"] as const;
export const referralSources = [
  "A friend or colleague",
  "My university or community",
  "Social media",
  "Newsletter or article",
  "Search engine",
  "Event or talk",
  "Other",
] as const;
export const qaiProfessions = [
  "Angel investor",
  "Founder",
  "Financial professional",
  "Attorney or accountant",
  "Student",
  "Other professional",
] as const;
export const qaiStarts = [
  "As soon as possible",
  "Next month",
  "In 2–3 months",
  "Not sure yet",
] as const;

/** The honeypot's name: visually hidden, so only bots fill it. */
export const HONEYPOT_FIELD = "homepage";

export const launchArenaForm: FormDefinition = {
  name: "launch-arena",
  path: path("/launch-arena"),
  heading: "Launch Your Arena",
  subtitle: "Start activating innovation in your community today",
  description:
    "Tell us about your university, community or network. We will reply within two business days to plan a demo and your first Arena round.",
  submitLabel: "Launch My Arena",
  subject: "your Arena request",
  successTitle: "Thank you — your Arena request is in!",
  successBody:
    "We have e-mailed you a confirmation. Someone from the team will contact you within two business days to schedule a demo.",
  fields: [
    {
      name: "organization",
      label: "Organisation",
      kind: "text",
      required: true,
      autoComplete: "organization",
    },
    { name: "arenaType", label: "Arena type", kind: "select", required: true, options: arenaTypes },
    {
      name: "contactName",
      label: "Contact name",
      kind: "text",
      required: true,
      autoComplete: "name",
    },
    { name: "email", label: "Email", kind: "email", required: true, autoComplete: "email" },
    {
      name: "role",
      label: "Your role",
      kind: "text",
      required: true,
      autoComplete: "organization-title",
      placeholder: "e.g. Director of Entrepreneurship",
    },
    {
      name: "communitySize",
      label: "Community size",
      kind: "select",
      required: true,
      options: communitySizes,
    },
    {
      name: "region",
      label: "Region",
      kind: "text",
      required: true,
      placeholder: "City, state or country",
    },
    {
      name: "timeline",
      label: "Timeline",
      kind: "select",
      required: true,
      options: arenaTimelines,
    },
    {
      name: "message",
      label: "Message",
      kind: "textarea",
      required: false,
      hint: "Optional: your goals, questions or anything we should know.",
    },
  ],
};

export const founderSignupForm: FormDefinition = {
  name: "founder-signup",
  path: path("/founder-signup"),
  heading: "Apply as a Founder",
  subtitle: "Apply for a no-equity, no-debt community grant round.",
  description:
    "Staking grants are for idea-stage and early-stage founders who have not taken outside equity or debt. Applications take about five minutes.",
  submitLabel: "Submit Application",
  subject: "your founder application",
  successTitle: "Application received!",
  successBody:
    "We have e-mailed you a confirmation. The Arena team reviews applications every two weeks and will contact you about pitching to the community.",
  fields: [
    { name: "name", label: "Full name", kind: "text", required: true, autoComplete: "name" },
    { name: "email", label: "Email", kind: "email", required: true, autoComplete: "email" },
    { name: "startupName", label: "Startup name", kind: "text", required: true },
    { name: "stage", label: "Stage", kind: "select", required: true, options: founderStages },
    {
      name: "pitch",
      label: "One-line pitch",
      kind: "text",
      required: true,
      hint: "One sentence, up to 160 characters.",
    },
    {
      name: "website",
      label: "Website",
      kind: "url",
      required: false,
      autoComplete: "url",
      placeholder: "https://",
      hint: "Optional.",
    },
    {
      name: "arena",
      label: "Arena",
      kind: "text",
      required: true,
      suggest: "openArenas",
      hint: "An open Arena's name from the list, or the university, community or network you want to pitch to.",
    },
    {
      name: "grantSize",
      label: "Grant size sought",
      kind: "select",
      required: true,
      options: grantSizes,
    },
    {
      name: "heardFrom",
      label: "How did you hear about us?",
      kind: "select",
      required: true,
      options: referralSources,
    },
  ],
};

export const qaiEnrollmentForm: FormDefinition = {
  name: "qai-enrollment",
  path: path("/qai-enrollment"),
  heading: "QAI Professional Enrollment",
  subtitle: `Enroll in the ${QAI_NAME} (${QAI_ABBREVIATION}) certification — $249, one-time.`,
  description:
    "Leave your details and we will send your enrollment link, the exam manual and access to the video course.",
  submitLabel: "Enroll Now",
  subject: "your QAI enrollment",
  successTitle: "You're on the list!",
  successBody:
    "We have e-mailed you a confirmation. Your enrollment link and course access follow within one business day.",
  fields: [
    { name: "name", label: "Full name", kind: "text", required: true, autoComplete: "name" },
    { name: "email", label: "Email", kind: "email", required: true, autoComplete: "email" },
    {
      name: "profession",
      label: "Profession",
      kind: "select",
      required: true,
      options: qaiProfessions,
    },
    {
      name: "organization",
      label: "Organisation",
      kind: "text",
      required: false,
      autoComplete: "organization",
      hint: "Optional.",
    },
    {
      name: "linkedin",
      label: "LinkedIn URL",
      kind: "url",
      required: false,
      placeholder: "https://www.linkedin.com/in/…",
      hint: "Optional.",
    },
    {
      name: "preferredStart",
      label: "Preferred start",
      kind: "select",
      required: true,
      options: qaiStarts,
    },
  ],
};

export const formDefinitions: Record<FormName, FormDefinition> = {
  "launch-arena": launchArenaForm,
  "founder-signup": founderSignupForm,
  "qai-enrollment": qaiEnrollmentForm,
};

/** Shown with HTTP 429 when one address sends too many forms. */
export const RATE_LIMITED_MESSAGE =
  "Too many submissions from your network. Please wait a minute and try again.";

/** /launch-arena's list of communities already waiting (docs/architecture.md D24). */
export const waitingCommunitiesText = {
  heading: "Already waiting in your community",
  count: (count: number, name: string) => `${count}+ from ${name}`,
} as const;
