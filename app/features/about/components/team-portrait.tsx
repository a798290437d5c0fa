import type { TeamMember } from "~/content/about";
import { cn } from "~/lib/cn";

/** Brand gradients for the monograms, picked by the member's place in the team. */
const GRADIENTS = [
  "from-brand to-brand-deep",
  "from-primary-strong to-brand-deep",
  "from-brand to-accent-strong",
  "from-accent-strong to-brand-deep",
];

function initials(name: string): string {
  const parts = name.split(/\s+/).filter(Boolean);
  const first = parts[0]?.[0] ?? "";
  const last = parts.length > 1 ? (parts.at(-1)?.[0] ?? "") : "";
  return (first + last).toUpperCase();
}

/**
 * A team member's portrait: their photo file when `photo` is set in app/content/about.ts,
 * until then a monogram (initials on a brand gradient, in the brand font).
 */
export function TeamPortrait({ member, index }: { member: TeamMember; index: number }) {
  const label = `Portrait of ${member.name}`;
  const frame = "mx-auto size-32 rounded-full";
  if (member.photo) {
    return (
      <img
        src={member.photo}
        alt={label}
        width={160}
        height={160}
        loading="lazy"
        decoding="async"
        className={cn(frame, "object-cover")}
      />
    );
  }
  return (
    <span
      role="img"
      aria-label={`${label} (monogram)`}
      className={cn(
        frame,
        "relative flex items-center justify-center overflow-hidden bg-gradient-to-br text-4xl font-bold tracking-wide text-brand-foreground shadow-inner ring-4 ring-background",
        GRADIENTS[index % GRADIENTS.length],
      )}
    >
      {/* A soft highlight, so the disc reads as a medal rather than a flat dot. */}
      <span
        aria-hidden="true"
        className="absolute -left-6 -top-10 size-24 rounded-full bg-brand-foreground/15"
      />
      <span aria-hidden="true" className="relative">
        {initials(member.name)}
      </span>
    </span>
  );
}
