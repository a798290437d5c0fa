import type * as React from "react";
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "~/components/ui/table";
import { cn } from "~/lib/cn";

/** One row of column headings; the `right` ones right-aligned, over their number cells. */
export function HeadRow({
  labels,
  right = [],
  className,
}: {
  labels: string[];
  right?: string[];
  className?: string;
}) {
  return (
    <TableRow>
      {labels.map((label) => (
        <TableHead
          key={label}
          scope="col"
          className={cn(className, right.includes(label) && "text-right")}
        >
          {label}
        </TableHead>
      ))}
    </TableRow>
  );
}

/**
 * A small table of content data: a caption, one row of column headings and rows whose
 * first cell, when `header` is given, is the row's heading (scope="row"). Every cell gets
 * `cellClassName` (the padding).
 */
export function SimpleTable({
  caption,
  captionClassName,
  columns,
  rows,
  headerClassName,
  cellClassName = "p-3",
  className,
}: {
  caption: React.ReactNode;
  captionClassName?: string;
  columns: { label: React.ReactNode; className?: string }[];
  rows: {
    key: string;
    header?: React.ReactNode;
    cells: React.ReactNode[];
    /** More attributes of the row (a `hidden` one the quiz's module shows: ADR 228). */
    props?: React.ComponentProps<"tr"> & Record<`data-${string}`, string | number>;
  }[];
  headerClassName?: string;
  cellClassName?: string;
  className?: string;
}) {
  return (
    <Table className={className}>
      <TableCaption className={captionClassName}>{caption}</TableCaption>
      <TableHeader className={headerClassName}>
        <TableRow>
          {columns.map((column, i) => (
            <TableHead key={i} scope="col" className={cn(cellClassName, column.className)}>
              {column.label}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.key} {...row.props}>
            {row.header !== undefined ? (
              <TableHead scope="row" className={cn(cellClassName, "font-medium")}>
                {row.header}
              </TableHead>
            ) : null}
            {row.cells.map((cell, i) => (
              <TableCell key={i} className={cellClassName}>
                {cell}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
