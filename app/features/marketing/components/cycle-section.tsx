import { CycleDiagram } from "~/components/cycle-diagram";
import { cycle } from "~/content/home";
import { Icon } from "./icon";
import { Section } from "./section";

/** Generosity → Discovery → Opportunity → Prosperity on the landing page, as a ring diagram.
 *  Its own module: the landing page loads it as a deferred part (ADR 081, 172). */
export function Cycle() {
  return (
    <Section of={cycle} tone="muted">
      <CycleDiagram
        label="The cycle, in order"
        stages={cycle.stages.map((stage) => ({
          ...stage,
          icon: <Icon name={stage.icon} />,
        }))}
      />
    </Section>
  );
}
