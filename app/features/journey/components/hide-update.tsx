import { useState } from "react";
import { TitledDialog } from "~/components/titled-dialog";
import { Button } from "~/components/ui/button";
import { DialogFooter } from "~/components/ui/dialog";
import { Field } from "~/components/ui/field";
import { Textarea } from "~/components/ui/input";
import { useDialogFetcher } from "~/components/use-result-toast";
import { journeyCopy, JOURNEY_LIMITS } from "~/content/journey";

const H = journeyCopy.hide;

/** The operator's 'Hide Update' with a reason (ADR 232): posts to the admin area, audited. */
export function HideUpdate({ action, updateId }: { action: string; updateId: string }) {
  const [open, setOpen] = useState(false);
  const fetcher = useDialogFetcher(`hide-${updateId}`, () => setOpen(false));
  return (
    <div>
      <Button type="button" variant="outline" size="sm" onClick={() => setOpen(true)}>
        {H.action}
      </Button>
      <TitledDialog
        open={open}
        onOpenChange={setOpen}
        title={H.title}
        description={H.reasonHint}
        className="max-w-lg"
      >
        <fetcher.Form method="post" action={action} className="grid gap-4">
          <input type="hidden" name="intent" value="hideUpdate" />
          <input type="hidden" name="update" value={updateId} />
          <Field id={`hide-reason-${updateId}`} label={H.reason}>
            <Textarea name="reason" rows={3} required maxLength={JOURNEY_LIMITS.reason} />
          </Field>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              {journeyCopy.update.cancel}
            </Button>
            <Button type="submit" variant="destructive" disabled={fetcher.state !== "idle"}>
              {H.confirm}
            </Button>
          </DialogFooter>
        </fetcher.Form>
      </TitledDialog>
    </div>
  );
}
