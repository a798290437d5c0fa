// State machine of the Founder Readiness Quiz (docs/product.md#founder-quiz).
import {
  founderBands,
  founderQuestions,
  type FounderQuestion,
  type ResultBand,
} from "~/content/founder-quiz";
import { findBand } from "~/lib/bands";

export type FounderQuizState =
  | { status: "intro" }
  | { status: "question"; index: number; answers: number[] }
  | { status: "disqualified"; message: string }
  | { status: "finished"; answers: number[] };

export const initialFounderQuiz: FounderQuizState = { status: "intro" };

/** Start or restart: index 0, answers cleared, flags and message cleared. */
export function startFounderQuiz(): FounderQuizState {
  return { status: "question", index: 0, answers: [] };
}

/** Records an answer value at once and moves on, or disqualifies (question 1, value −1). */
export function answerFounderQuestion(
  state: FounderQuizState,
  value: number,
  questions: readonly FounderQuestion[] = founderQuestions,
): FounderQuizState {
  if (state.status !== "question") return state;
  const question = questions[state.index];
  if (question.disqualify_if_value !== undefined && value === question.disqualify_if_value) {
    return { status: "disqualified", message: question.disqualify_message ?? "" };
  }
  const answers = [...state.answers, value];
  if (state.index + 1 >= questions.length) return { status: "finished", answers };
  return { status: "question", index: state.index + 1, answers };
}

export function founderScore(answers: readonly number[]): number {
  return answers.reduce((sum, v) => sum + v, 0);
}

/** The band with min ≤ score ≤ max. */
export function founderBand(
  score: number,
  bands: readonly ResultBand[] = founderBands,
): ResultBand {
  return findBand(bands, score) ?? bands[0];
}

/** Progress = (current index + 1) / 12 × 100 (docs/product.md#founder-quiz). */
export function founderProgress(index: number, total = founderQuestions.length): number {
  return ((index + 1) / total) * 100;
}
