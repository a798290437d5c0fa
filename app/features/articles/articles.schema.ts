import { z } from "zod";
import { articleLimits as L, articleMessages as M } from "~/content/articles";

/**
 * Typed slug input (docs/product.md#articles): lower-cased, each run of whitespace becomes a
 * hyphen.
 */
export function normalizeSlugInput(value: string): string {
  return value.toLowerCase().replace(/\s+/g, "-");
}

const trimmed = () => z.string().trim();

/**
 * docs/product.md#articles: the rules in order. Used by the dialog (first
 * failing rule → 'Validation Error' toast) and by the server action.
 */
export const ArticleSchema = z.object({
  title: trimmed().min(1, M.titleRequired).max(L.title, M.titleMax),
  slug: trimmed()
    .min(1, M.slugRequired)
    .max(L.slug, M.slugMax)
    .regex(/^[a-z0-9-]*$/, M.slugPattern),
  description: trimmed().min(1, M.descriptionRequired).max(L.description, M.descriptionMax),
  content: trimmed().min(1, M.contentRequired).max(L.content, M.contentMax),
  // Only web links: a javascript: or data: URL would be a stored-XSS vector in <img src>.
  image_url: trimmed()
    .refine((v) => v === "" || isWebUrl(v), M.imageUrl)
    .transform((v) => (v === "" ? null : v)),
  status: z.enum(["draft", "published"]),
});

export type ArticleInput = z.input<typeof ArticleSchema>;
export type Article = z.output<typeof ArticleSchema>;

function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/** The message of the first failing rule, or null when valid. */
export function firstArticleError(input: unknown): string | null {
  const result = ArticleSchema.safeParse(input);
  return result.success ? null : (result.error.issues[0]?.message ?? "Invalid article");
}

/** An article as the admin Articles section lists and edits it. */
export type AdminArticle = {
  id: string;
  title: string;
  slug: string;
  description: string;
  content: string;
  imageUrl: string | null;
  status: "draft" | "published";
  createdAt: string;
};
