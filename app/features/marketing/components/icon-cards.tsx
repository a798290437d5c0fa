import type { IconCard } from "~/content/marketing-types";
import { cn } from "~/lib/cn";
import { IconBadge } from "./icon";

/** A grid of benefit cards: icon, h3 title, description. */
export function IconCards({
  cards,
  className,
}: {
  cards: readonly IconCard[];
  className?: string;
}) {
  return (
    <ul className={cn("grid gap-6 sm:grid-cols-2 lg:grid-cols-3", className)}>
      {cards.map((card) => (
        <li
          key={card.title}
          className="motion-rise motion-lift flex flex-col gap-3 rounded-lg border bg-card p-6 text-card-foreground shadow-sm"
        >
          <IconBadge name={card.icon} />
          <h3 className="text-lg font-semibold">{card.title}</h3>
          <p className="text-sm text-muted-foreground">{card.description}</p>
        </li>
      ))}
    </ul>
  );
}
