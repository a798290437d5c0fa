import { Download, Search } from "lucide-react";
import { Form, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { TableCell, TableRow } from "~/components/ui/table";
import { memberAdminCopy as C } from "~/content/admin";
import { memberFilterCopy as F } from "~/content/admin-sources";
import { Field } from "~/components/ui/field";
import { NativeSelect } from "~/components/ui/native-select";
import { DataTable } from "~/components/data-table";
import { EmailText } from "~/components/email-text";
import { ADMIN_PATHS } from "~/content/admin-paths";
import { joiningText } from "~/content/joining";
import { MEMBER_ROLES, type MemberRole } from "~/lib/member-roles";
import { arenaCopy, invitationStatusLabel } from "~/content/arenas";
import { constraintsOf } from "~/lib/form-constraints";
import {
  MEMBER_STATUSES,
  MemberQuerySchema,
  type MemberStatusFilter,
} from "../member-admin.schema";
import type { MemberListRow } from "../members-admin.server";
import { MemberLink } from "./member-link";

export type MembersTabData = {
  q: string;
  status: MemberStatusFilter | null;
  community: string | null;
  role: MemberRole | null;
  arena?: keyof typeof invitationStatusLabel | null;
  communities: { id: string; name: string }[];
  page: number;
  hasNext: boolean;
  rows: MemberListRow[];
};

/** The search box's bound, from the schema the loader reads the query with. */
const K = constraintsOf(MemberQuerySchema);

const day = (iso: string) => iso.slice(0, 10);

/** Query string of the current filter, with another page or format. */
function filterQuery(data: MembersTabData, extra: Record<string, string>) {
  const params = new URLSearchParams();
  if (data.q) params.set("q", data.q);
  if (data.status) params.set("status", data.status);
  if (data.community) params.set("community", data.community);
  if (data.role) params.set("role", data.role);
  if (data.arena) params.set("arena", data.arena);
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
          <a href={`${ADMIN_PATHS.membersCsv}?${filterQuery(data, {})}`} download="members.csv">
            <Download aria-hidden="true" />
            {C.exportCsv}
          </a>
        </Button>
      </div>
      <Form
        method="get"
        action={ADMIN_PATHS.members}
        className="flex flex-wrap items-end gap-3"
        role="search"
      >
        <Field id="member-search" label={C.search} className="min-w-56 flex-1 gap-1.5">
          <Input
            id="member-search"
            name="q"
            type="search"
            defaultValue={data.q}
            {...K.q}
            autoComplete="off"
          />
        </Field>
        <Field id="member-status" label={C.statusFilter} className="gap-1.5">
          <NativeSelect id="member-status" name="status" defaultValue={data.status ?? ""}>
            <option value="">{C.anyStatus}</option>
            {MEMBER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {C.status[s]}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field id="member-community" label={F.community} className="gap-1.5">
          <NativeSelect
            id="member-community"
            name="community"
            defaultValue={data.community ?? ""}
            className="max-w-56"
          >
            <option value="">{F.any}</option>
            {data.communities.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field id="member-role" label={F.role} className="gap-1.5">
          <NativeSelect id="member-role" name="role" defaultValue={data.role ?? ""}>
            <option value="">{F.any}</option>
            {MEMBER_ROLES.map((r) => (
              <option key={r} value={r}>
                {joiningText.roles[r]}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field id="member-arena" label={arenaCopy.admin.arenaStatus} className="gap-1.5">
          <NativeSelect id="member-arena" name="arena" defaultValue={data.arena ?? ""}>
            <option value="">{F.any}</option>
            {Object.entries(invitationStatusLabel).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Button type="submit">
          <Search aria-hidden="true" />
          {C.searchButton}
        </Button>
      </Form>
      {data.rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">{C.empty}</p>
      ) : (
        <DataTable
          label={C.heading}
          head={Object.values(C.columns)}
          numeric={[C.columns.points, C.columns.referrals]}
        >
          {data.rows.map((row) => (
            <TableRow key={row.id}>
              <TableCell>
                <MemberLink id={row.id} className="font-medium">
                  {row.name}
                </MemberLink>
                {row.nickname ? (
                  <span className="block text-xs text-muted-foreground">{row.nickname}</span>
                ) : null}
              </TableCell>
              <TableCell>
                <EmailText email={row.email} />
              </TableCell>
              <TableCell className="text-right tabular-nums">{row.points}</TableCell>
              <TableCell className="text-right tabular-nums">{row.referrals}</TableCell>
              <TableCell>
                <StatusBadge status={row.status} flagged={row.flagged} />
              </TableCell>
              <TableCell className="whitespace-nowrap">{day(row.joined)}</TableCell>
            </TableRow>
          ))}
        </DataTable>
      )}
      <nav aria-label={C.heading} className="flex items-center justify-between gap-2">
        {data.page > 1 ? (
          <Button asChild variant="outline" size="sm">
            <Link
              to={`${ADMIN_PATHS.members}?${filterQuery(data, { page: String(data.page - 1) })}`}
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
              to={`${ADMIN_PATHS.members}?${filterQuery(data, { page: String(data.page + 1) })}`}
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
