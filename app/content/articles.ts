// Copy of the articles: the admin's article form and list, the article page and the
// newsletter (docs/product.md#articles, #newsletter). Written once, imported by components and
// tests.

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

/**
 * docs/product.md#articles: rules in order with their exact messages, which name the limits
 * from `articleLimits`.
 */
export const articleLimits = { title: 200, slug: 200, description: 500, content: 50_000 } as const;
export const articleMessages = {
  titleRequired: "Title is required",
  titleMax: `Title must be less than ${articleLimits.title} characters`,
  slugRequired: "Slug is required",
  slugMax: `Slug must be less than ${articleLimits.slug} characters`,
  slugPattern: "Slug must only contain lowercase letters, numbers, and hyphens",
  descriptionRequired: "Description is required",
  descriptionMax: `Description must be less than ${articleLimits.description} characters`,
  contentRequired: "Content is required",
  contentMax: `Content must be less than ${articleLimits.content.toLocaleString("en-US")} characters`,
  imageUrl: "Must be a valid URL",
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
