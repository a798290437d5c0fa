import { useActionData } from "react-router";
import { sampleExamMeta, sampleExamToasts } from "~/content/sample-exam";
import { SampleExam } from "~/features/exam/components/sample-exam";
import { examActions, type ExamActionResult } from "~/features/exam/exam-actions.server";
import { dispatchIntent } from "~/lib/action-result";
import { pageMeta } from "~/lib/meta";
import { siteConfig } from "~/lib/site-config";
import { BackLink } from "~/components/back-link";
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
  const { services, clientIp } = context;
  return dispatchIntent(form.get("intent") ?? "submit", examActions, { form, services, clientIp });
}

// The quiz moves to results whether sending succeeds or fails (docs/product.md#sample-exam): a
// request that fails (network error, a server error, a rate limit in front of the route) is a
// failed send, shown as 'Submission Error' with the results, never the error screen. Not retried:
// it sends mail.
export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  try {
    return await serverAction();
  } catch {
    return { ok: false, error: sampleExamToasts.failed.description } satisfies ExamActionResult;
  }
}

export default function SampleExamPage() {
  const actionData = useActionData<typeof action>();
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-8 px-4 py-10 sm:py-16">
      <BackLink to={sampleExamMeta.backTarget} className="self-start">
        {sampleExamMeta.backLabel}
      </BackLink>
      <header className="flex flex-col gap-3 text-center">
        <h1 className="text-3xl font-bold sm:text-4xl">{sampleExamMeta.heading}</h1>
        <p className="text-muted-foreground">{sampleExamMeta.subtitle}</p>
      </header>
      <SampleExam documentResult={actionData} />
    </div>
  );
}
