// Sample exam rules (docs/product.md#sample-exam).
// Pure: used by the page for display and by the server to recompute the score.
import type { ExamQuestion } from "~/content/sample-exam";

export type ExamAnswers = Record<number, string>;
export type ReviewItem = {
  id: number;
  question: string;
  answer: string | null;
  correctAnswer: string;
  isCorrect: boolean;
};
export type ExamScore = {
  correct: number;
  total: number;
  percentage: number;
  review: ReviewItem[];
};

export type Taker = { name: string; email: string };

/**
 * What the exam's action hands back (in the one ActionResult): without JavaScript, the
 * accepted start form's taker (the page then shows every question in one form); after a
 * submission, the server's score and review, and whether the results were e-mailed.
 */
export type ExamData =
  | { started: Taker }
  | {
      emailed: boolean;
      score: Omit<ExamScore, "review">;
      review: ReviewItem[];
      taker: Taker;
    };

/** Fisher–Yates over a copy; `random` returns [0, 1). */
export function shuffle<T>(items: readonly T[], random: () => number = Math.random): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
}

/** A copy of every question with its options shuffled; the question order is kept. */
export function prepareExam(
  questions: readonly ExamQuestion[],
  random: () => number = Math.random,
): ExamQuestion[] {
  return questions.map((q) => ({ ...q, options: shuffle(q.options, random) }));
}

/** x = round(n / N × 100), n being the 1-based question number. */
export function examProgress(n: number, total: number): number {
  return Math.round((n / total) * 100);
}

/** percentage = round(correct / total × 100). */
export function scoreExam(questions: readonly ExamQuestion[], answers: ExamAnswers): ExamScore {
  const review = questions.map((q) => {
    const answer = answers[q.id] ?? null;
    return {
      id: q.id,
      question: q.question,
      answer,
      correctAnswer: q.correctAnswer,
      isCorrect: answer === q.correctAnswer,
    };
  });
  const correct = review.filter((r) => r.isCorrect).length;
  const total = questions.length;
  return {
    correct,
    total,
    percentage: total === 0 ? 0 : Math.round((correct / total) * 100),
    review,
  };
}

/** The e-mail must have the form {local}@{domain}.{tld} with no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type StartProblem = "missing" | "invalidEmail";

/**
 * Which start toast (docs/product.md#sample-exam) the form shows, or null when the taker may start.
 */
export function validateStart(name: string, email: string): StartProblem | null {
  if (name.trim() === "" || email.trim() === "") return "missing";
  if (!EMAIL_PATTERN.test(email.trim())) return "invalidEmail";
  return null;
}
