// The quizzes' anonymous funnel counts (ADR 186): a step name, nothing about the
// person and none of the answers, sent only when the visitor allows measurement.
import { sendMeasurement } from "./consent.ts";

export const QUIZ_EVENTS_ENDPOINT = "/api/quiz-events";
export const QUIZZES = ["founder", "staker"] as const;
export type QuizName = (typeof QUIZZES)[number];

/** 'started', 'finished', 'disqualified', `band:<index>` or `cta:<band>-<cta>`. */
export const bandStep = (band: number) => `band:${band}`;
export const ctaStep = (band: number, cta: number) => `cta:${band}-${cta}`;

/** Browser only. */
export function sendQuizStep(quiz: QuizName, step: string) {
  sendMeasurement(QUIZ_EVENTS_ENDPOINT, { quiz, step });
}
