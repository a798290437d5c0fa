import type * as React from "react";
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRegion,
  TableRow,
} from "~/components/ui/table";
import { cn } from "~/lib/cn";

/**
 * A side-by-side comparison (founders: staking vs traditional; stakers: old vs new): a
 * keyboard-scrollable region named by its caption, row headers in the first column, the
 * `primary` column's heading in the brand colour.
 */
export function ComparisonTable({
  caption,
  columns,
  rows,
  className,
}: {
  caption: string;
  columns: { label: React.ReactNode; primary?: boolean }[];
  rows: { label: string; cells: React.ReactNode[] }[];
  className?: string;
}) {
  return (
    <TableRegion label={caption} className={cn("rounded-lg", className)}>
      <Table className="min-w-[36rem]">
        <TableCaption className="sr-only">{caption}</TableCaption>
        <TableHeader>
          <TableRow>
            {columns.map((column, i) => (
              <TableHead
                key={i}
                scope="col"
                className={cn("p-4", column.primary && "text-primary")}
              >
                {column.label}
              </TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.label}>
              <TableHead scope="row" className="p-4 font-medium">
                {row.label}
              </TableHead>
              {row.cells.map((cell, i) => (
                <TableCell key={i} className="p-4">
                  {cell}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableRegion>
  );
}
