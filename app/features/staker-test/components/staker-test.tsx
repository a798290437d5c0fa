import { Link2 } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { Card, CardContent } from "~/components/ui/card";
import { RadioCard, RadioGroup } from "~/components/ui/radio-group";
import { stakerQuestions, stakerTestMeta, stakerTiers } from "~/content/staker-test";
import { shareUrl, slugify } from "~/lib/bands";
import { bandStep, ctaStep, sendQuizStep } from "~/lib/quiz-funnel";
import { ResultActions, ResultCard, ResultCtas } from "~/components/result-parts";
import { QuizProgress } from "~/components/quiz-progress";
import { SimpleTable } from "~/components/simple-table";
import { planForBudget, stakerScore, stakerTier } from "../staker-test";

type State =
  | { view: "start" }
  | { view: "quiz"; index: number; answers: number[]; selected: number | null }
  | { view: "result"; answers: number[]; budget: number };

/** The staker test (docs/product.md#staker-test): start → quiz → result. */
export function StakerTest() {
  const [state, setState] = useState<State>({ view: "start" });
  const start = () => setState({ view: "quiz", index: 0, answers: [], selected: null });
  // The quiz funnel's steps (ADR 186), once per change of view; only with consent.
  useEffect(() => {
    if (state.view === "quiz" && state.index === 0 && state.answers.length === 0)
      sendQuizStep("staker", "started");
    else if (state.view === "result") {
      sendQuizStep("staker", "finished");
      sendQuizStep("staker", bandStep(stakerTiers.indexOf(stakerTier(stakerScore(state.answers)))));
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed on the view, not each answer
  }, [state.view]);

  return (
    <Card className="mx-auto w-full max-w-3xl">
      <CardContent className="p-6 sm:p-8">
        {state.view === "start" ? (
          <div className="flex flex-col items-center gap-4 text-center">
            <p className="text-muted-foreground">{stakerTestMeta.intro}</p>
            <Button size="lg" onClick={start}>
              {stakerTestMeta.startLabel}
            </Button>
          </div>
        ) : null}
        {state.view === "quiz" ? <Quiz state={state} setState={setState} /> : null}
        {state.view === "result" ? (
          <Result
            answers={state.answers}
            budget={state.budget}
            onRetake={() => setState({ view: "start" })}
          />
        ) : null}
      </CardContent>
    </Card>
  );
}

function Quiz({
  state,
  setState,
}: {
  state: Extract<State, { view: "quiz" }>;
  setState(s: State): void;
}) {
  const question = stakerQuestions[state.index];
  const isLast = state.index === stakerQuestions.length - 1;
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    // Move focus to each new question so keyboard and screen-reader users follow along.
    heading.current?.focus();
  }, [state.index]);

  function advance() {
    if (state.selected === null) return;
    const answers = [...state.answers, state.selected];
    if (isLast) setState({ view: "result", answers, budget: state.selected });
    else setState({ view: "quiz", index: state.index + 1, answers, selected: null });
  }

  return (
    <div className="flex flex-col gap-6">
      <QuizProgress
        index={state.index}
        total={stakerQuestions.length}
        value={((state.index + 1) / stakerQuestions.length) * 100}
        label="Test progress"
      />
      <h3 id={headingId} ref={heading} tabIndex={-1} className="text-xl font-semibold">
        {question.text}
      </h3>
      <RadioGroup
        key={question.id}
        aria-labelledby={headingId}
        value={state.selected === null ? "" : String(state.selected)}
        onValueChange={(v) => setState({ ...state, selected: Number(v) })}
      >
        {question.answers.map((answer) => (
          <RadioCard key={answer.label} value={String(answer.value)}>
            {answer.label}
          </RadioCard>
        ))}
      </RadioGroup>
      <Button className="self-end" disabled={state.selected === null} onClick={advance}>
        {isLast ? stakerTestMeta.lastLabel : stakerTestMeta.nextLabel}
      </Button>
    </div>
  );
}

function Result({
  answers,
  budget,
  onRetake,
}: {
  answers: number[];
  budget: number;
  onRetake(): void;
}) {
  const tier = stakerTier(stakerScore(answers));
  const plan = planForBudget(budget);
  const card = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const headers = stakerTestMeta.planHeaders;

  return (
    <div className="flex flex-col gap-6">
      <ResultCard
        cardRef={card}
        headingRef={heading}
        icon={tier.icon}
        title={tier.title}
        className="gap-4"
      >
        <p className="max-w-xl text-muted-foreground">{tier.description}</p>
        <div className="w-full overflow-x-auto rounded-lg border text-left">
          <SimpleTable
            caption={stakerTestMeta.planLabel}
            captionClassName="bg-secondary text-secondary-foreground"
            headerClassName="bg-transparent"
            columns={(
              ["level", "founders_to_back", "credits_per_founder", "investing_power"] as const
            ).map((key) => ({ label: headers[key] }))}
            rows={[
              {
                key: plan.level,
                cells: [
                  <span key="level" className="font-semibold">
                    {plan.level}
                  </span>,
                  plan.founders_to_back,
                  plan.credits_per_founder,
                  plan.investing_power,
                ],
              },
            ]}
          />
        </div>
      </ResultCard>
      <ResultCtas
        ctas={tier.ctas}
        onFollow={(i) => sendQuizStep("staker", ctaStep(stakerTiers.indexOf(tier), i))}
      />
      <ResultActions
        card={card}
        fileName={stakerTestMeta.imageFileName(slugify(tier.title))}
        shareText={() =>
          shareUrl(window.location.origin, stakerTestMeta.sharePath, stakerTestMeta.shareHash)
        }
        shareIcon={Link2}
        copy={stakerTestMeta}
        onRetake={onRetake}
      />
    </div>
  );
}
