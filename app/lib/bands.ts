/** A scored range [min, max], inclusive at both ends (spec §3 'Result band or tier'). */
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

/** A share link: the page's origin plus a path and fragment (spec §2: {origin}/…#…). */
export function shareUrl(origin: string, path: string, hash: string): string {
  return `${origin.replace(/\/+$/, "")}${path}${hash}`;
}
