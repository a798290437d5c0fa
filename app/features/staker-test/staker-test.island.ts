// The staker test's own module (ADR 228): loaded by the pages that show the test, it answers
// every tap with the rules of ./staker-test.ts, the ones the tests check.
import { stakerTiers } from "~/content/staker-test";
import { runQuiz } from "~/lib/quiz-engine";
import { stakerScore, stakerTier } from "./staker-test";

runQuiz("staker", (answers) => {
  const score = stakerScore(answers);
  return { score, band: stakerTiers.indexOf(stakerTier(score)) };
});
