import type { ReactNode } from "react";

/** An admin section's heading, its one-line purpose and its main action (ADR 195). */
export function SectionHeader({
  title,
  intro,
  action,
}: {
  title: string;
  intro: string;
  action: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-4">
      <div className="grid gap-1">
        <h2 className="text-xl font-semibold">{title}</h2>
        <p className="max-w-2xl text-sm text-muted-foreground">{intro}</p>
      </div>
      {action}
    </div>
  );
}

/** What an empty list says instead of an empty table. */
export function EmptyNote({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-lg border border-dashed p-8 text-center text-muted-foreground">
      {children}
    </p>
  );
}
