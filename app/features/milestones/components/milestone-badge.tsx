import { Award } from "lucide-react";
import { milestoneCopy } from "~/content/milestones";

/**
 * A member's highest milestone beside their name on the leaderboard and the dashboard's Top
 * Leaders (ADR 192). Its name is visible at every width (no hover-only tooltip).
 */
export function MilestoneBadge({ name }: { name: string }) {
  return (
    <span
      role="img"
      aria-label={milestoneCopy.badge(name)}
      className="ml-2 inline-flex items-center gap-1 rounded-full border border-primary/40 bg-accent px-2 py-0.5 align-middle text-xs font-medium text-accent-foreground"
    >
      <Award className="size-3.5 shrink-0" aria-hidden="true" />
      <span aria-hidden="true">{name}</span>
    </span>
  );
}
