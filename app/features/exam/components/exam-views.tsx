import { CheckCircle2, XCircle } from "lucide-react";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { CardContent } from "~/components/ui/card";
import { examQuestions, sampleExamMeta } from "~/content/sample-exam";
import { cn } from "~/lib/cn";
import type { Taker, ExamScore } from "../exam";

// The sample exam's results screen, and the all-questions form used without JavaScript (the
// start form and the questions: exam-steps.tsx).

export function ResultsView(props: {
  name: string;
  email: string;
  emailed: boolean;
  score: ExamScore;
  /** Shown in the page when the results came from a plain form post (no toasts without JavaScript). */
  notice?: { title: string; description: string };
  headingRef: React.RefObject<HTMLHeadingElement | null>;
}) {
  const { score } = props;
  return (
    <CardContent className="flex flex-col gap-6 pt-6">
      <div role="status" className="flex flex-col items-center gap-2 text-center">
        <h2 ref={props.headingRef} tabIndex={-1} className="text-2xl font-bold">
          {sampleExamMeta.resultsHeading}
        </h2>
        <p className="text-muted-foreground">
          {sampleExamMeta.thankYou(props.name, props.email, props.emailed)}
        </p>
        <p className="text-5xl font-bold text-primary">{`${score.percentage}%`}</p>
        <p className="text-lg">{`You scored ${score.correct} out of ${score.total}`}</p>
        {props.notice ? (
          <p className="text-sm text-muted-foreground">{`${props.notice.title} ${props.notice.description}`}</p>
        ) : null}
      </div>
      <ol className="flex flex-col gap-3" aria-label="Your answers">
        {score.review.map((r, i) => (
          <li
            key={r.id}
            className={cn(
              "rounded-md border p-4",
              r.isCorrect ? "border-success bg-success/10" : "border-destructive bg-destructive/10",
            )}
          >
            <p className="font-medium">{`${i + 1}. ${r.question}`}</p>
            <p
              className={cn(
                "mt-2 flex items-center gap-2 text-sm",
                r.isCorrect ? "text-success" : "text-destructive",
              )}
            >
              {r.isCorrect ? (
                <CheckCircle2 aria-hidden="true" className="size-4" />
              ) : (
                <XCircle aria-hidden="true" className="size-4" />
              )}
              <span>{`${sampleExamMeta.yourAnswer}: ${r.answer ?? "—"}`}</span>
              <span className="sr-only">{r.isCorrect ? "(correct)" : "(incorrect)"}</span>
            </p>
            {r.isCorrect ? null : (
              <p className="mt-1 text-sm text-success">{`${sampleExamMeta.correctAnswer}: ${r.correctAnswer}`}</p>
            )}
          </li>
        ))}
      </ol>
      {props.notice ? (
        <Button asChild className="self-center">
          <a href={sampleExamMeta.path}>{sampleExamMeta.retakeLabel}</a>
        </Button>
      ) : (
        <Button className="self-center" onClick={() => window.location.reload()}>
          {sampleExamMeta.retakeLabel}
        </Button>
      )}
    </CardContent>
  );
}

/** Every question in one plain form: the exam without JavaScript (options in their stored order). */
export function AllQuestionsForm({ taker }: { taker: Taker }) {
  return (
    <CardContent className="pt-6">
      <Form method="post" className="flex flex-col gap-8">
        <input type="hidden" name="name" value={taker.name} />
        <input type="hidden" name="email" value={taker.email} />
        {examQuestions.map((q, i) => (
          <fieldset key={q.id} className="flex flex-col gap-3">
            <legend className="mb-2 font-semibold">{`${i + 1}. ${q.question}`}</legend>
            {q.options.map((option) => (
              <label
                key={option}
                className="flex items-center gap-3 rounded-md border border-input px-4 py-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-secondary"
              >
                <input
                  type="radio"
                  name={`q${q.id}`}
                  value={option}
                  required
                  className="size-4 accent-primary"
                />
                {option}
              </label>
            ))}
          </fieldset>
        ))}
        <Button type="submit" className="self-end">
          {sampleExamMeta.submitLabel}
        </Button>
      </Form>
    </CardContent>
  );
}
