import { Play } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "~/components/ui/button";
import { Card, CardContent } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { referenceCompanies, simulatorMeta } from "~/content/simulator";
import { formatUsd, parseTokens, simulate } from "../simulator";

/**
 * The 'what if' simulator (docs/product.md#simulator): hidden result panel until the first run,
 * then live.
 */
export function Simulator() {
  const [tokensText, setTokensText] = useState(String(simulatorMeta.tokens.default));
  const [ideaIndex, setIdeaIndex] = useState(0);
  const [ran, setRan] = useState(false);
  const tokensId = useId();
  const ideaId = useId();
  const messageId = useId();
  const tokens = parseTokens(tokensText);
  const company = referenceCompanies[ideaIndex];
  const result = tokens.ok ? simulate(tokens.tokens, company.multiple) : null;
  const message = tokens.ok ? null : (
    <p id={messageId} className="text-sm font-medium text-destructive">
      {tokens.message}
    </p>
  );

  return (
    <Card className="mx-auto w-full max-w-4xl">
      <CardContent className="grid gap-8 p-6 sm:p-8 md:grid-cols-2">
        <form
          noValidate
          className="flex flex-col gap-5"
          onSubmit={(e) => {
            e.preventDefault();
            setRan(true);
          }}
        >
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
              value={tokensText}
              onChange={(e) => setTokensText(e.target.value)}
              aria-invalid={!tokens.ok}
              aria-describedby={tokens.ok ? undefined : messageId}
            />
            {ran ? null : message}
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor={ideaId}>{simulatorMeta.ideaLabel}</Label>
            <select
              id={ideaId}
              name="idea"
              value={ideaIndex}
              onChange={(e) => setIdeaIndex(Number(e.target.value))}
              className="h-10 w-full rounded-md border border-input bg-background px-3 text-base focus-visible:outline-2 focus-visible:outline-ring md:text-sm"
            >
              {referenceCompanies.map((c, i) => (
                <option key={c.idea} value={i}>
                  {c.idea}
                </option>
              ))}
            </select>
            <p className="text-sm text-muted-foreground">{company.summary}</p>
          </div>
          <Button type="submit" size="lg" className="self-start">
            <Play aria-hidden="true" />
            {simulatorMeta.runLabel}
          </Button>
        </form>
        <div aria-live="polite" className="flex flex-col justify-center gap-4">
          {ran ? (
            <>
              {result ? (
                <dl className="grid gap-4">
                  <div className="rounded-lg bg-muted p-4">
                    <dt className="text-sm text-muted-foreground">
                      {simulatorMeta.invitationLabel}
                    </dt>
                    <dd className="text-2xl font-bold">{formatUsd(result.invitation)}</dd>
                  </div>
                  <div className="rounded-lg bg-secondary p-4">
                    <dt className="text-sm text-secondary-foreground">
                      {simulatorMeta.valueTodayLabel}
                    </dt>
                    <dd className="text-3xl font-bold text-primary">
                      {formatUsd(result.valueToday)}
                    </dd>
                  </div>
                </dl>
              ) : (
                message
              )}
              <p className="text-xs text-muted-foreground">{simulatorMeta.disclaimer}</p>
            </>
          ) : null}
        </div>
      </CardContent>
    </Card>
  );
}
