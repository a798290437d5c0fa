import type * as React from "react";
import { HeadRow } from "~/components/simple-table";
import { Table, TableBody, TableHeader, TableRegion } from "~/components/ui/table";

/**
 * The admin's list tables: a keyboard-scrollable region named `label`, one header row
 * (`numeric` headers right-aligned, over their tabular-number cells) and the caller's rows.
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
    <TableRegion label={label} className={className}>
      <Table>
        <TableHeader>
          <HeadRow labels={head} right={numeric} />
        </TableHeader>
        <TableBody>{children}</TableBody>
      </Table>
    </TableRegion>
  );
}
