import { useEffect } from "react";
import { useFetcher, useRevalidator } from "react-router";
import { Button } from "~/components/ui/button";
import { useResultToast } from "~/components/use-result-toast";
import { broadcastCopy, broadcastPath, STATUS_LABELS } from "~/content/broadcasts";
import type { BroadcastDetail } from "~/domain/broadcasts/broadcasts.server";
import type { ActionResult } from "~/lib/action-result";
import { formatInZone } from "~/lib/time-zone";

const C = broadcastCopy.page;

/** A broadcast's state, its figures and Pause / Resume / Cancel; refreshed while it sends. */
export function BroadcastStatus({
  broadcast,
  zone,
  relay,
}: {
  broadcast: BroadcastDetail;
  zone: string;
  relay: { since: string; nextTry: string | null; lastError: string | null } | null;
}) {
  const fetcher = useFetcher<ActionResult>({ key: "broadcast-move" });
  useResultToast(fetcher.data, { errors: true, idle: fetcher.state === "idle", skipStale: true });
  const { revalidate, state } = useRevalidator();
  const live = broadcast.status === "sending";
  useEffect(() => {
    if (!live) return;
    const timer = setInterval(() => state === "idle" && void revalidate(), 2_000);
    return () => clearInterval(timer);
  }, [live, revalidate, state]);

  const move = (intent: "pause" | "resume" | "cancel", label: string) => (
    <fetcher.Form method="post" action={broadcastPath(broadcast.id)}>
      <input type="hidden" name="intent" value={intent} />
      <Button type="submit" variant="outline" disabled={fetcher.state !== "idle"}>
        {label}
      </Button>
    </fetcher.Form>
  );
  const f = broadcast.figures;
  return (
    <section aria-labelledby="broadcast-figures" className="grid gap-3 rounded-lg border p-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id="broadcast-figures" className="text-lg font-semibold">
          {C.figures}
        </h3>
        <p>
          <span className="font-medium">{broadcastCopy.columns.status}:</span>{" "}
          {STATUS_LABELS[broadcast.status]}
        </p>
      </div>
      {broadcast.status === "paused" && broadcast.pausedReason === "failures" ? (
        <p role="alert" className="rounded-md border border-destructive p-3 text-destructive">
          {C.pausedForFailures}
        </p>
      ) : null}
      {broadcast.status === "sending" && relay ? (
        <p role="status" className="rounded-md border p-3">
          {C.relayFailing(
            relay.lastError ?? "no answer",
            formatInZone(relay.since, zone),
            relay.nextTry ? formatInZone(relay.nextTry, zone) : null,
          )}
        </p>
      ) : null}
      {broadcast.status === "scheduled" && broadcast.scheduledAt ? (
        <p>{C.scheduledFor(formatInZone(broadcast.scheduledAt, zone))}</p>
      ) : null}
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
        {(
          [
            ["recipients", f.recipients],
            ["sent", f.sent],
            ["failed", f.failed],
            ["skipped", f.skipped],
            ["unsubscribed", f.unsubscribed],
          ] as const
        ).map(([key, value]) => (
          <div key={key} className="grid gap-1">
            <dt className="text-sm text-muted-foreground">{C.figureLabels[key]}</dt>
            <dd className="text-2xl font-semibold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="flex flex-wrap gap-2">
        {broadcast.status === "sending" ? move("pause", C.pause) : null}
        {broadcast.status === "paused" ? move("resume", C.resume) : null}
        {broadcast.status === "scheduled" ? move("cancel", C.cancel) : null}
      </div>
    </section>
  );
}
