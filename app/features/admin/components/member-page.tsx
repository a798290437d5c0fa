import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { TableCell, TableRow } from "~/components/ui/table";
import { memberAdminCopy as C } from "~/content/admin";
import { BackLink } from "~/components/back-link";
import { DataTable } from "~/components/data-table";
import { EmailText } from "~/components/email-text";
import { ADMIN_PATHS } from "~/content/admin-paths";
import type { MemberMailState } from "~/domain/broadcasts/suppressions.server";
import { historyCopy } from "~/content/member-history";
import type { MemberDetail } from "../members-admin.server";
import { MemberActionDialog, MemberActionToasts } from "./member-actions";
import { StatusBadge } from "./members-tab";
import { MemberLink } from "./member-link";
import { MemberJoining } from "./member-joining";
import { MemberMailCard } from "./member-mail-card";
import type { HistoryEntry } from "../member-history.server";

const when = (iso: string) => iso.replace("T", " ").slice(0, 16) + " UTC";

function TitledSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="grid gap-3">
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

export function MemberPage({
  detail,
  mail,
  history,
}: {
  detail: MemberDetail;
  mail: MemberMailState;
  history: HistoryEntry[];
}) {
  const { member, ledger, referrals, referredBy } = detail;
  return (
    <section className="grid gap-6">
      <MemberActionToasts />
      <BackLink to={ADMIN_PATHS.members} className="gap-1 font-normal">
        {C.back}
      </BackLink>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold">{member.name}</h1>
          <p className="text-sm text-muted-foreground">
            <EmailText email={member.email} />
          </p>
        </div>
        <StatusBadge status={member.status} />
      </div>
      <div className="flex flex-wrap gap-2">
        <MemberActionDialog intent="adjust" />
        {member.status === "suspended" ? (
          <MemberActionDialog intent="reinstate" />
        ) : (
          <MemberActionDialog intent="suspend" />
        )}
        {member.status === "unconfirmed" ? <MemberActionDialog intent="resend" /> : null}
        <MemberActionDialog intent="delete" variant="destructive" />
      </div>
      <Card>
        <CardHeader>
          <CardTitle>{C.profile}</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
            <dt className="font-medium">{C.nickname}</dt>
            <dd>{member.nickname ?? "—"}</dd>
            <dt className="font-medium">{C.columns.points}</dt>
            <dd className="tabular-nums">{member.points}</dd>
            <dt className="font-medium">{C.columns.referrals}</dt>
            <dd className="tabular-nums">{member.referrals}</dd>
            <dt className="font-medium">{C.confirmed}</dt>
            <dd>{member.status === "unconfirmed" ? C.no : C.yes}</dd>
            <dt className="font-medium">{C.columns.joined}</dt>
            <dd>{when(member.joined)}</dd>
            {member.suspendedAt ? (
              <>
                <dt className="font-medium">{C.suspendedSince}</dt>
                <dd>{when(member.suspendedAt)}</dd>
              </>
            ) : null}
            <dt className="font-medium">{C.referredBy}</dt>
            <dd>
              {referredBy ? (
                referredBy.name ? (
                  <MemberLink id={referredBy.id}>{referredBy.name}</MemberLink>
                ) : (
                  C.deletedMember
                )
              ) : (
                C.nobody
              )}
            </dd>
          </dl>
        </CardContent>
      </Card>
      <MemberMailCard mail={mail} />
      <MemberJoining member={member} />
      <TitledSection id="member-referrals" title={C.referralsMade}>
        {referrals.length === 0 ? (
          <p className="text-sm text-muted-foreground">{C.noReferrals}</p>
        ) : (
          <DataTable label={C.referralsMade} head={Object.values(C.referralColumns)}>
            {referrals.map((r) => {
              const name = r.referredName ?? C.deletedMember;
              const flagged = r.flags.length > 0 && !r.flagsCleared && r.status !== "void";
              return (
                <TableRow key={r.id} className="align-top">
                  <TableCell>
                    {r.referredName && r.referredId ? (
                      <MemberLink id={r.referredId}>{name}</MemberLink>
                    ) : (
                      name
                    )}
                  </TableCell>
                  <TableCell>{C.referralStatus[r.status]}</TableCell>
                  <TableCell className="whitespace-nowrap">{when(r.createdAt)}</TableCell>
                  <TableCell>
                    {r.flags.length === 0
                      ? "—"
                      : r.flags.map((f) => C.flags[f]).join("; ") +
                        (r.approved
                          ? ` (${C.approved})`
                          : r.flagsCleared
                            ? ` (${C.flagCleared})`
                            : "")}
                  </TableCell>
                  <TableCell>
                    <div className="flex flex-wrap gap-2">
                      {r.status !== "void" ? (
                        <MemberActionDialog intent="void" referralId={r.id} subject={name} />
                      ) : null}
                      {r.flags.includes("alias") && r.status === "pending" && !r.approved ? (
                        <MemberActionDialog intent="approve" referralId={r.id} subject={name} />
                      ) : null}
                      {flagged ? (
                        <MemberActionDialog intent="clear-flag" referralId={r.id} subject={name} />
                      ) : null}
                    </div>
                  </TableCell>
                </TableRow>
              );
            })}
          </DataTable>
        )}
        {referrals.some((r) => r.flags.length > 0) ? (
          <p className="mt-3 text-sm text-muted-foreground">{C.flagsNote}</p>
        ) : null}
      </TitledSection>
      <TitledSection id="member-ledger" title={C.ledger}>
        <DataTable
          label={C.ledger}
          head={Object.values(C.ledgerColumns)}
          numeric={[C.ledgerColumns.points]}
        >
          {ledger.map((row) => (
            <TableRow key={row.id}>
              <TableCell className="whitespace-nowrap">{when(row.createdAt)}</TableCell>
              <TableCell>{row.description}</TableCell>
              <TableCell className="text-right tabular-nums">
                {row.points > 0 ? `+${row.points}` : row.points}
              </TableCell>
            </TableRow>
          ))}
        </DataTable>
      </TitledSection>
      <TitledSection id="member-history" title={historyCopy.title}>
        {history.length === 0 ? (
          <p className="text-muted-foreground">{historyCopy.empty}</p>
        ) : (
          <ol aria-labelledby="member-history" className="grid divide-y rounded-lg border">
            {history.map((entry, i) => (
              <li key={i} className="grid gap-0.5 p-3 text-sm break-words sm:grid-cols-[11rem_1fr]">
                <time dateTime={entry.at} className="text-muted-foreground tabular-nums">
                  {when(entry.at)}
                </time>
                <span>{entry.text}</span>
              </li>
            ))}
          </ol>
        )}
      </TitledSection>
    </section>
  );
}
