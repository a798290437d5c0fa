import { useEffect, useState } from "react";
import { useFetcher } from "react-router";
import { Button, type ButtonProps } from "~/components/ui/button";
import { DialogFooter } from "~/components/ui/dialog";
import { Input, Textarea } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { useResultToast } from "~/components/use-result-toast";
import { memberAdminCopy as C } from "~/content/admin";
import { TitledDialog } from "~/components/titled-dialog";
import type { ActionResult } from "~/lib/action-result";
import { constraintsOf } from "~/lib/form-constraints";
import { AdjustSchema, type MemberAction } from "../member-admin.schema";

type Intent = MemberAction["intent"];
/** The dialog's HTML constraints, from the schema the server checks with (every intent's
 * reason is the same field). */
const K = constraintsOf(AdjustSchema);

const LABELS: Record<Intent, string> = {
  adjust: C.actions.adjust,
  void: C.actions.void,
  "clear-flag": C.actions.clearFlag,
  approve: C.actions.approve,
  suspend: C.actions.suspend,
  reinstate: C.actions.reinstate,
  resend: C.actions.resend,
  delete: C.actions.delete,
};

/** A fresh key per opening: a double submit of one dialog adjusts once. */
function newKey() {
  return typeof crypto !== "undefined" && "randomUUID" in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

/** All member actions share one fetcher, so a toast survives its button leaving the page
 * (a voided referral loses its Void button, Suspend becomes Reinstate). */
const FETCHER_KEY = "member-action";

/** Shows each action's toast; rendered once by the member's page, which always stays. */
export function MemberActionToasts() {
  const fetcher = useFetcher<ActionResult>({ key: FETCHER_KEY });
  useResultToast(fetcher.data, { idle: fetcher.state === "idle", skipStale: true });
  return null;
}

/** One member action: a button opening a dialog that asks for the reason (and points). */
export function MemberActionDialog({
  intent,
  referralId,
  subject,
  variant = "outline",
}: {
  intent: Intent;
  referralId?: string;
  /** Names what the action applies to, for the button's accessible name (e.g. a referral). */
  subject?: string;
  variant?: ButtonProps["variant"];
}) {
  const fetcher = useFetcher<ActionResult>({ key: FETCHER_KEY });
  const [open, setOpen] = useState(false);
  const [key, setKey] = useState("");
  // Whether this dialog sent the fetcher's current request (the fetcher is shared).
  const [mine, setMine] = useState(false);
  const label = LABELS[intent];
  const busy = mine && fetcher.state !== "idle";
  const result = mine && fetcher.state === "idle" ? fetcher.data : undefined;
  const error = result && !result.ok ? result.error : null;

  useEffect(() => {
    if (result?.ok) {
      setMine(false);
      setOpen(false);
    }
  }, [result]);

  const id = `${intent}-${referralId ?? "member"}`;
  return (
    <TitledDialog
      open={open}
      onOpenChange={(next) => {
        if (next) setKey(newKey());
        setMine(false);
        setOpen(next);
      }}
      trigger={
        <Button
          variant={variant}
          size="sm"
          aria-label={subject ? `${label}: ${subject}` : undefined}
        >
          {label}
        </Button>
      }
      title={label}
      description={subject ?? C.reasonHint}
    >
      <fetcher.Form method="post" className="grid gap-4" onSubmit={() => setMine(true)}>
        <input type="hidden" name="intent" value={intent} />
        {referralId ? <input type="hidden" name="referralId" value={referralId} /> : null}
        {intent === "adjust" ? (
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-points`}>{C.points}</Label>
            <Input
              id={`${id}-points`}
              name="points"
              type="number"
              inputMode="numeric"
              step={1}
              {...K.points}
              aria-describedby={`${id}-points-hint`}
            />
            <p id={`${id}-points-hint`} className="text-xs text-muted-foreground">
              {C.pointsHint}
            </p>
            <input type="hidden" name="key" value={key} />
          </div>
        ) : null}
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-reason`}>{C.reason}</Label>
          <Textarea
            id={`${id}-reason`}
            name="reason"
            {...K.reason}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : `${id}-reason-hint`}
          />
          <p id={`${id}-reason-hint`} className="text-xs text-muted-foreground">
            {C.reasonHint}
          </p>
        </div>
        {error ? (
          <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
            {error}
          </p>
        ) : null}
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => setOpen(false)}>
            {C.cancel}
          </Button>
          <Button
            type="submit"
            disabled={busy}
            variant={intent === "delete" || intent === "suspend" ? "destructive" : "default"}
          >
            {label}
          </Button>
        </DialogFooter>
      </fetcher.Form>
    </TitledDialog>
  );
}
