import { Download } from "lucide-react";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "~/components/ui/dialog";
import { submissionsCopy as C } from "~/content/admin";
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
                href={`/admin/submissions.csv?form=${form}`}
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
            <div
              className="overflow-x-auto rounded-md border"
              tabIndex={0}
              role="region"
              aria-label={C.forms[form]}
            >
              <table className="w-full text-left text-sm">
                <thead className="bg-muted">
                  <tr>
                    <th className="p-2">{C.columns.date}</th>
                    <th className="p-2">{C.columns.email}</th>
                    <th className="p-2">{C.columns.fields}</th>
                    <th className="p-2">{C.columns.variant}</th>
                    <th className="p-2">{C.columns.actions}</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row) => (
                    <tr key={row.id} className="border-t align-top">
                      <td className="whitespace-nowrap p-2">{when(row.createdAt)}</td>
                      <td className="p-2">{row.email}</td>
                      <td className="max-w-md truncate p-2">
                        {Object.entries(row.fields)
                          .map(([k, v]) => `${k}: ${v}`)
                          .join("; ")}
                      </td>
                      <td className="p-2">{row.heroVariant ?? "—"}</td>
                      <td className="p-2">
                        <Button
                          variant="outline"
                          size="sm"
                          onClick={() => setDetail(row)}
                          aria-label={`${C.view} ${row.email}`}
                        >
                          {C.view}
                        </Button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </section>
      ))}
      <Dialog open={detail !== null} onOpenChange={(open) => !open && setDetail(null)}>
        <DialogContent className="max-w-2xl">
          <DialogHeader>
            <DialogTitle>{C.detailTitle}</DialogTitle>
            <DialogDescription>
              {detail
                ? `${detail.email} · ${when(detail.createdAt)} · ${C.columns.variant}: ${detail.heroVariant ?? "—"}`
                : ""}
            </DialogDescription>
          </DialogHeader>
          {detail ? (
            <div className="grid gap-4">
              <Pairs record={detail.fields} />
              <h4 className="font-semibold">{C.urlParams}</h4>
              <Pairs record={detail.urlParams} />
            </div>
          ) : null}
        </DialogContent>
      </Dialog>
    </div>
  );
}
