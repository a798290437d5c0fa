// Copy of the admin area and /auth (docs/product.md#admin): written once, for components and tests.
import { SUSPENDED_SIGN_IN, TOO_MANY_ATTEMPTS } from "../lib/auth-messages.ts";
import { adminSignInNotices } from "./notices.ts";

export const authCopy = {
  signIn: {
    title: "Admin Login",
    subtitle: "Sign in to manage articles",
    submit: "Sign In",
    toggle: "Need an account? Sign up",
  },
  signUp: {
    title: "Create Account",
    subtitle: "Sign up for an admin account",
    submit: "Sign Up",
    toggle: "Already have an account? Sign in",
  },
  loading: "Loading...",
  ...adminSignInNotices,
  errorTitle: "Error",
  fallbackError: "An error occurred",
  emailRequired: "Email is required",
  emailInvalid: "Please enter a valid email address",
  passwordRequired: "Password is required",
  passwordShort: "Password must be at least 6 characters",
  rateLimited: TOO_MANY_ATTEMPTS,
  /** ADR 180: admin actions need a sign-in within the last 12 hours. */
  reauth: {
    title: "Confirm your password",
    description:
      "You signed in more than 12 hours ago. Please enter your password again to use the admin area.",
    password: "Password",
    submit: "Confirm",
  },
} as const;

export const adminCopy = {
  loading: "Loading...",
  deniedTitle: "Access Denied",
  deniedText: "You don't have admin permissions.",
  backHome: "Back to Home",
  title: "Admin Dashboard",
  logout: "Logout",
  /** The section navigation's accessible name. */
  sectionsLabel: "Admin sections",
  tabs: {
    articles: "Articles",
    overview: "Overview",
    members: "Members",
    abTests: "A/B Tests",
    submissions: "Submissions",
    audit: "Audit Log",
    milestones: "Milestones",
    communities: "Communities",
    arenas: "Arenas",
    broadcasts: "Broadcasts",
  },
  roleCheckFailed: "Failed to check admin role",
  forbidden: "You don't have admin permissions.",
} as const;
/** A period's label among the admin charts' period choices. */
const lastDays = (days: number) => `Last ${days} days`;

export const abCopy = {
  title: "A/B Test Results",
  subtitle: "Hero messaging test performance",
  refresh: "Refresh Data",
  loading: "Loading A/B test results...",
  variant: (v: string) => `Variant ${v}`,
  pageViews: "Page Views",
  primaryClicks: "Primary CTA Clicks",
  secondaryClicks: "Secondary CTA Clicks",
  conversionRate: "Conversion Rate",
  uniqueVisitors: "Unique Visitors",
  confidence: "95% CI",
  pValue: "p-value of the difference",
  srmWarning:
    "Sample ratio mismatch: the split of visitors departs from 50/50 beyond chance (p < 0.001). Check the assignment before trusting these results.",
  failed: "Failed to load A/B test results",
  daily: {
    heading: "Day by day",
    period: lastDays,
    pageViews: "Page views per day",
    rate: "Conversion rate per day, with its 95% interval",
    showData: "Show the data as a table",
    day: "Day",
    noViews: "No page views in this period.",
    noSignups: "No sign-ups in this period.",
    noRate: "No page views in this period, so no rate to show.",
  },
  details: {
    heading: "Test Details",
    rows: [
      ["Test Name", "hero-messaging"],
      ["Split", "50/50 random assignment"],
      // ADR 186 (docs/architecture.md D21): judged on sign-ups; clicks are secondary.
      ["Primary Metric", "Sign-up rate (waitlist sign-ups per unique visitor)"],
      ["Secondary Metric", "CTA click-through rate"],
      ["Tracking", "page views, primary CTA clicks, secondary CTA clicks, waitlist sign-ups"],
    ],
  },
  // Sign-ups per variant, stopping and restarting the test (ADR 186).
  signups: "Sign-ups",
  confirmedSignups: "Confirmed sign-ups",
  signupRate: "Sign-up rate",
  primary: "Primary metric: sign-ups per visitor",
  secondary: "Secondary metric: CTA click-through",
  ctaPValue: "p-value of the CTA difference",
  dailySignups: "Sign-ups per day",
  stop: {
    button: "Stop Test",
    title: "Stop the hero test",
    description:
      "Every visitor will see the variant you choose, no more events are recorded, and this run's figures are kept as they are.",
    showA: "Show variant A to everyone",
    showB: "Show variant B to everyone",
    choose: "Variant to show",
    reason: "Reason",
    reasonHint: "Why the test ends (kept with the run and in the audit log).",
    cancel: "Cancel",
    done: "Hero test stopped",
    already: "The hero test is already stopped.",
  },
  stopped: (date: string, variant: string) =>
    `Stopped on ${date}: showing variant ${variant} to everyone`,
  restart: "Restart Test",
  restarted: "Hero test restarted",
  alreadyRunning: "The hero test is already running.",
  earlierRuns: "Earlier runs",
  runLabel: (run: number, from: string, to: string | null) =>
    `Run ${run}: ${from} – ${to ?? "now"}`,
} as const;

