import type * as React from "react";
import { Label } from "~/components/ui/label";
import { cn } from "~/lib/cn";

/**
 * A control with its label above it and an optional hint below (the hint's id is
 * `${id}-hint`, for the control's aria-describedby). The control itself is the child.
 */
export function FormField({
  id,
  label,
  hint,
  className,
  children,
}: {
  id: string;
  label: React.ReactNode;
  hint?: React.ReactNode;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <div className={cn("grid gap-2", className)}>
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** The form's one message; role=alert so it is announced, and visible without JavaScript. */
export function FormMessage({ error }: { error?: string | null }) {
  if (!error) return null;
  return (
    <p
      role="alert"
      className="rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm text-destructive"
    >
      {error}
    </p>
  );
}
