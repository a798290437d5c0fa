// Copy of the admin area, /auth and the newsletter (spec §2, §5, §8, §9). Written once,
// imported by components and tests.

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
  signedIn: { title: "Success", description: "Logged in successfully" },
  signedUp: { title: "Success", description: "Account created successfully" },
  errorTitle: "Error",
  fallbackError: "An error occurred",
  rateLimited: "Too many attempts. Please wait a minute and try again.",
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
  tabs: { articles: "Articles", abTests: "A/B Tests", submissions: "Submissions" },
  roleCheckFailed: "Failed to check admin role",
  forbidden: "You don't have admin permissions.",
} as const;

export const articleCopy = {
  newArticle: "New Article",
  createTitle: "Create New Article",
  editTitle: "Edit Article",
  create: "Create Article",
  update: "Update Article",
  cancel: "Cancel",
  fields: {
    title: "Title",
    slug: "Slug",
    slugHint: "URL-friendly: lowercase letters, numbers and hyphens",
    description: "Description",
    content: "Content",
    contentHint: "Markdown",
    imageUrl: "Image URL (optional)",
    status: "Status",
  },
  status: { draft: "Draft", published: "Published" },
  empty: "No articles yet. Create your first one!",
  confirmDelete: "Are you sure you want to delete this article?",
  confirmDeleteAction: "Delete",
  validationError: "Validation Error",
  fetchFailed: "Failed to fetch articles",
  saveFailed: "Failed to save article",
  created: "Article created successfully!",
  updated: "Article updated successfully!",
  deleteFailed: "Failed to delete article",
  deleted: "Article deleted successfully!",
  slugTaken: "An article with this slug already exists. Choose another slug.",
  notFound: "Article not found",
  successTitle: "Success",
  errorTitle: "Error",
  draftPreview: "Draft preview: this article is not published and only admins can see it.",
} as const;

/** Spec §5 'Article form (admin)': rules in order with their exact messages; limits of §9. */
export const articleLimits = { title: 200, slug: 200, description: 500, content: 50_000 } as const;
export const articleMessages = {
  titleRequired: "Title is required",
  titleMax: "Title must be less than 200 characters",
  slugRequired: "Slug is required",
  slugMax: "Slug must be less than 200 characters",
  slugPattern: "Slug must only contain lowercase letters, numbers, and hyphens",
  descriptionRequired: "Description is required",
  descriptionMax: "Description must be less than 500 characters",
  contentRequired: "Content is required",
  contentMax: "Content must be less than 50,000 characters",
  imageUrl: "Must be a valid URL",
} as const;

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
  winner: "Winner",
  leading: "Leading",
  srmWarning:
    "Sample ratio mismatch: the split of visitors departs from 50/50 beyond chance (p < 0.001). Check the assignment before trusting these results.",
  failed: "Failed to load A/B test results",
  details: {
    heading: "Test Details",
    rows: [
      ["Test Name", "hero-messaging"],
      ["Split", "50/50 random assignment"],
      ["Primary Metric", "CTA click-through rate"],
      ["Tracking", "page views, primary CTA clicks, secondary CTA clicks"],
    ],
  },
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
  none: "None",
} as const;

export const newsletterCopy = {
  title: "Newsletter",
  heading: "The Newsletter",
  intro: "Insights on community venture, grant staking and founder discovery, in your inbox.",
  subscribeTitle: "Subscribe to the Newsletter",
  subscribeText: "Get the latest articles and programme news delivered to your inbox.",
  subscribe: "Subscribe",
  latest: "Latest Articles",
  readMore: "Read More",
  emptyTitle: "No articles yet",
  emptyText: "Check back soon for the latest insights",
  placeholders: 6,
  ctaTitle: "Never miss an update",
  ctaText: "Join the readers following the community venture movement.",
  ctaButton: "Subscribe Now",
} as const;
