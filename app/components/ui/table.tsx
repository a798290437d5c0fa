import type * as React from "react";
import { cn } from "~/lib/cn";

/**
 * shadcn's Table, as plain function components. Two departures: `Table` renders the bare
 * `<table>` (shadcn wraps it in an unlabelled scroll box, which axe flags once it scrolls:
 * a scrollable region must be reachable by keyboard), and `TableRegion` is that box made
 * focusable, named and outlined when focused, for the tables wide enough to scroll. No hover tint and no cell
 * alignment: rows keep their own `align-top` where a long cell wraps.
 */
export function TableRegion({
  label,
  className,
  ...props
}: React.ComponentProps<"div"> & { label: string }) {
  return (
    <div
      tabIndex={0}
      role="region"
      aria-label={label}
      className={cn(
        "scroll-cue overflow-x-auto rounded-md border focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
        className,
      )}
      {...props}
    />
  );
}

export function Table({ className, ...props }: React.ComponentProps<"table">) {
  return <table className={cn("w-full text-left text-sm", className)} {...props} />;
}

export function TableHeader({ className, ...props }: React.ComponentProps<"thead">) {
  return <thead className={cn("bg-muted [&_tr]:border-b", className)} {...props} />;
}

export function TableBody({ className, ...props }: React.ComponentProps<"tbody">) {
  return <tbody className={cn("[&_tr:last-child]:border-0", className)} {...props} />;
}

export function TableRow({ className, ...props }: React.ComponentProps<"tr">) {
  return <tr className={cn("border-b border-border", className)} {...props} />;
}

export function TableHead({ className, ...props }: React.ComponentProps<"th">) {
  return <th className={cn("p-2 text-left font-semibold", className)} {...props} />;
}

export function TableCell({ className, ...props }: React.ComponentProps<"td">) {
  return <td className={cn("p-2", className)} {...props} />;
}

export function TableCaption({ className, ...props }: React.ComponentProps<"caption">) {
  return <caption className={cn("p-3 text-left font-semibold", className)} {...props} />;
}
