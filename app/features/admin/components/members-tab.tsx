import { Download, Search } from "lucide-react";
import { Form, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { memberAdminCopy as C } from "~/content/admin";
import { MEMBER_STATUSES, type MemberStatusFilter } from "../member-admin.schema";
import type { MemberListRow } from "../members-admin.server";

export type MembersTabData = {
  q: string;
  status: MemberStatusFilter | null;
  page: number;
  hasNext: boolean;
  rows: MemberListRow[];
};

const day = (iso: string) => iso.slice(0, 10);

/** Query string of the current filter, with another page or format. */
function filterQuery(data: MembersTabData, extra: Record<string, string>) {
  const params = new URLSearchParams();
  if (data.q) params.set("q", data.q);
  if (data.status) params.set("status", data.status);
  for (const [k, v] of Object.entries(extra)) params.set(k, v);
  return params.toString();
}

export function StatusBadge({
  status,
  flagged,
}: {
  status: MemberListRow["status"];
  flagged?: boolean;
}) {
  return (
    <span className="flex flex-wrap gap-1">
      <span
        className={
          status === "suspended"
            ? "rounded bg-destructive px-1.5 py-0.5 text-xs text-destructive-foreground"
            : status === "unconfirmed"
              ? "rounded bg-muted px-1.5 py-0.5 text-xs text-foreground"
              : "rounded bg-primary px-1.5 py-0.5 text-xs text-primary-foreground"
        }
      >
        {C.status[status]}
      </span>
      {flagged ? (
        <span className="rounded border border-border px-1.5 py-0.5 text-xs">
          {C.status.flagged}
        </span>
      ) : null}
    </span>
  );
}

export function MembersTab({ data }: { data: MembersTabData }) {
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 className="text-xl font-semibold">{C.heading}</h2>
        <Button asChild variant="outline" size="sm">
          <a href={`/admin/members.csv?${filterQuery(data, {})}`} download="members.csv">
            <Download aria-hidden="true" />
            {C.exportCsv}
          </a>
        </Button>
      </div>
      <Form method="get" action="/admin" className="flex flex-wrap items-end gap-3" role="search">
        <input type="hidden" name="tab" value="members" />
        <div className="grid min-w-56 flex-1 gap-1.5">
          <Label htmlFor="member-search">{C.search}</Label>
          <Input
            id="member-search"
            name="q"
            type="search"
            defaultValue={data.q}
            maxLength={100}
            autoComplete="off"
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="member-status">{C.statusFilter}</Label>
          <select
            id="member-status"
            name="status"
            defaultValue={data.status ?? ""}
            className="h-10 rounded-md border border-input bg-background px-3 text-sm text-foreground focus-visible:outline-2 focus-visible:outline-ring"
          >
            <option value="">{C.anyStatus}</option>
            {MEMBER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {C.status[s]}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit">
          <Search aria-hidden="true" />
          {C.searchButton}
        </Button>
      </Form>
      {data.rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">{C.empty}</p>
      ) : (
        <div
          className="overflow-x-auto rounded-md border border-border"
          tabIndex={0}
          role="region"
          aria-label={C.heading}
        >
          <table className="w-full text-left text-sm">
            <thead className="bg-muted">
              <tr>
                <th className="p-2">{C.columns.name}</th>
                <th className="p-2">{C.columns.email}</th>
                <th className="p-2 text-right">{C.columns.points}</th>
                <th className="p-2 text-right">{C.columns.referrals}</th>
                <th className="p-2">{C.columns.status}</th>
                <th className="p-2">{C.columns.joined}</th>
              </tr>
            </thead>
            <tbody>
              {data.rows.map((row) => (
                <tr key={row.id} className="border-t border-border">
                  <td className="p-2">
                    <Link
                      to={`/admin/members/${row.id}`}
                      className="font-medium text-primary underline-offset-4 hover:underline"
                    >
                      {row.name}
                    </Link>
                    {row.nickname ? (
                      <span className="block text-xs text-muted-foreground">{row.nickname}</span>
                    ) : null}
                  </td>
                  <td className="p-2 break-all">{row.email}</td>
                  <td className="p-2 text-right tabular-nums">{row.points}</td>
                  <td className="p-2 text-right tabular-nums">{row.referrals}</td>
                  <td className="p-2">
                    <StatusBadge status={row.status} flagged={row.flagged} />
                  </td>
                  <td className="whitespace-nowrap p-2">{day(row.joined)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <nav aria-label={C.heading} className="flex items-center justify-between gap-2">
        {data.page > 1 ? (
          <Button asChild variant="outline" size="sm">
            <Link
              to={`/admin?${filterQuery(data, { tab: "members", page: String(data.page - 1) })}`}
            >
              {C.previous}
            </Link>
          </Button>
        ) : (
          <span />
        )}
        <span className="text-sm text-muted-foreground">{C.page(data.page)}</span>
        {data.hasNext ? (
          <Button asChild variant="outline" size="sm">
            <Link
              to={`/admin?${filterQuery(data, { tab: "members", page: String(data.page + 1) })}`}
            >
              {C.next}
            </Link>
          </Button>
        ) : (
          <span />
        )}
      </nav>
    </div>
  );
}
