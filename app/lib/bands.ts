/**
 * A scored range [min, max], inclusive at both ends (docs/product.md#founder-quiz, #staker-test).
 */
export type Ranged = { min: number; max: number };

/** The first band whose range holds the score, or undefined. */
export function findBand<T extends Ranged>(bands: readonly T[], score: number): T | undefined {
  return bands.find((b) => b.min <= score && score <= b.max);
}

/** A URL-safe slug of a title: 'The Staking®-Ready Founder' → 'the-staking-ready-founder'. */
export function slugify(title: string): string {
  return title
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/**
 * A share link: the page's origin plus a path and fragment (docs/product.md#result-sharing:
 * {origin}/…#…).
 */
export function shareUrl(origin: string, path: string, hash: string): string {
  return `${origin.replace(/\/+$/, "")}${path}${hash}`;
}

/**
 * A quiz result carried to a form in its URL (docs/product.md#founder-quiz):
 * `?quiz=founder&band=the-builder&score=14`.
 */
export function resultQuery(quiz: string, bandTitle: string, score: number): string {
  return new URLSearchParams({ quiz, band: slugify(bandTitle), score: String(score) }).toString();
}

/**
 * The result a URL carries, when it names `quiz`, one of `bands` by its slug and a whole
 * score inside that band's range; anything else is ignored (null).
 */
export function resultFromQuery<T extends Ranged & { title: string }>(
  params: URLSearchParams,
  quiz: string,
  bands: readonly T[],
): { band: T; score: number } | null {
  if (params.get("quiz") !== quiz) return null;
  const band = bands.find((b) => slugify(b.title) === params.get("band"));
  const raw = params.get("score") ?? "";
  const score = /^\d{1,3}$/.test(raw) ? Number(raw) : NaN;
  if (!band || !(band.min <= score && score <= band.max)) return null;
  return { band, score };
}
