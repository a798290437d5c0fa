import { useFetcher } from "react-router";
import { DataTable } from "~/components/data-table";
import { SectionHeader } from "~/components/section-header";
import { Button } from "~/components/ui/button";
import { TableCell, TableRow } from "~/components/ui/table";
import { useResultToast } from "~/components/use-result-toast";
import { broadcastCopy } from "~/content/broadcasts";
import type { DeadLetter } from "~/domain/mail/dead-letters.server";
import type { ActionResult } from "~/lib/action-result";
import { formatInZone } from "~/lib/time-zone";

const C = broadcastCopy.deadLetters;

/** The e-mails the outbox gave up on (ADR 224), each with 'Retry'; nothing when none. */
export function DeadLetters({ letters, zone }: { letters: DeadLetter[]; zone: string }) {
  const fetcher = useFetcher<ActionResult>({ key: "retry-mail" });
  useResultToast(fetcher.data, { errors: true, idle: fetcher.state === "idle", skipStale: true });
  if (letters.length === 0) return null;
  return (
    <section className="grid gap-3">
      <SectionHeader title={C.title} intro={C.intro} action={null} />
      <DataTable
        label={C.title}
        head={[...Object.values(C.columns), ""]}
        numeric={[C.columns.attempts]}
      >
        {letters.map((l) => (
          <TableRow key={l.id}>
            <TableCell>{l.kind}</TableCell>
            <TableCell className="text-right tabular-nums">{l.attempts}</TableCell>
            <TableCell>{l.lastError ?? ""}</TableCell>
            <TableCell className="whitespace-nowrap">{formatInZone(l.createdAt, zone)}</TableCell>
            <TableCell>
              <fetcher.Form method="post">
                <input type="hidden" name="intent" value="retry-mail" />
                <input type="hidden" name="mail" value={l.id} />
                <Button
                  type="submit"
                  variant="outline"
                  size="sm"
                  disabled={fetcher.state !== "idle"}
                >
                  {C.retry}
                </Button>
              </fetcher.Form>
            </TableCell>
          </TableRow>
        ))}
      </DataTable>
    </section>
  );
}
