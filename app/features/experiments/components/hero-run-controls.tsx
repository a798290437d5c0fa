import { useEffect, useState } from "react";
import { useFetcher } from "react-router";
import { TitledDialog } from "~/components/titled-dialog";
import { Button } from "~/components/ui/button";
import { DialogFooter } from "~/components/ui/dialog";
import { Textarea } from "~/components/ui/input";
import { Field } from "~/components/ui/field";
import { RadioCard, RadioGroup } from "~/components/ui/radio-group";
import { abCopy } from "~/content/admin";
import { ADMIN_PATHS } from "~/content/admin-paths";
import type { ActionResult } from "~/lib/action-result";
import { useResultToast } from "~/components/use-result-toast";
import { constraintsOf } from "~/lib/form-constraints";
import { HeroStopSchema } from "../experiments.schema";
import type { RunSummary } from "../results.server";

const C = abCopy.stop;
const K = constraintsOf(HeroStopSchema);
export const day = (iso: string) => iso.slice(0, 10);

/**
 * The run in force (ADR 186): 'Stop Test' (a dialog: the variant everyone sees and a required
 * reason) while it collects figures; once stopped, what everyone sees and 'Restart Test'.
 */
export function HeroRunControls({ run }: { run: RunSummary }) {
  const fetcher = useFetcher<ActionResult>();
  const [open, setOpen] = useState(false);
  // A finished stop or restart is toasted; the action reloads the section's figures.
  useResultToast(fetcher.data, { idle: fetcher.state === "idle" });
  const result = fetcher.state === "idle" ? fetcher.data : undefined;
  useEffect(() => {
    if (result?.ok) setOpen(false);
  }, [result]);
  const error = result && !result.ok ? result.error : null;

  if (run.stoppedAt && run.shownVariant)
    return (
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-border bg-secondary p-3 text-secondary-foreground">
        <p className="font-medium">{abCopy.stopped(day(run.stoppedAt), run.shownVariant)}</p>
        <fetcher.Form method="post" action={ADMIN_PATHS.abTests}>
          <input type="hidden" name="intent" value="restart" />
          <Button type="submit" variant="outline" disabled={fetcher.state !== "idle"}>
            {abCopy.restart}
          </Button>
        </fetcher.Form>
      </div>
    );
  return (
    <TitledDialog
      open={open}
      onOpenChange={setOpen}
      trigger={<Button variant="destructive">{C.button}</Button>}
      title={C.title}
      description={C.description}
    >
      <fetcher.Form method="post" action={ADMIN_PATHS.abTests} className="grid gap-4">
        <input type="hidden" name="intent" value="stop" />
        <RadioGroup name="variant" required aria-label={C.choose}>
          <RadioCard value="A">{C.showA}</RadioCard>
          <RadioCard value="B">{C.showB}</RadioCard>
        </RadioGroup>
        <Field id="stop-reason" label={C.reason} description={C.reasonHint} errors={error}>
          <Textarea id="stop-reason" name="reason" {...K.reason} />
        </Field>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => setOpen(false)}>
            {C.cancel}
          </Button>
          <Button type="submit" variant="destructive" disabled={fetcher.state !== "idle"}>
            {C.button}
          </Button>
        </DialogFooter>
      </fetcher.Form>
    </TitledDialog>
  );
}
