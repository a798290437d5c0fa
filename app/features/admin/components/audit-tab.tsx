import { Form, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { TableCell, TableRow } from "~/components/ui/table";
import { auditCopy as C, memberAdminCopy } from "~/content/admin";
import { Field } from "~/components/ui/field";
import { NativeSelect } from "~/components/ui/native-select";
import { DataTable } from "~/components/data-table";
import { ADMIN_PATHS } from "~/content/admin-paths";
import type { AuditRow } from "../audit-log.server";
import { MemberLink } from "./member-link";

export type AuditTabData = {
  action: string;
  page: number;
  hasNext: boolean;
  rows: AuditRow[];
  actions: string[];
};

const when = (iso: string) => iso.replace("T", " ").slice(0, 19) + " UTC";

function actorText(row: AuditRow) {
  if (row.actor !== "admin") return C.actors[row.actor];
  return row.actorEmail ?? C.actors.deletedAdmin;
}

function Target({ row }: { row: AuditRow }) {
  if (!row.target) return <>—</>;
  if (!row.target.startsWith("user:")) return <>{row.target}</>;
  if (!row.targetMember) return <>{C.deletedMember}</>;
  return <MemberLink id={row.targetMember.id}>{row.targetMember.name}</MemberLink>;
}

function pageLink(data: AuditTabData, page: number) {
  const params = new URLSearchParams({ apage: String(page) });
  if (data.action) params.set("action", data.action);
  return `${ADMIN_PATHS.auditLog}?${params}`;
}

export function AuditTab({ data }: { data: AuditTabData }) {
  return (
    <div className="grid gap-4">
      <h2 className="text-xl font-semibold">{C.heading}</h2>
      <Form method="get" action={ADMIN_PATHS.auditLog} className="flex flex-wrap items-end gap-3">
        <Field id="audit-action" label={C.filter} className="gap-1.5">
          <NativeSelect id="audit-action" name="action" defaultValue={data.action}>
            <option value="">{C.allActions}</option>
            {data.actions.map((a) => (
              <option key={a} value={a}>
                {a}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Button type="submit">{C.apply}</Button>
      </Form>
      {data.rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">{C.empty}</p>
      ) : (
        <DataTable label={C.heading} head={Object.values(C.columns)}>
          {data.rows.map((row) => (
            <TableRow key={row.id} className="align-top">
              <TableCell className="whitespace-nowrap">{when(row.at)}</TableCell>
              <TableCell className="break-all">{actorText(row)}</TableCell>
              <TableCell className="whitespace-nowrap font-mono text-xs">{row.action}</TableCell>
              <TableCell>
                <Target row={row} />
              </TableCell>
              <TableCell className="max-w-md break-words font-mono text-xs">
                {Object.keys(row.details).length ? JSON.stringify(row.details) : "—"}
              </TableCell>
            </TableRow>
          ))}
        </DataTable>
      )}
      <nav aria-label={C.heading} className="flex items-center justify-between gap-2">
        {data.page > 1 ? (
          <Button asChild variant="outline" size="sm">
            <Link to={pageLink(data, data.page - 1)}>{memberAdminCopy.previous}</Link>
          </Button>
        ) : (
          <span />
        )}
        <span className="text-sm text-muted-foreground">{memberAdminCopy.page(data.page)}</span>
        {data.hasNext ? (
          <Button asChild variant="outline" size="sm">
            <Link to={pageLink(data, data.page + 1)}>{memberAdminCopy.next}</Link>
          </Button>
        ) : (
          <span />
        )}
      </nav>
    </div>
  );
}
