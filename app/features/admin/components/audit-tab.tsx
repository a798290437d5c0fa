import { Form, Link } from "react-router";
import { EmailText } from "~/components/email-text";
import { Button } from "~/components/ui/button";
import { memberAdminCopy } from "~/content/admin";
import { auditActionGroups, auditCopy as C } from "~/content/audit";
import { Field } from "~/components/ui/field";
import { NativeSelect } from "~/components/ui/native-select";
import { ADMIN_PATHS } from "~/content/admin-paths";
import type { AuditRow } from "../audit-log.server";
import { actorLabel, auditSentenceParts, targetLabel } from "../audit-sentence";
import { MemberLink } from "./member-link";

export type AuditTabData = {
  action: string;
  page: number;
  hasNext: boolean;
  rows: AuditRow[];
  actions: string[];
};

const when = (iso: string) => iso.replace("T", " ").slice(0, 16) + " UTC";

/** Plain text, with an address allowed to wrap only at '@' and dots. */
function Words({ text }: { text: string }) {
  return text.includes("@") ? <EmailText email={text} /> : <>{text}</>;
}

/** One entry as a sentence: the actor, what they did, the thing by name (a member linked). */
function Sentence({ row }: { row: AuditRow }) {
  const { before, after } = auditSentenceParts(row);
  const actor = actorLabel(row);
  const rest = before.slice(actor.length);
  const target = targetLabel(row);
  return (
    <p>
      <strong className="font-semibold">
        <Words text={actor} />
      </strong>
      {rest}
      {after === null ? null : row.targetMember ? (
        <MemberLink id={row.targetMember.id} className="underline">
          {target}
        </MemberLink>
      ) : (
        target
      )}
      {after}
    </p>
  );
}

function pageLink(data: AuditTabData, page: number) {
  const params = new URLSearchParams({ apage: String(page) });
  if (data.action) params.set("action", data.action);
  return `${ADMIN_PATHS.auditLog}?${params}`;
}

/** Audit Log (ADR 160): a list of sentences, newest first, raw details one click away. */
export function AuditTab({ data }: { data: AuditTabData }) {
  return (
    <div className="grid gap-4">
      <h2 className="text-xl font-semibold">{C.heading}</h2>
      <Form method="get" action={ADMIN_PATHS.auditLog} className="flex flex-wrap items-end gap-3">
        <Field id="audit-action" label={C.filter} className="gap-1.5">
          <NativeSelect id="audit-action" name="action" defaultValue={data.action}>
            <option value="">{C.allActions}</option>
            {auditActionGroups(data.actions).map((group) => (
              <optgroup key={group.label} label={group.label}>
                {group.options.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </optgroup>
            ))}
          </NativeSelect>
        </Field>
        <Button type="submit">{C.apply}</Button>
      </Form>
      {data.rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">{C.empty}</p>
      ) : (
        <ol aria-label={C.heading} className="grid divide-y divide-border rounded-lg border">
          {data.rows.map((row) => (
            <li key={row.id} className="grid min-w-0 gap-1 p-3 text-sm break-words">
              <Sentence row={row} />
              <p className="text-xs text-muted-foreground">
                <time dateTime={row.at}>{when(row.at)}</time>
              </p>
              <details className="text-xs">
                <summary className="inline-flex min-h-6 cursor-pointer items-center text-primary">
                  {C.rawDetails}
                </summary>
                <dl className="mt-1 grid gap-0.5 font-mono break-words">
                  <div>
                    <dt className="inline">action: </dt>
                    <dd className="inline">{row.action}</dd>
                  </div>
                  {row.target ? (
                    <div>
                      <dt className="inline">target: </dt>
                      <dd className="inline">{row.target}</dd>
                    </div>
                  ) : null}
                  {Object.keys(row.details).length ? (
                    <div>
                      <dt>details:</dt>
                      <dd>
                        <pre className="font-mono break-words whitespace-pre-wrap">
                          {JSON.stringify(row.details, null, 2)}
                        </pre>
                      </dd>
                    </div>
                  ) : null}
                </dl>
              </details>
            </li>
          ))}
        </ol>
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
