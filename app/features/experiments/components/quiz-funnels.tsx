import { BarChart } from "~/components/charts";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { overviewCopy } from "~/content/admin";
import type { QuizFunnel } from "../quiz-funnel.server";

const C = overviewCopy.quizzes;
const rate = (part: number, whole: number) =>
  whole > 0 ? `${((part / whole) * 100).toFixed(1)}%` : "—";

/**
 * The Overview's 'Quizzes' section (ADR 186): each quiz's funnel for the period (Started →
 * Finished → clicked a call to action, with the rates) and its results by band, as a chart
 * with its data table.
 */
export function QuizFunnels({ funnels }: { funnels: QuizFunnel[] }) {
  return (
    <section className="grid gap-4" aria-labelledby="quiz-funnels">
      <h3 id="quiz-funnels" className="text-lg font-semibold">
        {C.heading}
      </h3>
      <div className="grid gap-4 lg:grid-cols-2">
        {funnels.map((f) => {
          const name = C.names[f.quiz];
          const steps: [string, number, number | null][] = [
            [C.started, f.started, null],
            [C.finished, f.finished, f.started],
            [C.clicked, f.clicked, f.finished],
          ];
          return (
            <Card key={f.quiz}>
              <CardHeader>
                <CardTitle className="text-base">{name}</CardTitle>
              </CardHeader>
              <CardContent className="grid gap-4">
                <ol aria-label={name} className="grid gap-2 text-sm">
                  {steps.map(([label, n, before]) => (
                    <li key={label} className="flex justify-between gap-3">
                      <span>{label}</span>
                      <span className="tabular-nums">
                        <strong>{n.toLocaleString("en-US")}</strong>
                        {before !== null ? ` · ${C.ofPrevious(rate(n, before))}` : null}
                      </span>
                    </li>
                  ))}
                  {f.quiz === "founder" ? (
                    <li className="flex justify-between gap-3 text-muted-foreground">
                      <span>{C.disqualified}</span>
                      <span className="tabular-nums">
                        {f.disqualified.toLocaleString("en-US")} ·{" "}
                        {C.ofPrevious(rate(f.disqualified, f.started))}
                      </span>
                    </li>
                  ) : null}
                </ol>
                <BarChart
                  title={C.bands(name)}
                  days={f.bands.map((b) => b.title)}
                  labels={{ showData: overviewCopy.showData, day: C.band }}
                  summary={C.summary}
                  series={[
                    {
                      label: C.reached,
                      className: "fill-primary",
                      values: f.bands.map((b) => b.reached),
                    },
                  ]}
                />
              </CardContent>
            </Card>
          );
        })}
      </div>
    </section>
  );
}
