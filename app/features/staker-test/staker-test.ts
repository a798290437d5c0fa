// State and selection rules of the staker test (docs/product.md#staker-test).
import {
  stakerPlans,
  stakerTestMeta,
  stakerTiers,
  type StakerPlanRow,
} from "~/content/staker-test";
import type { ResultBand } from "~/content/founder-quiz";
import { findBand } from "~/lib/bands";

/** '$' plus the amount with thousands separators: 1000 → '$1,000'. */
export function formatLevel(amount: number): string {
  return `$${amount.toLocaleString("en-US")}`;
}

/** The plan whose level matches the budget; 10,000 or more → '$10,000'; no match → first row. */
export function planForBudget(
  budget: number,
  plans: readonly StakerPlanRow[] = stakerPlans,
): StakerPlanRow {
  const amount = budget >= 10_000 ? 10_000 : budget;
  return plans.find((p) => p.level === formatLevel(amount)) ?? plans[0];
}

/** Sum of the first 7 answers only. */
export function stakerScore(answers: readonly number[]): number {
  return answers.slice(0, stakerTestMeta.scoredQuestionCount).reduce((sum, v) => sum + v, 0);
}

/** The tier whose range holds the score; if none does, the first tier. */
export function stakerTier(score: number, tiers: readonly ResultBand[] = stakerTiers): ResultBand {
  return findBand(tiers, score) ?? tiers[0];
}
