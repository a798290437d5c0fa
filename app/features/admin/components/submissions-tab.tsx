import { Download } from "lucide-react";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { TableCell, TableRow } from "~/components/ui/table";
import { submissionsCopy as C } from "~/content/admin";
import { ADMIN_PATHS } from "~/content/admin-paths";
import { TitledDialog } from "~/components/titled-dialog";
import { DataTable } from "~/components/data-table";
import { EmailText } from "~/components/email-text";
import type { SubmissionRow } from "../csv";

export type SubmissionsByForm = { form: keyof typeof C.forms; rows: SubmissionRow[] }[];

const when = (iso: string) => new Date(iso).toISOString().replace("T", " ").slice(0, 16) + " UTC";

function Pairs({ record }: { record: Record<string, string> }) {
  const entries = Object.entries(record);
  if (entries.length === 0) return <p className="text-sm text-muted-foreground">{C.none}</p>;
  return (
    <dl className="grid grid-cols-[minmax(8rem,auto)_1fr] gap-x-4 gap-y-1 text-sm">
      {entries.map(([k, v]) => (
        <div key={k} className="contents">
          <dt className="font-medium">{k}</dt>
          <dd className="whitespace-pre-wrap break-words">{v}</dd>
        </div>
      ))}
    </dl>
  );
}

export function SubmissionsTab({ forms }: { forms: SubmissionsByForm }) {
  const [detail, setDetail] = useState<SubmissionRow | null>(null);
  return (
    <div className="grid gap-8">
      <h2 className="text-xl font-semibold">{C.heading}</h2>
      {forms.map(({ form, rows }) => (
        <section key={form} aria-labelledby={`subs-${form}`} className="grid gap-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 id={`subs-${form}`} className="text-lg font-semibold">
              {C.forms[form]} ({rows.length})
            </h3>
            <Button asChild variant="outline" size="sm">
              <a
                href={`${ADMIN_PATHS.submissionsCsv}?form=${form}`}
                download={`${form}-submissions.csv`}
                aria-label={`${C.exportCsv}: ${C.forms[form]}`}
              >
                <Download aria-hidden="true" />
                {C.exportCsv}
              </a>
            </Button>
          </div>
          {rows.length === 0 ? (
            <p className="text-sm text-muted-foreground">{C.empty}</p>
          ) : (
            <DataTable label={C.forms[form]} head={Object.values(C.columns)}>
              {rows.map((row) => (
                <TableRow key={row.id} className="align-top">
                  <TableCell className="whitespace-nowrap">{when(row.createdAt)}</TableCell>
                  <TableCell>
                    <EmailText email={row.email} />
                  </TableCell>
                  <TableCell className="max-w-md min-w-64">
                    {[
                      ...(row.quizResult ? [`${C.quizResult}: ${row.quizResult}`] : []),
                      ...Object.entries(row.fields).map(([k, v]) => `${k}: ${v}`),
                    ].join("; ")}
                  </TableCell>
                  <TableCell>{row.heroVariant ?? "—"}</TableCell>
                  <TableCell>
                    <Button
                      variant="outline"
                      size="sm"
                      onClick={() => setDetail(row)}
                      aria-label={`${C.view} ${row.email}`}
                    >
                      {C.view}
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </DataTable>
          )}
        </section>
      ))}
      <TitledDialog
        open={detail !== null}
        onOpenChange={(open) => !open && setDetail(null)}
        className="max-w-2xl"
        title={C.detailTitle}
        description={
          detail
            ? `${detail.email} · ${when(detail.createdAt)} · ${C.columns.variant}: ${detail.heroVariant ?? "—"}${detail.quizResult ? ` · ${C.quizResult}: ${detail.quizResult}` : ""}`
            : ""
        }
      >
        {detail ? (
          <div className="grid gap-4">
            <Pairs record={detail.fields} />
            <h4 className="font-semibold">{C.urlParams}</h4>
            <Pairs record={detail.urlParams} />
          </div>
        ) : null}
      </TitledDialog>
    </div>
  );
}
