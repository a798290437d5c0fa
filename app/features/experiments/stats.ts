// Statistics of the hero A/B test (docs/architecture.md D9). Pure functions, unit-tested against
// hand-computed values.

/** z for a two-sided 95% interval. */
export const Z_95 = 1.959963984540054;

/**
 * Complementary error function (W. J. Cody's rational approximations as in
 * Numerical Recipes `erfcc`: fractional error below 1.2e-7 everywhere).
 */
export function erfc(x: number): number {
  const z = Math.abs(x);
  const t = 1 / (1 + 0.5 * z);
  const r =
    t *
    Math.exp(
      -z * z -
        1.26551223 +
        t *
          (1.00002368 +
            t *
              (0.37409196 +
                t *
                  (0.09678418 +
                    t *
                      (-0.18628806 +
                        t *
                          (0.27886807 +
                            t *
                              (-1.13520398 +
                                t * (1.48851587 + t * (-0.82215223 + t * 0.17087277)))))))),
    );
  return x >= 0 ? r : 2 - r;
}

/** Two-sided p-value of a standard normal statistic. */
export function twoSidedP(z: number): number {
  return Math.min(1, erfc(Math.abs(z) / Math.SQRT2));
}

/** A rate in %: e.g. the primary clicks / page views × 100; 0 with no trials. */
export function conversionRate(primaryClicks: number, pageViews: number): number {
  return pageViews > 0 ? (primaryClicks / pageViews) * 100 : 0;
}

/** Shown with 2 decimals (docs/product.md#hero-test). */
export function formatRate(rate: number): string {
  return `${rate.toFixed(2)}%`;
}

/** Wilson score interval for x successes in n trials, as proportions; null with n = 0. */
export function wilsonInterval(
  x: number,
  n: number,
  z = Z_95,
): { low: number; high: number } | null {
  if (n <= 0) return null;
  const p = Math.min(x, n) / n;
  const z2 = z * z;
  const denom = 1 + z2 / n;
  const center = (p + z2 / (2 * n)) / denom;
  const half = (z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / denom;
  return { low: Math.max(0, center - half), high: Math.min(1, center + half) };
}

/**
 * Pooled two-proportion z-test of x1/n1 against x2/n2. Returns null when a group has
 * no trials; p = 1 when both rates are 0 or 1 (no variance, no evidence of a difference).
 */
export function twoProportionTest(
  x1: number,
  n1: number,
  x2: number,
  n2: number,
): { z: number; p: number } | null {
  if (n1 <= 0 || n2 <= 0) return null;
  const s1 = Math.min(x1, n1);
  const s2 = Math.min(x2, n2);
  const pooled = (s1 + s2) / (n1 + n2);
  const se = Math.sqrt(pooled * (1 - pooled) * (1 / n1 + 1 / n2));
  if (se === 0) return { z: 0, p: 1 };
  const z = (s1 / n1 - s2 / n2) / se;
  return { z, p: twoSidedP(z) };
}

/**
 * Sample-ratio-mismatch check: chi-square goodness of fit of the visitor counts against
 * the intended 50/50 split (1 degree of freedom, so p = erfc(sqrt(chi2 / 2))).
 */
export function sampleRatioTest(a: number, b: number): { chi2: number; p: number } | null {
  const total = a + b;
  if (total <= 0) return null;
  const expected = total / 2;
  const chi2 = ((a - expected) ** 2 + (b - expected) ** 2) / expected;
  return { chi2, p: Math.min(1, erfc(Math.sqrt(chi2 / 2))) };
}

export const SIGNIFICANCE = 0.05;
export const SRM_THRESHOLD = 0.001;

export type VariantCounts = {
  variant: "A" | "B";
  pageViews: number;
  primaryClicks: number;
  secondaryClicks: number;
  uniqueVisitors: number;
  /** Waitlist sign-ups of visitors who saw this variant (with measurement consent). */
  signups: number;
  /** Of those, the ones whose e-mail is confirmed. */
  confirmedSignups: number;
};

export type VariantResult = VariantCounts & {
  /** Secondary metric: primary CTA clicks per page view (docs/product.md#hero-test), with its interval. */
  conversionRate: number;
  interval: { low: number; high: number } | null;
  /** Primary metric (ADR 186): sign-ups per unique visitor, %, with its 95% interval. */
  signupRate: number;
  signupInterval: { low: number; high: number } | null;
  /** From the primary metric. */
  badge: "Winner" | "Leading" | null;
};

export type ExperimentResults = {
  variants: VariantResult[];
  /** p-value of the difference in sign-up rate (the primary metric). */
  pValue: number | null;
  /** p-value of the difference in CTA click-through (secondary). */
  ctaPValue: number | null;
  sampleRatioMismatch: boolean;
  srmP: number | null;
};

/**
 * The hero test is judged on sign-ups (ADR 186): 'Winner' only when a variant's sign-up
 * rate is strictly higher AND the difference is significant (p < 0.05); 'Leading' when
 * strictly higher but not significant; no badge on a tie (docs/architecture.md D9). CTA
 * click-through is shown beside it as a secondary metric, with its own p-value.
 */
export function analyze(a: VariantCounts, b: VariantCounts): ExperimentResults {
  const primary = twoProportionTest(a.signups, a.uniqueVisitors, b.signups, b.uniqueVisitors);
  const cta = twoProportionTest(a.primaryClicks, a.pageViews, b.primaryClicks, b.pageViews);
  const signupRateA = conversionRate(a.signups, a.uniqueVisitors);
  const signupRateB = conversionRate(b.signups, b.uniqueVisitors);
  const significant = primary !== null && primary.p < SIGNIFICANCE;
  const badge = (mine: number, other: number) =>
    mine > other ? (significant ? "Winner" : "Leading") : null;
  const srm = sampleRatioTest(a.uniqueVisitors, b.uniqueVisitors);
  const result = (v: VariantCounts, mine: number, other: number): VariantResult => ({
    ...v,
    conversionRate: conversionRate(v.primaryClicks, v.pageViews),
    interval: wilsonInterval(v.primaryClicks, v.pageViews),
    signupRate: mine,
    signupInterval: wilsonInterval(v.signups, v.uniqueVisitors),
    badge: badge(mine, other),
  });
  return {
    variants: [result(a, signupRateA, signupRateB), result(b, signupRateB, signupRateA)],
    pValue: primary?.p ?? null,
    ctaPValue: cta?.p ?? null,
    sampleRatioMismatch: srm !== null && srm.p < SRM_THRESHOLD,
    srmP: srm?.p ?? null,
  };
}
