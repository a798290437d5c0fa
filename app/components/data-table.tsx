import type * as React from "react";
import { HeadRow } from "~/components/simple-table";
import { Table, TableBody, TableHeader, TableRegion } from "~/components/ui/table";
import { cn } from "~/lib/cn";

const STICKY_FIRST_COLUMN = cn(
  "[&_tr>:first-child]:sticky [&_tr>:first-child]:left-0 [&_tr>:first-child]:z-10",
  "[&_tbody_tr>:first-child]:bg-card [&_thead_tr>:first-child]:bg-muted",
  "[&_tr>:first-child]:shadow-[inset_-1px_0_0_var(--border)]",
);

/**
 * The admin's list tables: a keyboard-scrollable region named `label`, one header row
 * (`numeric` headers right-aligned, over their tabular-number cells) and the caller's rows.
 *
 * One way for every admin table on a phone: a table wider than the screen scrolls
 * inside its region (never the page), with the first column fixed (sticky, on the card's
 * colour) so each row stays named while the others scroll past. Cells wrap between words
 * only; an address breaks at '@' and dots (EmailText).
 */
export function DataTable({
  label,
  head,
  numeric = [],
  className,
  children,
}: {
  label: string;
  head: string[];
  numeric?: string[];
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <TableRegion label={label} className={cn("bg-card", className)}>
      <Table className={STICKY_FIRST_COLUMN}>
        <TableHeader>
          <HeadRow labels={head} right={numeric} />
        </TableHeader>
        <TableBody>{children}</TableBody>
      </Table>
    </TableRegion>
  );
}
