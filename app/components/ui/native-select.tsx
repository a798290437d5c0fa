import type * as React from "react";
import { cn } from "~/lib/cn";

/** shadcn's NativeSelect: the browser's own <select>, styled like Input (works without JS). */
export function NativeSelect({ className, ...props }: React.ComponentProps<"select">) {
  return (
    <select
      className={cn(
        "h-10 rounded-md border border-input bg-background px-3 text-sm text-foreground focus-visible:outline-2 focus-visible:outline-ring",
        className,
      )}
      {...props}
    />
  );
}
