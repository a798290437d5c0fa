import { ArrowLeft } from "lucide-react";
import { data, Link, useActionData } from "react-router";
import { sampleExamMeta, sampleExamToasts } from "~/content/sample-exam";
import { SampleExam, type ExamActionData } from "~/features/exam/components/sample-exam";
import { validateStart } from "~/features/exam/exam";
import {
  ExamStartSchema,
  ExamSubmissionSchema,
  submissionFromForm,
} from "~/features/exam/exam.schema";
import { submitExam } from "~/features/exam/exam.server";
import { pageMeta } from "~/lib/meta";
import { siteConfig } from "~/lib/site-config";
import type { Route } from "./+types/sample-exam";

export const meta = () =>
  pageMeta({
    title: sampleExamMeta.heading,
    description:
      "Take the free QAI Sample Exam: 15 questions on angel investing, with your results e-mailed to you.",
    path: sampleExamMeta.path,
    image: `${siteConfig.publicUrl}/og/sample-exam.png`,
  });

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  if (form.get("intent") === "start") {
    // Only without JavaScript: the page then shows every question in one plain form.
    const start = ExamStartSchema.safeParse({
      name: form.get("name") ?? "",
      email: form.get("email") ?? "",
    });
    const problem = start.success ? validateStart(start.data.name, start.data.email) : "missing";
    if (!start.success || problem) {
      return data<ExamActionData>(
        { emailed: false, error: sampleExamToasts[problem ?? "missing"].description },
        { status: 400 },
      );
    }
    return data<ExamActionData>({
      emailed: false,
      started: { name: start.data.name.trim(), email: start.data.email.trim() },
    });
  }
  const parsed = ExamSubmissionSchema.safeParse(submissionFromForm(form));
  if (!parsed.success) {
    const error = parsed.error.issues[0]?.message ?? "Please check your answers.";
    return data<ExamActionData>({ emailed: false, error }, { status: 400 });
  }
  const outcome = await submitExam(context.services, parsed.data, context.clientIp);
  if (outcome.status === "rate-limited") {
    return data<ExamActionData>(
      {
        emailed: false,
        score: outcome.score,
        review: outcome.review,
        taker: { name: parsed.data.name, email: parsed.data.email },
        error: "Too many submissions. Please try again later.",
      },
      {
        status: 429,
        headers: outcome.retryAfter ? { "retry-after": String(outcome.retryAfter) } : undefined,
      },
    );
  }
  return data<ExamActionData>({
    emailed: outcome.status === "emailed",
    score: outcome.score,
    review: outcome.review,
    taker: { name: parsed.data.name, email: parsed.data.email },
  });
}

// The quiz moves to results whether sending succeeds or fails (spec §4): a request that fails
// (network error, a server error, a rate limit in front of the route) is a failed send, shown
// as 'Submission Error' with the results, never the error screen. Not retried: it sends mail.
export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  try {
    return await serverAction();
  } catch {
    return { emailed: false } satisfies ExamActionData;
  }
}

export default function SampleExamPage() {
  const actionData = useActionData<typeof action>();
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-8 px-4 py-10 sm:py-16">
      <Link
        to={sampleExamMeta.backTarget}
        className="inline-flex items-center gap-2 self-start text-sm font-medium text-primary hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {sampleExamMeta.backLabel}
      </Link>
      <header className="flex flex-col gap-3 text-center">
        <h1 className="text-3xl font-bold sm:text-4xl">{sampleExamMeta.heading}</h1>
        <p className="text-muted-foreground">{sampleExamMeta.subtitle}</p>
      </header>
      <SampleExam documentResult={actionData} />
    </div>
  );
}
