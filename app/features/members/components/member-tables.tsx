import type * as React from "react";
import { HeadRow } from "~/components/simple-table";
import { Table, TableBody, TableHeader, TableRow } from "~/components/ui/table";
import { cn } from "~/lib/cn";

/** A leaderboard row; the signed-in member's own row is marked and announced as current. */
export function LeaderRow({
  mine,
  className,
  ...props
}: React.ComponentProps<"tr"> & { mine: boolean }) {
  return (
    <TableRow
      data-current={mine || undefined}
      aria-current={mine ? "true" : undefined}
      className={cn(mine && "bg-secondary font-semibold", className)}
      {...props}
    />
  );
}

/**
 * The dashboard cards' tables: flush with the card's padding, a muted header row without
 * a fill; `right` headers are right-aligned over their number cells.
 */
export function CardTable({
  head,
  right = [],
  children,
}: {
  head: string[];
  right?: string[];
  children: React.ReactNode;
}) {
  return (
    <Table className="[&_td]:px-0 [&_th]:px-0">
      <TableHeader className="bg-transparent text-muted-foreground">
        <HeadRow labels={head} right={right} className="font-medium" />
      </TableHeader>
      <TableBody>{children}</TableBody>
    </Table>
  );
}
