// The founder quiz's own module (ADR 228): loaded by the pages that show the quiz, it answers
// every tap with the rules of ./founder-quiz.ts, the ones the tests check.
import { founderBands } from "~/content/founder-quiz";
import { runQuiz } from "~/lib/quiz-engine";
import { founderBand, founderScore } from "./founder-quiz";

runQuiz("founder", (answers) => {
  const score = founderScore(answers);
  return { score, band: founderBands.indexOf(founderBand(score)) };
});
