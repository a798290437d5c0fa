import { Link2 } from "lucide-react";
import { useId, useRef } from "react";
import { Button } from "~/components/ui/button";
import { Card, CardContent } from "~/components/ui/card";
import { TableRegion } from "~/components/ui/table";
import { QuizRadioGroup } from "~/components/quiz-radio";
import {
  stakerPlans,
  stakerQuestions,
  stakerTestMeta,
  stakerTiers,
  type StakerQuestion,
} from "~/content/staker-test";
import { shareUrl, slugify } from "~/lib/bands";
import { bandPart, ResultActions, ResultCard, ResultCtas } from "~/components/result-parts";
import { IslandScript } from "~/components/island-script";
import { QuizProgress } from "~/components/quiz-progress";
import { SimpleTable } from "~/components/simple-table";
import { planForBudget } from "../staker-test";

/**
 * The staker test (docs/product.md#staker-test): start → quiz → result. Every step is rendered,
 * one shown: the test's own module steps through them and scores with ../staker-test.ts
 * (staker-test.island.ts, app/lib/quiz-engine.ts, ADR 228), before the page's scripts and after.
 * Each answer carries its value and, on the budget question, its plan (planForBudget).
 */
export function StakerTest() {
  return (
    <Card className="mx-auto w-full max-w-3xl" data-vs-quiz="staker" data-retake="intro">
      <CardContent className="p-6 sm:p-8">
        <IslandScript name="staker-test" />
        <div data-step="intro" className="flex flex-col items-center gap-4 text-center">
          <p className="text-muted-foreground">{stakerTestMeta.intro}</p>
          <Button size="lg" data-vs-go="start" data-vs-own="" data-vs-focus="">
            {stakerTestMeta.startLabel}
          </Button>
        </div>
        <div data-step="q" hidden className="flex flex-col gap-6">
          <QuizProgress total={stakerQuestions.length} label="Test progress" />
          {stakerQuestions.map((question, index) => (
            <Question
              key={question.id}
              question={question}
              hidden={index > 0}
              last={index === stakerQuestions.length - 1}
            />
          ))}
        </div>
        <Results />
      </CardContent>
    </Card>
  );
}

function Question({
  question,
  hidden,
  last,
}: {
  question: StakerQuestion;
  hidden: boolean;
  last: boolean;
}) {
  const headingId = useId();
  return (
    <div data-q="" hidden={hidden} className="flex flex-col gap-6">
      {/* Focus moves to each new question so keyboard and screen-reader users follow along. */}
      <h3 id={headingId} data-vs-focus="" tabIndex={-1} className="text-xl font-semibold">
        {question.text}
      </h3>
      <QuizRadioGroup
        labelledBy={headingId}
        options={question.answers.map((answer) => ({
          ...answer,
          plan: last ? stakerPlans.indexOf(planForBudget(answer.value)) : undefined,
        }))}
      />
      <Button className="self-end" disabled data-vs-next="" data-vs-own="">
        {last ? stakerTestMeta.lastLabel : stakerTestMeta.nextLabel}
      </Button>
    </div>
  );
}

/** Each tier's result (the test's module shows the one scored, with the plan of the budget). */
function Results() {
  const headers = stakerTestMeta.planHeaders;
  const cards = useRef<(HTMLDivElement | null)[]>([]);
  return (
    <div data-step="result" hidden>
      {stakerTiers.map((tier, index) => (
        <div key={tier.title} {...bandPart(index)} hidden className="flex flex-col gap-6">
          <ResultCard
            cardRef={(el) => {
              cards.current[index] = el;
            }}
            icon={tier.icon}
            title={tier.title}
            className="gap-4"
          >
            <p className="max-w-xl text-muted-foreground">{tier.description}</p>
            <TableRegion label={stakerTestMeta.planLabel} className="w-full rounded-lg text-left">
              <SimpleTable
                caption={stakerTestMeta.planLabel}
                captionClassName="bg-secondary text-secondary-foreground"
                headerClassName="bg-transparent"
                columns={(
                  ["level", "founders_to_back", "credits_per_founder", "investing_power"] as const
                ).map((key) => ({ label: headers[key] }))}
                rows={stakerPlans.map((plan, planIndex) => ({
                  key: plan.level,
                  props: { "data-plan": planIndex, hidden: true },
                  cells: [
                    <span key="level" className="font-semibold">
                      {plan.level}
                    </span>,
                    plan.founders_to_back,
                    plan.credits_per_founder,
                    plan.investing_power,
                  ],
                }))}
              />
            </TableRegion>
          </ResultCard>
          <ResultCtas band={index} ctas={tier.ctas} />
          <ResultActions
            card={() => cards.current[index]}
            fileName={stakerTestMeta.imageFileName(slugify(tier.title))}
            shareText={() =>
              shareUrl(window.location.origin, stakerTestMeta.sharePath, stakerTestMeta.shareHash)
            }
            shareIcon={Link2}
            copy={stakerTestMeta}
          />
        </div>
      ))}
    </div>
  );
}
