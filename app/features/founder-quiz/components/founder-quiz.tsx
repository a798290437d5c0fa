import { Clock, RotateCcw, Share2 } from "lucide-react";
import { useId, useRef } from "react";
import { AnswerButtons } from "~/components/answer-buttons";
import { CtaLink } from "~/components/cta-link";
import { Button } from "~/components/ui/button";
import { Card, CardContent } from "~/components/ui/card";
import { TableRegion } from "~/components/ui/table";
import {
  founderBands,
  founderQuestions,
  founderQuizMeta,
  grantSizingHeaders,
  grantSizingRows,
  type FounderQuestion,
} from "~/content/founder-quiz";
import { resultQuery, shareUrl } from "~/lib/bands";
import { bandPart, ResultActions, ResultCard, ResultCtas } from "~/components/result-parts";
import { IslandScript } from "~/components/island-script";
import { QuizProgress } from "~/components/quiz-progress";
import { SimpleTable } from "~/components/simple-table";

/**
 * The Founder Readiness Quiz (docs/product.md#founder-quiz): intro, question, 'Not Quite Ready
 * Yet', result. Every step is rendered, one shown: the quiz's own module steps through them and
 * scores with ../founder-quiz.ts (founder-quiz.island.ts, app/lib/quiz-engine.ts, ADR 228),
 * before the page's scripts and after. Each answer carries its value; the disqualifying one
 * names its step.
 */
export function FounderQuiz() {
  const id = useId();
  return (
    <Card className="mx-auto w-full max-w-3xl" data-vs-quiz="founder">
      <CardContent className="p-6 sm:p-8">
        <IslandScript name="founder-quiz" />
        <Intro />
        <div data-step="q" hidden className="flex flex-col gap-6">
          <QuizProgress total={founderQuestions.length} label="Quiz progress" />
          {founderQuestions.map((question, index) => (
            <Question key={question.id} question={question} hidden={index > 0} outId={`${id}out`} />
          ))}
        </div>
        <Disqualified id={`${id}out`} />
        <Results />
      </CardContent>
    </Card>
  );
}

function Intro() {
  return (
    <div data-step="intro" className="flex flex-col items-center gap-4 text-center">
      <p className="text-muted-foreground">{founderQuizMeta.intro}</p>
      <p className="inline-flex items-center gap-2 text-sm text-muted-foreground">
        <Clock aria-hidden="true" className="size-4" />
        <span>{founderQuizMeta.estimate}</span>
        <span aria-hidden="true">·</span>
        <span>{`${founderQuizMeta.questionCount} questions`}</span>
      </p>
      <Button size="lg" data-vs-go="start" data-vs-own="">
        {founderQuizMeta.startLabel}
      </Button>
    </div>
  );
}

function Question({
  question,
  hidden,
  outId,
}: {
  question: FounderQuestion;
  hidden: boolean;
  outId: string;
}) {
  const headingId = useId();
  return (
    <div data-q="" hidden={hidden} className="flex flex-col gap-4">
      <h3 id={headingId} className="text-xl font-semibold">
        {question.text}
      </h3>
      <AnswerButtons
        labelledBy={headingId}
        options={question.answers.map((answer) => ({
          ...answer,
          out: answer.value === question.disqualify_if_value ? outId : undefined,
        }))}
      />
    </div>
  );
}

/** The one disqualifying answer's step (only question 1 has one: docs/product.md#founder-quiz). */
function Disqualified({ id }: { id: string }) {
  const message = founderQuestions.find((q) => q.disqualify_message)?.disqualify_message ?? "";
  return (
    <div id={id} data-step="out" hidden className="flex flex-col items-center gap-4 text-center">
      <h3 data-vs-focus="" tabIndex={-1} className="text-2xl font-bold">
        {founderQuizMeta.disqualifiedTitle}
      </h3>
      <p className="max-w-xl text-muted-foreground">{message}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <CtaLink cta={{ label: founderQuizMeta.exploreLabel, to: founderQuizMeta.exploreTarget }} />
        <Button variant="outline" data-vs-go="retake" data-vs-own="">
          <RotateCcw aria-hidden="true" />
          {founderQuizMeta.retakeLabel}
        </Button>
      </div>
    </div>
  );
}

/**
 * The result step: each band's card and calls to action (the quiz's module shows the one scored
 * and writes the score into it), the grant sizing table, then that band's actions.
 */
function Results() {
  const cards = useRef<(HTMLDivElement | null)[]>([]);
  return (
    <div data-step="result" hidden className="flex flex-col gap-8">
      {founderBands.map((band, index) => (
        <div key={band.title} {...bandPart(index)} hidden className="flex flex-col gap-8">
          <ResultCard
            cardRef={(el) => {
              cards.current[index] = el;
            }}
            icon={band.icon}
            title={band.title}
          >
            <p className="text-lg font-semibold text-primary">
              {"Your Score: "}
              <span data-vs-score="" suppressHydrationWarning>
                –
              </span>
              {` / ${founderQuizMeta.maxScore}`}
            </p>
            <p className="max-w-xl text-muted-foreground">{band.description}</p>
          </ResultCard>
          <ResultCtas
            band={index}
            // A founder applying from their result arrives with it (docs/product.md#founder-quiz).
            ctas={band.ctas.map((cta) =>
              cta.target === "/founder-signup"
                ? {
                    ...cta,
                    target: `${cta.target}?${resultQuery("founder", band.title, band.min)}`,
                    scored: true,
                  }
                : cta,
            )}
          />
        </div>
      ))}
      <TableRegion label={founderQuizMeta.grantTableCaption} className="rounded-lg">
        <SimpleTable
          caption={founderQuizMeta.grantTableCaption}
          columns={Object.values(grantSizingHeaders).map((label) => ({ label }))}
          rows={grantSizingRows.map((row) => ({
            key: row.grant_size,
            header: row.grant_size,
            cells: [row.average_venturestake, row.estimated_stakers, row.runway],
          }))}
        />
      </TableRegion>
      {founderBands.map((band, index) => (
        <div key={band.title} data-band={index} hidden>
          <ResultActions
            card={() => cards.current[index]}
            fileName={founderQuizMeta.imageFileName}
            shareText={() =>
              `${founderQuizMeta.shareText(band.title)} ${shareUrl(window.location.origin, founderQuizMeta.sharePath, founderQuizMeta.shareHash)}`
            }
            shareIcon={Share2}
            copy={founderQuizMeta}
          />
        </div>
      ))}
    </div>
  );
}
