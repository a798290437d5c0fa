import { arenaExplainer } from "~/content/home";
import { IconCards } from "./icon-cards";
import { Section } from "./section";

/**
 * 'What is an Arena?': the one section the landing and stakers pages share
 * (docs/product.md#stakers).
 */
export function ArenaExplainer({ tone = "plain" }: { tone?: "plain" | "muted" }) {
  return (
    <Section of={arenaExplainer} tone={tone}>
      <IconCards cards={arenaExplainer.points} />
    </Section>
  );
}
