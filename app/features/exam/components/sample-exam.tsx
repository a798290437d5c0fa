import { useCallback, useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { Card } from "~/components/ui/card";
import { toast } from "~/components/ui/use-toast";
import { examQuestions, sampleExamToasts } from "~/content/sample-exam";
import type { ActionResult } from "~/lib/action-result";
import { scoreExam, type ExamAnswers, type ExamData, type ExamScore, type Taker } from "../exam";
import { examAttributes, ExamSteps } from "./exam-steps";
import { AllQuestionsForm, ResultsView } from "./exam-views";

/** The results shown after a submission the page posted itself (after hydration). */
type Finished = { taker: Taker; emailed: boolean; score: ExamScore };

/**
 * The exam (docs/product.md#sample-exam). The start form and the questions are the exam's own
 * module's (exam-steps.tsx, ../exam.island.ts, ADR 228), before and after hydration; React
 * posts the finished exam by a fetcher (the only one that does) and shows the results with a
 * toast, and once hydrated shows the module's messages as toasts. `documentResult` is the action's answer to a form the browser posted itself (before
 * hydration, or without JavaScript): the results, or every question in one form when the start
 * form was posted without JavaScript.
 */
export function SampleExam({ documentResult }: { documentResult?: ActionResult<ExamData> }) {
  const fetcher = useFetcher<ActionResult<ExamData>>();
  const [finished, setFinished] = useState<Finished | null>(null);
  const sent = useRef<{ taker: Taker; answers: ExamAnswers } | null>(null);
  const resultsHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    const mine = sent.current;
    if (!mine || fetcher.state !== "idle") return;
    sent.current = null;
    // The quiz moves to results whether the sending succeeds or fails
    // (docs/product.md#sample-exam); the server's score when it answered with one.
    const exam = fetcher.data?.data;
    const scored = exam !== undefined && "review" in exam ? exam : null;
    const emailed = scored?.emailed ?? false;
    if (emailed) toast(sampleExamToasts.sent);
    else toast({ ...sampleExamToasts.failed, variant: "destructive" });
    setFinished({
      taker: scored?.taker ?? mine.taker,
      emailed,
      score: scored
        ? { ...scored.score, review: scored.review }
        : scoreExam(examQuestions, mine.answers),
    });
  }, [fetcher.state, fetcher.data]);

  useEffect(() => {
    if (finished) resultsHeading.current?.focus();
  }, [finished]);

  // The start form's and 'Next''s messages are toasts (docs/product.md#sample-exam) once React can
  // show one; the exam's module shows them inline until then (ADR 227).
  useEffect(() => {
    const exam = document.querySelector("[data-vs-exam]");
    const show = (event: Event) => {
      const kind = (event as CustomEvent<unknown>).detail;
      if (kind === "missing" || kind === "invalidEmail" || kind === "answerRequired")
        toast({ ...sampleExamToasts[kind], variant: "destructive" });
    };
    exam?.setAttribute("data-exam-toasts", "");
    addEventListener("vs:exam-message", show);
    return () => {
      exam?.removeAttribute("data-exam-toasts");
      removeEventListener("vs:exam-message", show);
    };
  }, []);

  // Posting the exam is React's alone (ADR 228): reached only once the exam's module has let a
  // complete, answered exam through, or left it pending until the page hydrated.
  const { submit } = fetcher;
  const post = useCallback(
    (element: HTMLFormElement) => {
      const form = new FormData(element);
      const field = (name: string) => String(form.get(name) ?? "");
      const answers: ExamAnswers = {};
      for (const q of examQuestions) answers[q.id] = field(`q${q.id}`);
      sent.current = { taker: { name: field("name"), email: field("email") }, answers };
      void submit(form, { method: "post" });
    },
    [submit],
  );
  const onSubmit = useCallback(
    (event: React.FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      post(event.currentTarget);
    },
    [post],
  );
  useEffect(() => {
    const pending = document.querySelector<HTMLFormElement>("form[data-exam-pending]");
    if (!pending) return;
    pending.removeAttribute("data-exam-pending");
    post(pending);
  }, [post]);

  const exam = documentResult?.data;
  const done =
    finished ??
    (exam && "review" in exam
      ? { taker: exam.taker, emailed: exam.emailed, score: { ...exam.score, review: exam.review } }
      : null);
  if (done) {
    return (
      <Card className="mx-auto w-full max-w-3xl">
        <ResultsView
          name={done.taker.name}
          email={done.taker.email}
          score={done.score}
          emailed={done.emailed}
          notice={
            finished ? undefined : done.emailed ? sampleExamToasts.sent : sampleExamToasts.failed
          }
          headingRef={resultsHeading}
        />
      </Card>
    );
  }
  if (exam && "started" in exam) {
    return (
      <Card className="mx-auto w-full max-w-3xl">
        <AllQuestionsForm taker={exam.started} />
      </Card>
    );
  }
  return (
    <Card className="mx-auto w-full max-w-3xl" {...examAttributes}>
      <ExamSteps
        error={documentResult && !documentResult.ok ? documentResult.error : undefined}
        onSubmit={onSubmit}
      />
    </Card>
  );
}
