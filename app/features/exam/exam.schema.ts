import { z } from "zod";
import { EMAIL_MAX_LENGTH } from "~/lib/limits";
import { examQuestions } from "~/content/sample-exam";

/**
 * A submitted attempt: the taker, and one chosen option per question id (form fields
 * q1…q15). Every answer must be one of that question's options; the score is never sent.
 */
export const ExamSubmissionSchema = z
  .object({
    name: z.string().trim().min(1, "Please enter your name.").max(100, "Your name is too long."),
    email: z
      .string()
      .trim()
      .max(EMAIL_MAX_LENGTH, "Please enter a valid email address.")
      .pipe(z.email("Please enter a valid email address.")),
    answers: z.record(z.string(), z.string().max(200)),
  })
  .superRefine((value, ctx) => {
    for (const q of examQuestions) {
      const answer = value.answers[String(q.id)];
      if (answer === undefined || !q.options.includes(answer)) {
        ctx.addIssue({
          code: "custom",
          path: ["answers", String(q.id)],
          message: "Please answer every question.",
        });
        return;
      }
    }
  });

export type ExamSubmission = z.infer<typeof ExamSubmissionSchema>;

/** The start form (posted only when the page runs without JavaScript). */
export const ExamStartSchema = z.object({ name: z.string(), email: z.string() });

/** Reads the form fields name, email, q1…q15 into the shape the schema checks. */
export function submissionFromForm(form: FormData): unknown {
  const answers: Record<string, string> = {};
  for (const q of examQuestions) {
    const value = form.get(`q${q.id}`);
    if (typeof value === "string") answers[String(q.id)] = value;
  }
  return { name: form.get("name") ?? "", email: form.get("email") ?? "", answers };
}
