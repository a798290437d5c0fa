import { useId } from "react";
import { Form, Link, useActionData, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Field, FormMessage } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { useResultToast } from "~/components/use-result-toast";
import { formatJourneyDate, journeyCopy } from "~/content/journey";
import { path } from "~/content/paths";
import type { ActionResult } from "~/lib/action-result";
import type { VenturePage } from "~/features/journey/venture-page.server";

const R = journeyCopy.round;

/**
 * The venture's round (ADR 233): a staker's non-binding indication of interest up to their
 * cap, with consent to share their address with the founder; a native form the server checks.
 */
export function RoundPart({
  action,
  round,
  viewer,
  ventureName,
  founderName,
}: {
  action: string;
  round: NonNullable<VenturePage["round"]>;
  viewer: VenturePage["viewer"];
  ventureName: string;
  founderName: string;
}) {
  const result = useActionData<ActionResult>();
  const navigation = useNavigation();
  const mine = result?.intent === "interest" || result?.intent === "withdraw" ? result : undefined;
  useResultToast(mine, { idle: navigation.state === "idle" });
  const shareId = useId();
  const staker = viewer.cap > 0;
  return (
    <section
      id="round"
      aria-labelledby="venture-round"
      className="grid gap-3 rounded-md border p-4"
    >
      <h2 id="venture-round" className="text-2xl font-semibold break-words">
        {R.heading(round.name)}
      </h2>
      <p>{(round.open ? R.closesLine : R.closedLine)(formatJourneyDate(round.closesOn))}</p>
      {round.noteHtml ? (
        <div
          className="article-content grid gap-3 break-words"
          dangerouslySetInnerHTML={{ __html: round.noteHtml }}
        />
      ) : null}
      {!round.open ? (
        <p className="font-medium">{R.closed}</p>
      ) : !staker ? (
        <p className="font-medium">{R.onlyStakers(ventureName)}</p>
      ) : (
        <>
          <p className="text-lg font-semibold">{R.cap(viewer.cap)}</p>
          {viewer.amount !== null ? <p role="status">{R.yours(viewer.amount)}</p> : null}
          <Form method="post" action={`${action}#round`} className="grid gap-4">
            <input type="hidden" name="intent" value="interest" />
            <Field id="round-amount" label={R.amount}>
              <Input
                name="amount"
                type="number"
                inputMode="numeric"
                required
                min={1}
                step={1}
                defaultValue={mine && !mine.ok ? mine.values?.amount : (viewer.amount ?? undefined)}
                className="max-w-48"
              />
            </Field>
            <div className="flex items-start gap-3">
              <input
                type="checkbox"
                id={shareId}
                name="share"
                value="on"
                required
                defaultChecked={viewer.amount !== null}
                aria-describedby={`${shareId}-hint`}
                className="mt-1 size-4 shrink-0 accent-primary"
              />
              <div className="grid gap-0.5">
                <label htmlFor={shareId} className="font-medium">
                  {R.share(founderName)}
                </label>
                <p id={`${shareId}-hint`} className="text-sm text-muted-foreground">
                  {R.shareHint}
                </p>
              </div>
            </div>
            <FormMessage error={mine && !mine.ok ? mine.error : null} />
            {mine?.ok ? (
              <noscript>
                <p role="status">{mine.message}</p>
              </noscript>
            ) : null}
            <p>
              <Button type="submit" disabled={navigation.state === "submitting"}>
                {viewer.amount !== null ? R.update : R.interested}
              </Button>
            </p>
          </Form>
          {viewer.amount !== null ? (
            <Form method="post" action={`${action}#round`}>
              <input type="hidden" name="intent" value="withdraw" />
              <Button type="submit" variant="outline" disabled={navigation.state === "submitting"}>
                {R.withdraw}
              </Button>
            </Form>
          ) : null}
        </>
      )}
      <p className="text-sm text-muted-foreground">
        {R.notAnOffer}{" "}
        <Link to={path("/disclaimer")} className="underline">
          {R.disclaimer}
        </Link>
      </p>
      {viewer.amount !== null && !round.open ? (
        <p className="text-sm">{R.yours(viewer.amount)}</p>
      ) : null}
    </section>
  );
}
