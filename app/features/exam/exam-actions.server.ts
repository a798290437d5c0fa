import { sampleExamToasts } from "~/content/sample-exam";
import { actionFail, actionOk, type ActionResult } from "~/lib/action-result";
import type { Services } from "~/domain/services.server";
import { validateStart, type ExamData } from "./exam";
import { ExamStartSchema, ExamSubmissionSchema, submissionFromForm } from "./exam.schema";
import { submitExam } from "./exam.server";

export type ExamActionResult = ActionResult<ExamData>;

type ExamActionContext = { form: FormData; services: Services; clientIp: string };

/** The start form, posted only without JavaScript: the page then shows every question. */
async function start({ form }: ExamActionContext) {
  const parsed = ExamStartSchema.safeParse({
    name: form.get("name") ?? "",
    email: form.get("email") ?? "",
  });
  const problem = parsed.success ? validateStart(parsed.data.name, parsed.data.email) : "missing";
  if (!parsed.success || problem) {
    return actionFail<ExamData>(sampleExamToasts[problem ?? "missing"].description, 400, {
      intent: "start",
    });
  }
  const started = { name: parsed.data.name.trim(), email: parsed.data.email.trim() };
  return actionOk<ExamData>({ intent: "start", data: { started } });
}

/**
 * A finished exam: scored again on the server and e-mailed. Refused (429) over the rate
 * limit, yet still with its score: the page shows the results whether sending succeeds or
 * fails (docs/product.md#sample-exam).
 */
async function submit({ form, services, clientIp }: ExamActionContext) {
  const parsed = ExamSubmissionSchema.safeParse(submissionFromForm(form));
  if (!parsed.success) {
    return actionFail<ExamData>(parsed.error.issues[0]?.message ?? "Please check your answers.");
  }
  const outcome = await submitExam(services, parsed.data, clientIp);
  const result = {
    emailed: outcome.status === "emailed",
    score: outcome.score,
    review: outcome.review,
    taker: { name: parsed.data.name, email: parsed.data.email },
  };
  if (outcome.status === "rate-limited") {
    const retryAfter: HeadersInit = outcome.retryAfter
      ? { "retry-after": String(outcome.retryAfter) }
      : {};
    return actionFail<ExamData>(
      "Too many submissions. Please try again later.",
      429,
      { data: result },
      retryAfter,
    );
  }
  return actionOk<ExamData>({ data: result });
}

/** One handler per intent; the finished exam's form posts no intent. */
export const examActions = { start, submit };
