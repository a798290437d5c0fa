import { Award } from "lucide-react";
import { milestoneCopy } from "~/content/milestones";

/** A member's highest milestone beside their name on the leaderboard (ADR 191). */
export function MilestoneBadge({ name }: { name: string }) {
  return (
    <span
      role="img"
      aria-label={milestoneCopy.badge(name)}
      title={name}
      className="ml-2 inline-flex items-center gap-1 rounded-full border border-primary/40 bg-accent px-2 py-0.5 align-middle text-xs font-medium text-accent-foreground"
    >
      <Award className="size-3.5" aria-hidden="true" />
      <span aria-hidden="true" className="hidden sm:inline">
        {name}
      </span>
    </span>
  );
}
