import { Plus } from "lucide-react";
import { Link } from "react-router";
import { DataTable } from "~/components/data-table";
import { EmptyNote, SectionHeader } from "~/components/section-header";
import { Button } from "~/components/ui/button";
import { TableCell, TableRow } from "~/components/ui/table";
import { broadcastCopy as C, broadcastPath, STATUS_LABELS } from "~/content/broadcasts";
import type { BroadcastRow } from "~/domain/broadcasts/broadcasts.server";
import { formatInZone } from "~/lib/time-zone";
import type { DeadLetter } from "~/domain/mail/dead-letters.server";
import { audienceLabel } from "./audience-label";
import { DeadLetters } from "./dead-letters";

/** The Broadcasts section (ADR 212): the list, newest first, and 'New Broadcast'. */
export function BroadcastsTab({
  broadcasts,
  deadLetters = [],
  zone,
}: {
  broadcasts: BroadcastRow[];
  deadLetters?: DeadLetter[];
  zone: string;
}) {
  return (
    <div className="grid gap-4">
      <SectionHeader
        title={C.title}
        intro={C.intro}
        action={
          <Button asChild>
            <Link to={broadcastPath("new")}>
              <Plus aria-hidden="true" />
              {C.newButton}
            </Link>
          </Button>
        }
      />
      {broadcasts.length === 0 ? (
        <EmptyNote>{C.empty}</EmptyNote>
      ) : (
        <DataTable
          label={C.title}
          head={Object.values(C.columns)}
          numeric={[C.columns.recipients, C.columns.sent, C.columns.failed]}
        >
          {broadcasts.map((b) => (
            <TableRow key={b.id}>
              <TableCell>
                <Link
                  to={broadcastPath(b.id)}
                  className="font-medium break-words text-primary underline-offset-4 hover:underline"
                >
                  {b.subject}
                </Link>
              </TableCell>
              <TableCell>{audienceLabel(b.audience)}</TableCell>
              <TableCell>{STATUS_LABELS[b.status]}</TableCell>
              <TableCell className="text-right tabular-nums">{b.recipients}</TableCell>
              <TableCell className="text-right tabular-nums">{b.sent}</TableCell>
              <TableCell className="text-right tabular-nums">{b.failed}</TableCell>
              <TableCell className="whitespace-nowrap">{formatInZone(b.date, zone)}</TableCell>
            </TableRow>
          ))}
        </DataTable>
      )}
      <DeadLetters letters={deadLetters} zone={zone} />
    </div>
  );
}
