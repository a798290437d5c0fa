// The quizzes' anonymous funnel counts (ADR 186): a step name, nothing about the
// person and none of the answers, sent only when the visitor allows measurement (by the quizzes'
// module: app/lib/quiz-engine.ts).
export const QUIZ_EVENTS_ENDPOINT = "/api/quiz-events";
export const QUIZZES = ["founder", "staker"] as const;
export type QuizName = (typeof QUIZZES)[number];

/** 'started', 'finished', 'disqualified', `band:<index>` or `cta:<band>-<cta>`. */
export const bandStep = (band: number) => `band:${band}`;
export const ctaStep = (band: number, cta: number) => `cta:${band}-${cta}`;
