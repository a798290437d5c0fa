import { TableCell, TableRow } from "~/components/ui/table";
import { DataTable } from "~/components/data-table";
import { abCopy as C } from "~/content/admin";
import type { HeroReport } from "../results.server";
import { formatRate } from "../stats";
import { day } from "./hero-run-controls";

/** 'Earlier runs': each stopped run with its dates, what it showed and its final figures. */
export function EarlierRuns({ runs }: { runs: HeroReport["earlier"] }) {
  if (runs.length === 0) return null;
  return (
    <section className="grid gap-4" aria-labelledby="ab-earlier">
      <h3 id="ab-earlier" className="text-lg font-semibold">
        {C.earlierRuns}
      </h3>
      {runs.map((run) => {
        const label = C.runLabel(
          run.run,
          day(run.startedAt),
          run.stoppedAt ? day(run.stoppedAt) : null,
        );
        return (
          <div key={run.testName} className="grid gap-2">
            <p className="text-sm font-medium">
              {label}
              {run.stoppedAt && run.shownVariant
                ? ` · ${C.stopped(day(run.stoppedAt), run.shownVariant)}`
                : null}
            </p>
            <DataTable
              label={label}
              head={[
                "",
                C.uniqueVisitors,
                C.signups,
                C.confirmedSignups,
                C.signupRate,
                C.conversionRate,
              ]}
              numeric={[C.uniqueVisitors, C.signups, C.confirmedSignups]}
            >
              {run.results.variants.map((v) => (
                <TableRow key={v.variant}>
                  <TableCell>
                    {C.variant(v.variant)}
                    {v.badge ? ` (${v.badge})` : null}
                  </TableCell>
                  <TableCell>{v.uniqueVisitors.toLocaleString("en-US")}</TableCell>
                  <TableCell>{v.signups.toLocaleString("en-US")}</TableCell>
                  <TableCell>{v.confirmedSignups.toLocaleString("en-US")}</TableCell>
                  <TableCell>{formatRate(v.signupRate)}</TableCell>
                  <TableCell>{formatRate(v.conversionRate)}</TableCell>
                </TableRow>
              ))}
            </DataTable>
          </div>
        );
      })}
    </section>
  );
}
