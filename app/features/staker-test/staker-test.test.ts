import { describe, expect, it } from "vitest";
import { stakerPlans, stakerQuestions, stakerTestMeta, stakerTiers } from "~/content/staker-test";
import { slugify } from "~/lib/bands";
import { formatLevel, planForBudget, stakerScore, stakerTier } from "./staker-test";

describe("staker test content", () => {
  it("has 8 questions: 7 scored 0/1/2 and a numeric budget question with the spec's choices", () => {
    expect(stakerQuestions).toHaveLength(8);
    for (const q of stakerQuestions.slice(0, 7))
      expect(q.answers.map((a) => a.value).sort()).toEqual([0, 1, 2]);
    expect(stakerQuestions[7].type).toBe("numeric");
    expect(stakerQuestions[7].answers.map((a) => [a.label, a.value])).toEqual([
      ["$100", 100],
      ["$500", 500],
      ["$1,000", 1000],
      ["$5,000", 5000],
      ["$10,000+", 10000],
    ]);
  });

  it("tiers: Observer, Explorer and the role-named top tier with its CTAs", () => {
    expect(stakerTiers.map((t) => [t.min, t.max, t.title])).toEqual([
      [0, 5, "The Observer"],
      [6, 9, "The Explorer"],
      [10, 14, "The VentureStaker"],
    ]);
    expect(stakerTiers[0].ctas[0].target).toBe("/about");
    expect(stakerTiers[1].ctas[0].target).toBe("/venturestakers");
    expect(stakerTiers[2].ctas).toEqual([
      { label: "Create Account", target: "/waitlist" },
      { label: "Learn How It Works", target: "#why-venturestaker" },
    ]);
  });
});

describe("tier selection on every boundary", () => {
  it.each([
    [0, "The Observer"],
    [5, "The Observer"],
    [6, "The Explorer"],
    [9, "The Explorer"],
    [10, "The VentureStaker"],
    [14, "The VentureStaker"],
    [15, "The Observer"], // out of range → first tier
    [-1, "The Observer"],
  ])("score %i → %s", (score, title) => {
    expect(stakerTier(score).title).toBe(title);
  });

  it("scores only the first 7 answers (the budget is not a score)", () => {
    expect(stakerScore([2, 2, 2, 2, 2, 0, 0, 10000])).toBe(10);
    expect(stakerScore([1, 1, 1, 1, 1, 1, 0, 100])).toBe(6);
  });
});

describe("plan selection by budget", () => {
  it.each([
    [100, "$100"],
    [500, "$500"],
    [1000, "$1,000"],
    [5000, "$5,000"],
    [10000, "$10,000"],
    [20000, "$10,000"],
    [250, "$100"], // no matching row → first row
    [0, "$100"],
  ])("budget %i → plan %s", (budget, level) => {
    expect(planForBudget(budget).level).toBe(level);
  });

  it("formats levels with thousands separators", () => {
    expect(formatLevel(100)).toBe("$100");
    expect(formatLevel(1000)).toBe("$1,000");
    expect(formatLevel(10000)).toBe("$10,000");
    expect(stakerPlans.find((p) => p.level === "$5,000")?.investing_power).toBe("$2,000–$2,500");
  });

  it("names the image after the slug of the result title", () => {
    expect(stakerTestMeta.imageFileName(slugify("The VentureStaker"))).toBe(
      "venturestaker-the-venturestaker.png",
    );
    expect(stakerTestMeta.imageFileName(slugify("The Observer"))).toBe(
      "venturestaker-the-observer.png",
    );
  });
});
