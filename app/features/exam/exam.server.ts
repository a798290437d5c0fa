// Server side of the sample exam: recomputes the score from the submitted answers
// (a client score is never trusted), rate-limits per address and per IP, and e-mails
// the results (docs/product.md#sample-exam).
import { examQuestions, sampleExamMeta } from "~/content/sample-exam";
import { greetingFor, renderMail } from "~/lib/mail-templates.server";
import { siteConfig } from "~/lib/site-config";
import type { Services } from "~/domain/services.server";
import { clientNetwork } from "~/lib/client-network";
import { scoreExam, type ExamScore, type ReviewItem } from "./exam";
import type { ExamSubmission } from "./exam.schema";

export type ExamResultSummary = { correct: number; total: number; percentage: number };
export type SubmitOutcome = { score: ExamResultSummary; review: ReviewItem[] } & (
  | { status: "emailed" }
  | { status: "rate-limited"; retryAfter: number | null }
  | { status: "mail-failed" }
  | { status: "mail-capped" }
);

/** The exam page waits for its results mail, but never longer than this (ADR 180). */
export const EXAM_MAIL_WAIT_MS = 15_000;

async function sendWithin<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`mail not sent within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export function examResultsMail(submission: ExamSubmission, score: ExamScore) {
  return renderMail({
    kind: "exam-results",
    to: submission.email,
    subject: `${sampleExamMeta.mailSubject}: ${score.percentage}%`,
    greeting: greetingFor(submission.name),
    body: [
      `Thank you for taking the ${sampleExamMeta.heading}.`,
      { strong: `You scored ${score.correct} out of ${score.total} (${score.percentage}%).` },
      { heading: "Question review" },
      {
        list: score.review.map((r) => ({
          text: r.question,
          detail: `Your answer: ${r.answer ?? "(none)"} (${r.isCorrect ? "Correct" : `Incorrect. Correct answer: ${r.correctAnswer}`})`,
          tone: r.isCorrect ? ("good" as const) : ("bad" as const),
        })),
      },
    ],
    why: `You get this e-mail because this address was entered when the ${sampleExamMeta.heading} was submitted on the ${siteConfig.brand} website.`,
  });
}

export async function submitExam(
  services: Pick<Services, "env" | "mailer" | "consume" | "mayMail" | "log">,
  submission: ExamSubmission,
  clientIp: string,
  waitMs = EXAM_MAIL_WAIT_MS,
): Promise<SubmitOutcome> {
  const full = scoreExam(
    examQuestions,
    Object.fromEntries(Object.entries(submission.answers).map(([k, v]) => [Number(k), v])),
  );
  const score = { correct: full.correct, total: full.total, percentage: full.percentage };
  const rule = {
    window: services.env.RATE_LIMIT_WINDOW_SECONDS,
    max: services.env.RATE_LIMIT_FORM_MAX,
  };
  const [byIp, byAddress] = await Promise.all([
    services.consume(`sample-exam:ip:${clientNetwork(clientIp)}`, rule),
    services.consume(`sample-exam:email:${submission.email.toLowerCase()}`, rule),
  ]);
  if (!byIp.allowed || !byAddress.allowed) {
    return {
      status: "rate-limited",
      score,
      review: full.review,
      retryAfter: byIp.retryAfter ?? byAddress.retryAfter,
    };
  }
  // An unverified address: at most a few results mails a day to one recipient.
  if (!(await services.mayMail(submission.email)))
    return { status: "mail-capped", score, review: full.review };
  try {
    await sendWithin(services.mailer.send(examResultsMail(submission, full)), waitMs);
    return { status: "emailed", score, review: full.review };
  } catch (err) {
    services.log.error({ err }, "sample exam: sending the results e-mail failed");
    return { status: "mail-failed", score, review: full.review };
  }
}
