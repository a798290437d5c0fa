import { Award } from "lucide-react";
import { SectionCard } from "~/components/section-card";
import { milestoneCopy } from "~/content/milestones";
import type { MilestoneProgress } from "~/domain/milestones/milestones.server";

const C = milestoneCopy.card;

/** The dashboard's 'Milestones' card (ADR 192): the way to the next one, and those earned. */
export function MilestonesCard({ progress }: { progress: MilestoneProgress }) {
  const { next, earned, confirmed } = progress;
  if (!next && earned.length === 0 && !progress.anyActive) return null;
  // From zero referrals, as the count beside it says: the bar does not restart
  // at each milestone reached.
  const percent = next ? Math.round((confirmed / Math.max(1, next.threshold)) * 100) : 100;
  return (
    <SectionCard title={C.title} description={C.intro} contentClassName="grid gap-4">
      <div className="grid gap-2">
        <p className="font-medium">
          {next ? C.toNext(next.remaining, next.name) : earned.length ? C.allReached : C.none}
        </p>
        {next ? (
          <>
            {/* A plain progress bar: Radix's would add a script file to the dashboard's budget.
                The track's outline is the muted text colour, at least 3:1 against the card in
                both schemes (WCAG 1.4.11), so a bar near zero still shows its length. */}
            <div
              role="progressbar"
              aria-label={C.progressLabel(next.name)}
              aria-valuemin={0}
              aria-valuemax={next.threshold}
              aria-valuenow={confirmed}
              aria-valuetext={C.count(confirmed, next.threshold)}
              className="h-3 w-full overflow-hidden rounded-full border border-muted-foreground bg-muted"
            >
              <div
                className="h-full bg-primary"
                style={{ width: `${Math.min(100, Math.max(0, percent))}%` }}
              />
            </div>
            <p className="text-sm text-muted-foreground">{C.count(confirmed, next.threshold)}</p>
          </>
        ) : null}
      </div>
      <div className="grid gap-2">
        <h3 className="text-sm font-semibold">{C.earned}</h3>
        {earned.length === 0 ? (
          <p className="text-sm text-muted-foreground">{C.earnedEmpty}</p>
        ) : (
          <ul className="grid gap-2">
            {earned.map((m) => (
              <li key={m.name} className="flex items-start gap-3">
                <Award className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
                <div>
                  <p className="font-medium break-words">
                    {m.name}{" "}
                    <span className="text-sm font-normal text-muted-foreground">
                      ({C.bonus(m.bonusPoints)})
                    </span>
                  </p>
                  {m.description ? (
                    <p className="text-sm break-words text-muted-foreground">{m.description}</p>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
    </SectionCard>
  );
}
