import { describe, expect, it } from "vitest";
import {
  analyze,
  conversionRate,
  erfc,
  formatRate,
  sampleRatioTest,
  twoProportionTest,
  wilsonInterval,
} from "./stats";

/** `visitors` unique visitors (one page view each) of whom `signups` joined the waitlist. */
const counts = (variant: "A" | "B", visitors: number, signups: number, primaryClicks = 0) => ({
  variant,
  pageViews: visitors,
  primaryClicks,
  secondaryClicks: 0,
  uniqueVisitors: visitors,
  signups,
  confirmedSignups: 0,
});

describe("A/B statistics (hand-computed values)", () => {
  it("erfc matches known values", () => {
    expect(erfc(0)).toBeCloseTo(1, 7);
    expect(erfc(1)).toBeCloseTo(0.157299207, 7);
    expect(erfc(-1)).toBeCloseTo(1.842700793, 7);
  });

  it("conversion rate = primary clicks / page views × 100, 0 with no views, 2 decimals", () => {
    expect(conversionRate(50, 1000)).toBe(5);
    expect(conversionRate(3, 0)).toBe(0);
    expect(formatRate(conversionRate(1, 3))).toBe("33.33%");
    expect(formatRate(0)).toBe("0.00%");
  });

  it("Wilson 95% interval: 50/1000 → [0.03813, 0.06531]; 0/10 → [0, 0.27753]", () => {
    // p = 0.05, z² = 3.8415: centre = (0.05 + 0.0019207)/1.0038415 = 0.051722,
    // half = 1.96·sqrt(0.0000475 + 0.00000096)/1.0038415 = 0.013592.
    const ci = wilsonInterval(50, 1000)!;
    expect(ci.low).toBeCloseTo(0.03813, 5);
    expect(ci.high).toBeCloseTo(0.06531, 5);
    const zero = wilsonInterval(0, 10)!;
    expect(zero.low).toBe(0);
    expect(zero.high).toBeCloseTo(0.27753, 5);
    expect(wilsonInterval(0, 0)).toBeNull();
  });

  it("two-proportion z-test: 50/1000 vs 80/1000 → z = −2.7211, p = 0.00651", () => {
    // pooled = 130/2000 = 0.065; se = sqrt(0.065·0.935·0.002) = 0.0110250; z = −0.03/0.011025.
    const t = twoProportionTest(50, 1000, 80, 1000)!;
    expect(t.z).toBeCloseTo(-2.7211, 4);
    expect(t.p).toBeCloseTo(0.006507, 5);
    expect(twoProportionTest(100, 1000, 110, 1000)!.p).toBeCloseTo(0.46574, 4);
    expect(twoProportionTest(0, 10, 0, 10)!.p).toBe(1);
    expect(twoProportionTest(1, 0, 0, 10)).toBeNull();
  });

  it("sample ratio test: 5000 vs 5400 → chi² = 15.385, p < 0.001; 5000 vs 5050 → p = 0.618", () => {
    const srm = sampleRatioTest(5000, 5400)!;
    expect(srm.chi2).toBeCloseTo(15.3846, 3);
    expect(srm.p).toBeLessThan(0.001);
    expect(srm.p).toBeCloseTo(0.0000877, 6);
    expect(sampleRatioTest(5000, 5050)!.p).toBeCloseTo(0.61795, 4);
    expect(sampleRatioTest(0, 0)).toBeNull();
  });

  it("Winner only when the sign-up rate is strictly higher and p < 0.05", () => {
    const r = analyze(counts("A", 1000, 50), counts("B", 1000, 80));
    expect(r.variants.map((v) => v.badge)).toEqual([null, "Winner"]);
    expect(r.pValue).toBeCloseTo(0.006507, 5);
    expect(r.sampleRatioMismatch).toBe(false);
    // Sign-ups per visitor with its Wilson interval: 50/1000 → 5.00% [3.813%, 6.531%].
    expect(r.variants[0].signupRate).toBeCloseTo(5, 10);
    expect(r.variants[0].signupInterval!.low).toBeCloseTo(0.0381303, 6);
    expect(r.variants[0].signupInterval!.high).toBeCloseTo(0.0653138, 6);
    expect(r.variants[1].signupInterval!.low).toBeCloseTo(0.064748, 5);
  });

  it("judges on sign-ups, not clicks: a variant can win on clicks and lose on sign-ups", () => {
    const r = analyze(counts("A", 1000, 80, 50), counts("B", 1000, 50, 80));
    expect(r.variants.map((v) => v.badge)).toEqual(["Winner", null]);
    expect(r.variants[1].conversionRate).toBeCloseTo(8, 10);
    expect(r.ctaPValue).toBeCloseTo(0.006507, 5);
  });

  it("Leading when strictly higher but not significant", () => {
    const r = analyze(counts("A", 1000, 110), counts("B", 1000, 100));
    expect(r.variants.map((v) => v.badge)).toEqual(["Leading", null]);
  });

  it("no badge on a tie, and none with no data", () => {
    expect(
      analyze(counts("A", 1000, 50), counts("B", 1000, 50)).variants.map((v) => v.badge),
    ).toEqual([null, null]);
    const empty = analyze(counts("A", 0, 0), counts("B", 0, 0));
    expect(empty.variants.map((v) => v.badge)).toEqual([null, null]);
    expect(empty.pValue).toBeNull();
    expect(empty.variants[0].conversionRate).toBe(0);
    expect(empty.variants[0].signupRate).toBe(0);
    expect(empty.variants[0].signupInterval).toBeNull();
  });

  it("flags a sample ratio mismatch", () => {
    expect(analyze(counts("A", 5000, 50), counts("B", 5400, 54)).sampleRatioMismatch).toBe(true);
  });
});
