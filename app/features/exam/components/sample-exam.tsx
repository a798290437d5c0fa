import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { Card, CardContent } from "~/components/ui/card";
import { toast } from "~/components/ui/use-toast";
import {
  examQuestions,
  sampleExamMeta,
  sampleExamToasts,
  type ExamQuestion,
} from "~/content/sample-exam";
import type { ActionResult } from "~/lib/action-result";
import { prepareExam, scoreExam, validateStart, type ExamAnswers, type ExamData } from "../exam";
import { AllQuestionsForm, loadQuizStep, ResultsView, StartView } from "./exam-views";

// The question step (radio group, progress bar) loads when the exam starts: the page opens
// on the start form, which needs none of it.
const QuizStep = lazy(() => loadQuizStep().then((m) => ({ default: m.QuizStep })));

type View = "start" | "quiz" | "results";

/**
 * The exam stepper (docs/product.md#sample-exam). `documentResult` is the action's answer to a
 * plain form post, which happens only before JavaScript runs: the page then works as two server
 * round trips.
 */
export function SampleExam({ documentResult }: { documentResult?: ActionResult<ExamData> }) {
  const [view, setView] = useState<View>("start");
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const [questions, setQuestions] = useState<ExamQuestion[]>(examQuestions);
  const [index, setIndex] = useState(0);
  const [answers, setAnswers] = useState<ExamAnswers>({});
  const [emailed, setEmailed] = useState(false);
  const fetcher = useFetcher<ActionResult<ExamData>>();
  const submitting = fetcher.state !== "idle";
  const awaitingResult = useRef(false);
  const resultsHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (!awaitingResult.current || fetcher.state !== "idle") return;
    awaitingResult.current = false;
    // The quiz moves to results whether the sending succeeds or fails
    // (docs/product.md#sample-exam).
    const exam = fetcher.data?.data;
    const sent = exam !== undefined && "emailed" in exam && exam.emailed;
    setEmailed(sent);
    if (sent) toast(sampleExamToasts.sent);
    else toast({ ...sampleExamToasts.failed, variant: "destructive" });
    setView("results");
  }, [fetcher.state, fetcher.data]);

  useEffect(() => {
    if (view === "results") resultsHeading.current?.focus();
  }, [view]);

  function start(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = validateStart(name, email);
    if (problem) {
      toast({ ...sampleExamToasts[problem], variant: "destructive" });
      return;
    }
    setName(name.trim());
    setEmail(email.trim());
    setQuestions(prepareExam(examQuestions));
    setAnswers({});
    setIndex(0);
    setView("quiz");
  }

  const question = questions[index];
  const total = questions.length;
  const isLast = index === total - 1;

  function next() {
    if (!answers[question.id]) {
      toast({ ...sampleExamToasts.answerRequired, variant: "destructive" });
      return;
    }
    if (!isLast) {
      setIndex(index + 1);
      return;
    }
    const form = new FormData();
    form.set("name", name);
    form.set("email", email);
    for (const q of questions) form.set(`q${q.id}`, answers[q.id] ?? "");
    awaitingResult.current = true;
    fetcher.submit(form, { method: "post" });
  }

  const doc = view === "start" ? documentResult : undefined;
  const exam = doc?.data;
  if (exam && "review" in exam) {
    const score = { ...exam.score, review: exam.review };
    return (
      <Card className="mx-auto w-full max-w-3xl">
        <ResultsView
          name={exam.taker.name}
          email={exam.taker.email}
          score={score}
          emailed={exam.emailed}
          notice={exam.emailed ? sampleExamToasts.sent : sampleExamToasts.failed}
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
    <Card className="mx-auto w-full max-w-3xl">
      {view === "start" ? (
        <StartView
          name={name}
          email={email}
          onName={setName}
          onEmail={setEmail}
          onSubmit={start}
          error={doc && !doc.ok ? doc.error : undefined}
        />
      ) : null}
      {view === "quiz" ? (
        <CardContent className="flex flex-col gap-6 pt-6">
          <Suspense fallback={null}>
            <QuizStep
              index={index}
              total={total}
              question={question}
              value={answers[question.id]}
              onChange={(value) => setAnswers((a) => ({ ...a, [question.id]: value }))}
            />
          </Suspense>
          <div className="flex justify-between gap-4">
            <Button
              variant="outline"
              onClick={() => setIndex(index - 1)}
              disabled={index === 0 || submitting}
            >
              {sampleExamMeta.previousLabel}
            </Button>
            <Button onClick={next} disabled={submitting}>
              {isLast
                ? submitting
                  ? sampleExamMeta.submittingLabel
                  : sampleExamMeta.submitLabel
                : sampleExamMeta.nextLabel}
            </Button>
          </div>
        </CardContent>
      ) : null}
      {view === "results" ? (
        <ResultsView
          name={name}
          email={email}
          emailed={emailed}
          score={scoreExam(questions, answers)}
          headingRef={resultsHeading}
        />
      ) : null}
    </Card>
  );
}
