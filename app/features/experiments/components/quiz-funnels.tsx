import { BarChart } from "~/components/charts";
import { Card, CardHeader, CardTitle } from "~/components/ui/card";
import { overviewCopy } from "~/content/admin";
import { founderQuizSection } from "~/content/founders";
import { stakerTestSection } from "~/content/stakers";
import type { QuizName } from "~/lib/quiz-funnel";
import type { QuizFunnel } from "../quiz-funnel.server";
import { disqualifiedText, funnelText } from "../quiz-funnel-text";

const C = overviewCopy.quizzes;

/** The quizzes by the names their public pages give them. */
const QUIZ_NAMES: Record<QuizName, string> = {
  founder: founderQuizSection.heading,
  staker: stakerTestSection.heading,
};

/**
 * The Overview's 'Quizzes' section (ADR 186): each quiz's funnel for the period in one line
 * ('Started 12 → Finished 9 (75%) → Clicked 4 (44%)') and its results by band. The two cards
 * share their rows (subgrid), so title, funnel and chart line up side by side.
 */
export function QuizFunnels({ funnels }: { funnels: QuizFunnel[] }) {
  return (
    <section className="grid gap-4" aria-labelledby="quiz-funnels">
      <h3 id="quiz-funnels" className="text-lg font-semibold">
        {C.heading}
      </h3>
      <div className="grid gap-4 lg:grid-cols-2">
        {funnels.map((f) => {
          const name = QUIZ_NAMES[f.quiz];
          const funnel = funnelText(f);
          return (
            <Card key={f.quiz} className="row-span-3 grid grid-rows-subgrid gap-0">
              <CardHeader className="pb-4">
                <CardTitle className="text-base">{name}</CardTitle>
              </CardHeader>
              <div className="grid content-start gap-1 px-6 pb-4 text-sm">
                {funnel === null ? (
                  <p className="text-muted-foreground">{C.empty}</p>
                ) : (
                  <>
                    <p className="font-medium tabular-nums">{funnel}</p>
                    {f.quiz === "founder" ? (
                      <p className="text-muted-foreground tabular-nums">{disqualifiedText(f)}</p>
                    ) : null}
                    <p className="text-xs text-muted-foreground">{C.clickedHint}</p>
                  </>
                )}
              </div>
              <div className="px-6 pb-6">
                {funnel === null ? null : (
                  <BarChart
                    title={C.bands(name)}
                    layout="rows"
                    empty={C.noResults}
                    days={f.bands.map((b) => b.title)}
                    labels={{ showData: overviewCopy.showData, day: C.band }}
                    summary={C.summary}
                    series={[
                      { label: C.reached, tone: "solid", values: f.bands.map((b) => b.reached) },
                    ]}
                  />
                )}
              </div>
            </Card>
          );
        })}
      </div>
    </section>
  );
}
