import { Clock, RotateCcw, Share2 } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { AnswerButtons } from "~/components/answer-buttons";
import { CtaLink } from "~/components/cta-link";
import { Button } from "~/components/ui/button";
import { Card, CardContent } from "~/components/ui/card";
import {
  founderBands,
  founderQuestions,
  founderQuizMeta,
  grantSizingHeaders,
  grantSizingRows,
  type ResultBand,
} from "~/content/founder-quiz";
import { resultQuery, shareUrl } from "~/lib/bands";
import { bandStep, ctaStep, sendQuizStep } from "~/lib/quiz-funnel";
import { ResultActions, ResultCard, ResultCtas } from "~/components/result-parts";
import { QuizProgress } from "~/components/quiz-progress";
import { SimpleTable } from "~/components/simple-table";
import {
  answerFounderQuestion,
  founderBand,
  founderProgress,
  founderScore,
  initialFounderQuiz,
  startFounderQuiz,
  type FounderQuizState,
} from "../founder-quiz";

/**
 * The Founder Readiness Quiz (docs/product.md#founder-quiz): intro, question, 'Not Quite Ready
 * Yet', result.
 */
export function FounderQuiz() {
  const [state, setState] = useState<FounderQuizState>(initialFounderQuiz);
  const restart = () => setState(startFounderQuiz());
  useFunnelSteps(state);

  return (
    <Card className="mx-auto w-full max-w-3xl">
      <CardContent className="p-6 sm:p-8">
        {state.status === "intro" ? <Intro onStart={restart} /> : null}
        {state.status === "question" ? (
          <QuestionView
            state={state}
            onAnswer={(value) => setState((s) => answerFounderQuestion(s, value))}
          />
        ) : null}
        {state.status === "disqualified" ? (
          <Disqualified message={state.message} onRetake={restart} />
        ) : null}
        {state.status === "finished" ? (
          <Result score={founderScore(state.answers)} onRetake={restart} />
        ) : null}
      </CardContent>
    </Card>
  );
}

/** The quiz funnel's steps (ADR 186), once per change of view; only with consent. */
function useFunnelSteps(state: FounderQuizState) {
  useEffect(() => {
    if (state.status === "question" && state.index === 0 && state.answers.length === 0)
      sendQuizStep("founder", "started");
    else if (state.status === "disqualified") sendQuizStep("founder", "disqualified");
    else if (state.status === "finished") {
      sendQuizStep("founder", "finished");
      sendQuizStep(
        "founder",
        bandStep(founderBands.indexOf(founderBand(founderScore(state.answers)))),
      );
    }
    // One step per view: answering within the quiz sends nothing.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed on the view, not each answer
  }, [state.status]);
}

function Intro({ onStart }: { onStart(): void }) {
  return (
    <div className="flex flex-col items-center gap-4 text-center">
      <p className="text-muted-foreground">{founderQuizMeta.intro}</p>
      <p className="inline-flex items-center gap-2 text-sm text-muted-foreground">
        <Clock aria-hidden="true" className="size-4" />
        <span>{founderQuizMeta.estimate}</span>
        <span aria-hidden="true">·</span>
        <span>{`${founderQuizMeta.questionCount} questions`}</span>
      </p>
      <Button size="lg" onClick={onStart}>
        {founderQuizMeta.startLabel}
      </Button>
    </div>
  );
}

function QuestionView({
  state,
  onAnswer,
}: {
  state: Extract<FounderQuizState, { status: "question" }>;
  onAnswer(v: number): void;
}) {
  const question = founderQuestions[state.index];
  const headingId = useId();
  const progress = founderProgress(state.index);
  return (
    <div className="flex flex-col gap-6">
      <QuizProgress
        index={state.index}
        total={founderQuestions.length}
        value={progress}
        label="Quiz progress"
      />
      <div key={question.id} className="flex flex-col gap-4">
        <h3 id={headingId} className="text-xl font-semibold">
          {question.text}
        </h3>
        <AnswerButtons
          labelledBy={headingId}
          options={question.answers}
          onChoose={onAnswer}
          autoFocus
        />
      </div>
    </div>
  );
}

function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => ref.current?.focus(), []);
  return ref;
}

function Disqualified({ message, onRetake }: { message: string; onRetake(): void }) {
  const heading = useFocusOnMount<HTMLHeadingElement>();
  return (
    <div className="flex flex-col items-center gap-4 text-center">
      <h3 ref={heading} tabIndex={-1} className="text-2xl font-bold">
        {founderQuizMeta.disqualifiedTitle}
      </h3>
      <p className="max-w-xl text-muted-foreground">{message}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <CtaLink cta={{ label: founderQuizMeta.exploreLabel, to: founderQuizMeta.exploreTarget }} />
        <Button variant="outline" onClick={onRetake}>
          <RotateCcw aria-hidden="true" />
          {founderQuizMeta.retakeLabel}
        </Button>
      </div>
    </div>
  );
}

function Result({ score, onRetake }: { score: number; onRetake(): void }) {
  const band: ResultBand = founderBand(score);
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const card = useRef<HTMLDivElement>(null);

  return (
    <div className="flex flex-col gap-8">
      <ResultCard cardRef={card} headingRef={heading} icon={band.icon} title={band.title}>
        <p className="text-lg font-semibold text-primary">{`Your Score: ${score} / ${founderQuizMeta.maxScore}`}</p>
        <p className="max-w-xl text-muted-foreground">{band.description}</p>
      </ResultCard>
      <ResultCtas
        // A founder applying from their result arrives with it (docs/product.md#founder-quiz).
        ctas={band.ctas.map((cta) =>
          cta.target === "/founder-signup"
            ? { ...cta, target: `${cta.target}?${resultQuery("founder", band.title, score)}` }
            : cta,
        )}
        onFollow={(i) => sendQuizStep("founder", ctaStep(founderBands.indexOf(band), i))}
      />
      <div className="overflow-x-auto rounded-lg border">
        <SimpleTable
          caption={founderQuizMeta.grantTableCaption}
          columns={Object.values(grantSizingHeaders).map((label) => ({ label }))}
          rows={grantSizingRows.map((row) => ({
            key: row.grant_size,
            header: row.grant_size,
            cells: [row.average_venturestake, row.estimated_stakers, row.runway],
          }))}
        />
      </div>
      <ResultActions
        card={card}
        fileName={founderQuizMeta.imageFileName}
        shareText={() =>
          `${founderQuizMeta.shareText(band.title)} ${shareUrl(window.location.origin, founderQuizMeta.sharePath, founderQuizMeta.shareHash)}`
        }
        shareIcon={Share2}
        copy={founderQuizMeta}
        onRetake={onRetake}
      />
    </div>
  );
}
