import type * as React from "react";
import {
  Table,
  TableBody,
  TableHead,
  TableHeader,
  TableRegion,
  TableRow,
} from "~/components/ui/table";

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
          <TableRow>
            {head.map((h) => (
              <TableHead key={h} className={numeric.includes(h) ? "text-right" : undefined}>
                {h}
              </TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>{children}</TableBody>
      </Table>
    </TableRegion>
  );
}