export const submissionsCopy = {
  heading: "Form Submissions",
  forms: {
    "launch-arena": "Launch an Arena",
    "founder-signup": "Founder Applications",
    "qai-enrollment": "QAI Enrollment",
  },
  empty: "No submissions yet.",
  exportCsv: "Export CSV",
  view: "View",
  detailTitle: "Submission details",
  columns: {
    date: "Date",
    email: "Email",
    fields: "Fields",
    variant: "Hero Variant",
    actions: "Actions",
  },
  urlParams: "URL Parameters",
  quizResult: "Quiz result",
  none: "None",
} as const;

/** The Members tab and a member's page (ADR 161). */
export const memberAdminCopy = {
  heading: "Members",
  search: "Search members",
  searchButton: "Search",
  statusFilter: "Status",
  anyStatus: "All",

  status: {
    active: "Confirmed",
    unconfirmed: "Unconfirmed",
    suspended: "Suspended",
    flagged: "Flagged",
  },
  columns: {
    name: "Name",
    email: "Email",
    points: "Points",
    referrals: "Referrals",
    status: "Status",
    joined: "Joined",
  },
  exportCsv: "Export CSV",
  empty: "No members match.",
  previous: "Previous",
  next: "Next",
  page: (n: number) => `Page ${n}`,
  back: "Back to Members",
  profile: "Profile",
  nickname: "Nickname",
  ledger: "Points ledger",
  ledgerColumns: { date: "Date", description: "Description", points: "Points" },
  referralsMade: "Referrals made",
  referralColumns: {
    member: "Referred member",
    status: "Status",
    date: "Date",
    flags: "Flags",
    actions: "Actions",
  },
  referralStatus: { pending: "Pending", joined: "Paid", void: "Void" }, // joined: points paid
  flags: {
    disposable: "Disposable e-mail domain",
    network: "Sign-up burst from one network",
    self: "Self-referral (same address)",
    alias: "Alias of an existing address",
  },
  flagCleared: "Cleared",
  approved: "Approved",
  flagsNote:
    "Flags mark referrals to check. An alias (the mailbox of an existing account, or of one already paid for) is not paid until approved: 'Approve Referral' pays it, at once or when the member confirms. 'Void Referral' takes a referral and its points back; 'Clear Flag' marks it checked.",
  noReferrals: "No referrals yet.",
  referredBy: "Referred by",
  nobody: "Nobody",
  deletedMember: "Deleted member",
  reason: "Reason",
  reasonHint: "Kept in the audit log.",
  points: "Points",
  pointsHint: "A whole number from −10,000 to 10,000, not 0.",
  confirm: "Confirm",
  cancel: "Cancel",
  actions: {
    adjust: "Adjust Points",
    void: "Void Referral",
    clearFlag: "Clear Flag",
    approve: "Approve Referral",
    suspend: "Suspend",
    reinstate: "Reinstate",
    resend: "Resend Confirmation",
    delete: "Delete Member",
  },
  toasts: {
    adjust: "Points adjusted.",
    void: "Referral voided.",
    clearFlag: "Flag cleared.",
    approve: "Referral approved.",
    suspend: "Member suspended.",
    reinstate: "Member reinstated.",
    resend: "Confirmation e-mail sent.",
    delete: "Member deleted.",
  },
  errors: {
    reasonRequired: "A reason is required.",
    reasonMax: "The reason must be at most 500 characters.",
    points: "Enter a whole number from -10,000 to 10,000, not 0.",
    notFound: "Member not found.",
    referralNotFound: "Referral not found.",
    alreadyVoid: "This referral is already void.",
    notApprovable: "Only a pending alias referral not yet approved can be approved.",
    alreadySuspended: "This member is already suspended.",
    notSuspended: "This member is not suspended.",
    alreadyConfirmed: "This member has already confirmed their e-mail.",
    self: "You cannot do this to your own account.",
    failed: "The action failed. Please try again.",
  },
  suspendedSince: "Suspended since",
  suspendedSignIn: SUSPENDED_SIGN_IN,
  confirmed: "E-mail confirmed",
  yes: "Yes",
  no: "No",
} as const;

/** The Overview tab (ADR 161). */
export const overviewCopy = {
  heading: "Growth at a glance",
  period: lastDays,
  signups: "Sign-ups per day",
  confirmed: "Confirmed",
  unconfirmed: "Not confirmed",
  joined: "Referrals joined per day",
  totalSignups: "Sign-ups",
  totalJoined: "Referrals joined",
  referralShare: "Share of sign-ups through a referral",
  viral: "Viral coefficient",
  viralHint: "Joined referrals per member who joined in the period",
  topReferrers: "Top referrers",
  noReferrers: "No referrals joined in this period.",
  showData: "Show the data as a table",
  day: "Day",
  member: "Member",
  // The quizzes' funnels (anonymous counts, with measurement consent, ADR 186).
  quizzes: {
    heading: "Quizzes",
    started: "Started",
    finished: "Finished",
    clicked: "Clicked",
    disqualified: "Disqualified",
    /** What 'Clicked' counts, under the funnel. */
    clickedHint: "Clicked: finishers who followed one of their result's calls to action.",
    empty: "Nobody started this quiz in this period.",
    noResults: "No results in this period.",
    /** A step's share of the step before it, rounded: '(75%)'. */
    share: (part: number, whole: number) =>
      whole > 0 ? ` (${Math.round((part / whole) * 100)}%)` : "",
    bands: (quiz: string) => `${quiz}: results by band`,
    band: "Band",
    reached: "Reached",
    summary: (total: number, max: number) => `${total} results, at most ${max} in one band.`,
  },
} as const;
