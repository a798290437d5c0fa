import { Play } from "lucide-react";
import { useId } from "react";
import { Button } from "~/components/ui/button";
import { Card, CardContent } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { referenceCompanies, simulatorMeta } from "~/content/simulator";
import { IslandScript } from "~/components/island-script";
import { OWN_ATTRIBUTE } from "~/lib/own-attribute";

const own = { [OWN_ATTRIBUTE]: "" };

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * What the result panel can show, kept inert in a <template> (not in the page, not read out)
 * until the simulator's module copies it in: the two figures (filled in there), the message for tokens
 * out of range, and the disclaimer. Markup, not JSX: React hydrates no <template> content.
 */
function panelTemplate(): string {
  const { invitationLabel, valueTodayLabel, invalidTokens, disclaimer } = simulatorMeta;
  return (
    `<dl class="grid gap-4"><div class="rounded-lg bg-muted p-4">` +
    `<dt class="text-sm text-muted-foreground">${escapeHtml(invitationLabel)}</dt>` +
    `<dd class="text-2xl font-bold"></dd></div><div class="rounded-lg bg-secondary p-4">` +
    `<dt class="text-sm text-secondary-foreground">${escapeHtml(valueTodayLabel)}</dt>` +
    `<dd class="text-3xl font-bold text-primary"></dd></div></dl>` +
    `<p class="text-sm font-medium text-destructive">${escapeHtml(invalidTokens)}</p>` +
    `<p class="text-xs text-muted-foreground">${escapeHtml(disclaimer)}</p>`
  );
}

// One object each for every render: React compares the prop by identity, and a new one would
// set the element's innerHTML again (emptying the panel the module filled). Made on first
// render, not when the module loads: a module with work to do at load is one Rollup cannot
// leave out of the page's chunk (the route imports it for the server), and the part would
// load with the page instead of after it (ADR 081).
const PANEL = { __html: "" };
let template: { __html: string } | undefined;

/**
 * The 'what if' simulator (docs/product.md#simulator): hidden result panel until the first run,
 * then live. Plain HTML whose state is the DOM's (the fields, and the panel once filled): its own
 * module answers it (../simulator.island.ts, ADR 228), before and after hydration alike, and
 * React, which renders it, never handles it.
 */
export function Simulator() {
  const tokensId = useId();
  const ideaId = useId();
  const messageId = useId();
  const first = referenceCompanies[0];

  return (
    <Card className="mx-auto w-full max-w-4xl">
      <CardContent {...own} data-vs-simulator="" className="grid gap-8 p-6 sm:p-8 md:grid-cols-2">
        <IslandScript name="simulator" />
        <form noValidate className="flex flex-col gap-5">
          <div className="flex flex-col gap-2">
            <Label htmlFor={tokensId}>{simulatorMeta.tokensLabel}</Label>
            <Input
              id={tokensId}
              name="tokens"
              type="number"
              inputMode="numeric"
              min={simulatorMeta.tokens.min}
              max={simulatorMeta.tokens.max}
              step={simulatorMeta.tokens.step}
              defaultValue={simulatorMeta.tokens.default}
              aria-invalid="false"
              suppressHydrationWarning
            />
            <p
              id={messageId}
              data-vs-sim-message=""
              hidden
              suppressHydrationWarning
              className="text-sm font-medium text-destructive"
            >
              {""}
            </p>
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor={ideaId}>{simulatorMeta.ideaLabel}</Label>
            <select
              id={ideaId}
              name="idea"
              defaultValue={0}
              className="h-10 w-full rounded-md border border-input bg-background px-3 text-base focus-visible:outline-2 focus-visible:outline-ring md:text-sm"
            >
              {referenceCompanies.map((c, i) => (
                <option key={c.idea} value={i}>
                  {c.idea}
                </option>
              ))}
            </select>
            <p
              data-vs-sim-summary=""
              suppressHydrationWarning
              className="text-sm text-muted-foreground"
            >
              {first.summary}
            </p>
          </div>
          <Button type="submit" size="lg" className="self-start">
            <Play aria-hidden="true" />
            {simulatorMeta.runLabel}
          </Button>
        </form>
        <div
          aria-live="polite"
          data-vs-sim-panel=""
          className="flex flex-col justify-center gap-4"
          // Filled by the simulator's module; React neither hydrates nor replaces what is in it.
          dangerouslySetInnerHTML={PANEL}
          suppressHydrationWarning
        />
        <template dangerouslySetInnerHTML={(template ??= { __html: panelTemplate() })} />
      </CardContent>
    </Card>
  );
}
