import { useFetcher } from "react-router";
import { DataTable } from "~/components/data-table";
import { EmailText } from "~/components/email-text";
import { Button } from "~/components/ui/button";
import { NativeSelect } from "~/components/ui/native-select";
import { TableCell, TableRow } from "~/components/ui/table";
import { useResultToast } from "~/components/use-result-toast";
import { ADMIN_PATHS } from "~/content/admin-paths";
import { formatArenaDate } from "~/content/arenas";
import { stakingCopy } from "~/content/staking";
import type { ActionResult } from "~/lib/action-result";
import type { UnmatchedApplication } from "~/domain/arenas/lineup.server";

const S = stakingCopy.admin;
const FETCHER = "arena-assign";

/**
 * 'Unmatched applications' under the Arena list: founder applications that named no open
 * Arena, each with 'Assign' to an Arena that is not finished (a native form).
 */
export function UnmatchedApplications({
  applications,
  arenas,
}: {
  applications: UnmatchedApplication[];
  arenas: { id: string; name: string }[];
}) {
  // The section's: an assigned row leaves the list before its answer is shown.
  const fetcher = useFetcher<ActionResult>({ key: FETCHER });
  useResultToast(fetcher.data, { idle: fetcher.state === "idle", errors: true });
  if (applications.length === 0) return null;
  const C = S.unmatchedColumns;
  return (
    <section aria-labelledby="arenas-unmatched" className="grid gap-2">
      <h3 id="arenas-unmatched" className="text-lg font-semibold">
        {S.unmatched}
      </h3>
      <p className="text-sm text-muted-foreground">{S.unmatchedIntro}</p>
      <DataTable label={S.unmatched} head={Object.values(C)}>
        {applications.map((a) => (
          <TableRow key={a.id}>
            <TableCell className="break-words">
              {a.name}
              <span className="block text-xs text-muted-foreground">
                <EmailText email={a.email} />
              </span>
            </TableCell>
            <TableCell className="break-words">{a.venture}</TableCell>
            <TableCell className="break-words">{a.named}</TableCell>
            <TableCell>{formatArenaDate(a.createdAt)}</TableCell>
            <TableCell>
              <AssignForm application={a} arenas={arenas} />
            </TableCell>
          </TableRow>
        ))}
      </DataTable>
    </section>
  );
}

function AssignForm({
  application,
  arenas,
}: {
  application: UnmatchedApplication;
  arenas: { id: string; name: string }[];
}) {
  const fetcher = useFetcher<ActionResult>({ key: FETCHER });
  return (
    <fetcher.Form method="post" action={ADMIN_PATHS.arenas} className="flex items-center gap-2">
      <input type="hidden" name="intent" value="assign" />
      <input type="hidden" name="submission" value={application.id} />
      <NativeSelect name="arena" aria-label={S.assignTo(application.name)} required>
        {arenas.map((a) => (
          <option key={a.id} value={a.id}>
            {a.name}
          </option>
        ))}
      </NativeSelect>
      <Button type="submit" size="sm" variant="outline" disabled={fetcher.state !== "idle"}>
        {S.assign}
      </Button>
    </fetcher.Form>
  );
}
