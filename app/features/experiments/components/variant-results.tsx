import { AlertTriangle } from "lucide-react";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { abCopy as C } from "~/content/admin";
import { formatRate, type ExperimentResults, type VariantResult } from "../stats";

const pct = (p: number) => `${(p * 100).toFixed(2)}%`;
const count = (n: number) => n.toLocaleString("en-US");
const interval = (i: VariantResult["interval"]) => (i ? `${pct(i.low)} – ${pct(i.high)}` : "—");

export function formatP(p: number | null): string {
  if (p === null) return "—";
  return p < 0.0001 ? "< 0.0001" : p.toFixed(4);
}

function Badge({ badge }: { badge: VariantResult["badge"] }) {
  if (!badge) return null;
  return (
    <span
      className={
        badge === "Winner"
          ? "rounded-full bg-success px-3 py-1 text-xs font-semibold text-success-foreground"
          : "rounded-full bg-accent px-3 py-1 text-xs font-semibold text-accent-foreground"
      }
    >
      {badge}
    </span>
  );
}

/**
 * One card per variant: the primary metric (sign-ups per visitor, ADR 186) first, then the
 * spec's click figures as the secondary metric; the badge follows the primary metric.
 */
export function VariantResults({ data }: { data: ExperimentResults }) {
  return (
    <div className="grid gap-4">
      {data.sampleRatioMismatch ? (
        <p
          role="alert"
          className="flex items-start gap-2 rounded-md border border-warning bg-accent p-3 text-sm text-accent-foreground"
        >
          <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {C.srmWarning}
        </p>
      ) : null}
      <div className="grid gap-4 md:grid-cols-2">
        {data.variants.map((v) => (
          <Card key={v.variant} data-testid={`variant-${v.variant}`}>
            <CardHeader className="flex-row items-center justify-between">
              <CardTitle className="text-lg">{C.variant(v.variant)}</CardTitle>
              <Badge badge={v.badge} />
            </CardHeader>
            <CardContent className="grid gap-4">
              <div role="group" aria-label={C.primary} className="border-b border-border pb-3">
                <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
                  <dt>{C.signups}</dt>
                  <dd className="text-right font-semibold">{count(v.signups)}</dd>
                  <dt>{C.confirmedSignups}</dt>
                  <dd className="text-right font-semibold">{count(v.confirmedSignups)}</dd>
                  <dt>{C.signupRate}</dt>
                  <dd className="text-right text-lg font-bold">{formatRate(v.signupRate)}</dd>
                  <dt>{C.confidence}</dt>
                  <dd className="text-right">{interval(v.signupInterval)}</dd>
                </dl>
              </div>
              <div role="group" aria-label={C.secondary}>
                <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
                  <dt>{C.pageViews}</dt>
                  <dd className="text-right font-semibold">{count(v.pageViews)}</dd>
                  <dt>{C.primaryClicks}</dt>
                  <dd className="text-right font-semibold">{count(v.primaryClicks)}</dd>
                  <dt>{C.secondaryClicks}</dt>
                  <dd className="text-right font-semibold">{count(v.secondaryClicks)}</dd>
                  <dt>{C.conversionRate}</dt>
                  <dd className="text-right font-bold">{formatRate(v.conversionRate)}</dd>
                  <dt>{C.confidence}</dt>
                  <dd className="text-right">{interval(v.interval)}</dd>
                  <dt>{C.uniqueVisitors}</dt>
                  <dd className="text-right">{count(v.uniqueVisitors)}</dd>
                </dl>
              </div>
            </CardContent>
          </Card>
        ))}
      </div>
      <p className="text-sm">
        {C.pValue}: <strong>{formatP(data.pValue)}</strong> · {C.ctaPValue}:{" "}
        <strong>{formatP(data.ctaPValue)}</strong>
      </p>
    </div>
  );
}
