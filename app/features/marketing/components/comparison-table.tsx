import type * as React from "react";
import { SimpleTable } from "~/components/simple-table";
import { TableRegion } from "~/components/ui/table";
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
      <SimpleTable
        className="min-w-[36rem]"
        caption={caption}
        captionClassName="sr-only"
        cellClassName="p-4"
        columns={columns.map((column) => ({
          label: column.label,
          className: column.primary ? "text-primary" : undefined,
        }))}
        rows={rows.map((row) => ({ key: row.label, header: row.label, cells: row.cells }))}
      />
    </TableRegion>
  );
}
