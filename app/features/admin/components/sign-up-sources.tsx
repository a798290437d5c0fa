import { BarChart } from "~/components/charts";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { overviewCopy } from "~/content/admin";
import { sourcesCopy } from "~/content/admin-sources";
import { joiningText } from "~/content/joining";
import { isMemberRole } from "~/lib/member-roles";
import {
  SOURCE_DIMENSIONS,
  type SignUpSources as Sources,
  type SourceDimension,
  type SourceRow,
} from "../sign-up-sources";

const C = sourcesCopy;

/** What a row is called: a community's name, a role's label, or the key as counted. */
function labelOf(dimension: SourceDimension, row: SourceRow): string {
  if (row.key === "") return C.none[dimension];
  if (dimension === "community") return row.name ?? row.key;
  if (dimension === "role" && isMemberRole(row.key)) return joiningText.roles[row.key];
  return row.key;
}

/**
 * The Overview's 'Sign-ups by source', 'by campaign', 'by community' (top 20) and 'by role'
 * (ADR 193): each a chart of confirmed and not confirmed sign-ups with its data table.
 */
export function SignUpSources({ sources }: { sources: Sources }) {
  return (
    <section className="grid gap-4" aria-labelledby="sign-up-sources">
      <h3 id="sign-up-sources" className="text-lg font-semibold">
        {C.heading}
      </h3>
      <p className="text-xs text-muted-foreground">{C.note}</p>
      <div className="grid gap-4 lg:grid-cols-2">
        {SOURCE_DIMENSIONS.map((dimension) => {
          const rows = sources[dimension];
          return (
            <Card key={dimension}>
              <CardHeader>
                <CardTitle className="text-base">{C.titles[dimension]}</CardTitle>
              </CardHeader>
              <CardContent>
                <BarChart
                  title={C.titles[dimension]}
                  showTitle={false}
                  layout="rows"
                  empty={C.empty}
                  days={rows.map((r) => labelOf(dimension, r))}
                  labels={{ showData: overviewCopy.showData, day: C.columns[dimension] }}
                  summary={C.summary}
                  series={[
                    {
                      label: overviewCopy.confirmed,
                      tone: "solid",
                      values: rows.map((r) => r.confirmed),
                    },
                    {
                      label: overviewCopy.unconfirmed,
                      tone: "striped",
                      values: rows.map((r) => r.unconfirmed),
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
