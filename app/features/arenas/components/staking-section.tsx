import { useState } from "react";
import { useFetcher } from "react-router";
import { ConfirmDialog } from "~/components/confirm-dialog";
import { DataTable } from "~/components/data-table";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { TableCell, TableRow } from "~/components/ui/table";
import { useResultToast } from "~/components/use-result-toast";
import { formatDollars, stakingCopy, stakingStateLabel } from "~/content/staking";
import type { ActionResult } from "~/lib/action-result";
import type { AdminStaking } from "~/features/arenas/staking-page.server";

const S = stakingCopy.admin;
const toastOptions = { successTitle: S.successTitle, errors: true };
/** What each confirmation asks, and the intent it posts. */
const ASK = {
  open: {
    title: S.openTitle,
    description: () => S.openDescription,
    confirm: S.open,
    intent: "openStaking",
  },
  close: {
    title: () => S.closeTitle,
    description: () => S.closeDescription,
    confirm: S.close,
    intent: "closeStaking",
  },
  publish: {
    title: () => S.publishTitle,
    description: S.publishDescription,
    confirm: S.publish,
    intent: "publishResults",
  },
} as const;

/** The staking window of an Arena's admin page (ADR 215): open, close, results, publish. */
export function StakingSection({ action, staking }: { action: string; staking: AdminStaking }) {
  const fetcher = useFetcher<ActionResult>({ key: "arena-staking" });
  useResultToast(fetcher.data, { ...toastOptions, idle: fetcher.state === "idle" });
  const [asking, setAsking] = useState<"open" | "close" | "publish" | null>(null);
  const post = (intent: string) => fetcher.submit({ intent }, { method: "post", action });
  const busy = fetcher.state !== "idle";
  const { figures, state } = staking;
  const reason =
    staking.notReady === "founders"
      ? S.needFounders
      : staking.notReady === "holders"
        ? S.needHolders
        : null;
  return (
    <section aria-labelledby="arena-staking" className="grid gap-3">
      <h3 id="arena-staking" className="text-lg font-semibold">
        {S.staking}
      </h3>
      <p className="text-sm text-muted-foreground">
        {S.state(stakingStateLabel[state])} · {S.pool(staking.grantPool)} ·{" "}
        {S.tokensPerSeat(staking.tokensPerSeat)}
      </p>
      {state === "not_opened" ? (
        <div className="flex flex-wrap items-center gap-3">
          <Button
            disabled={busy || reason !== null}
            aria-describedby={reason ? "staking-not-ready" : undefined}
            onClick={() => setAsking("open")}
          >
            {S.open}
          </Button>
          {reason ? (
            <p id="staking-not-ready" className="text-sm text-muted-foreground">
              {reason}
            </p>
          ) : null}
        </div>
      ) : null}
      {state === "open" ? (
        <>
          <dl className="grid grid-cols-2 gap-3 sm:max-w-md">
            {(
              [
                [S.figures.stakers, figures.stakers],
                [S.figures.staked, figures.staked],
              ] as const
            ).map(([label, value]) => (
              <div key={label} className="rounded-lg border p-3">
                <dt className="text-sm text-muted-foreground">{label}</dt>
                <dd className="text-2xl font-semibold tabular-nums">
                  {/* 'Who?': the figures open the list of stakes. */}
                  <a href="#arena-stakes" className="underline">
                    {value.toLocaleString("en-US")}
                  </a>
                </dd>
              </div>
            ))}
          </dl>
          {staking.closesAt ? <p>{S.closesAt(staking.closesAt)}</p> : null}
          <ClosesAtForm action={action} staking={staking} />
          <p>
            <Button variant="destructive" disabled={busy} onClick={() => setAsking("close")}>
              {S.close}
            </Button>
          </p>
        </>
      ) : null}
      {staking.results ? <Results results={staking.results} /> : null}
      {state === "closed" ? (
        <p>
          <Button disabled={busy} onClick={() => setAsking("publish")}>
            {S.publish}
          </Button>
        </p>
      ) : null}
      <ConfirmDialog
        item={asking}
        onClose={() => setAsking(null)}
        title={ASK[asking ?? "open"].title(figures.holders)}
        description={ASK[asking ?? "open"].description(staking.audience)}
        cancel={S.cancel}
        confirm={ASK[asking ?? "open"].confirm}
        onConfirm={(which) => post(ASK[which].intent)}
      />
    </section>
  );
}

function ClosesAtForm({ action, staking }: { action: string; staking: AdminStaking }) {
  const fetcher = useFetcher<ActionResult>({ key: "arena-closes-at" });
  useResultToast(fetcher.data, { ...toastOptions, idle: fetcher.state === "idle" });
  return (
    <fetcher.Form method="post" action={action} className="flex flex-wrap items-end gap-3">
      <input type="hidden" name="intent" value="closesAt" />
      <Field id="staking-closes" label={S.fields.closesAt} description={S.closesHint(staking.zone)}>
        <Input
          id="staking-closes"
          name="closesAt"
          type="datetime-local"
          defaultValue={staking.closesAtInput}
          className="w-auto"
        />
      </Field>
      <Button type="submit" variant="outline" disabled={fetcher.state !== "idle"}>
        {S.setCloses}
      </Button>
    </fetcher.Form>
  );
}

function Results({ results }: { results: NonNullable<AdminStaking["results"]> }) {
  const C = S.resultColumns;
  return (
    <div className="grid gap-2">
      <h4 className="font-semibold">{S.results}</h4>
      {results.noTokens ? <p>{S.noTokens}</p> : null}
      <DataTable
        label={S.results}
        head={Object.values(C)}
        numeric={[C.tokens, C.stakers, C.grant]}
        className="scroll-cue"
      >
        {results.founders.map((f) => (
          <TableRow key={f.id}>
            <TableCell className="font-medium break-words">{f.ventureName}</TableCell>
            <TableCell className="break-words">{f.founderName}</TableCell>
            <TableCell className="text-right tabular-nums">
              {f.tokens.toLocaleString("en-US")}
            </TableCell>
            <TableCell className="text-right tabular-nums">
              <a href="?stakes=venture#arena-stakes" className="underline">
                {f.stakers.toLocaleString("en-US")}
              </a>
            </TableCell>
            <TableCell className="text-right tabular-nums">
              {results.noTokens ? "—" : formatDollars(f.grant)}
            </TableCell>
          </TableRow>
        ))}
      </DataTable>
      <p className="text-sm text-muted-foreground">{S.pool(results.pool)}</p>
    </div>
  );
}
