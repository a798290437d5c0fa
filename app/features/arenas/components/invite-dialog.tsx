import { useEffect, useState } from "react";
import { useFetcher } from "react-router";
import { TitledDialog } from "~/components/titled-dialog";
import { Button } from "~/components/ui/button";
import { DialogFooter } from "~/components/ui/dialog";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { useDialogFetcher, useResultToast } from "~/components/use-result-toast";
import { arenaCopy } from "~/content/arenas";
import type { ActionResult } from "~/lib/action-result";
import { constraintsOf } from "~/lib/form-constraints";
import { InviteSchema, ReleaseSchema } from "~/domain/arenas/arenas.schema";

const C = arenaCopy.admin;
const KI = constraintsOf(InviteSchema);
const KR = constraintsOf(ReleaseSchema);
const toastOptions = { successTitle: C.successTitle, errors: true };
const LEAVE_OUT = "arena-leave-out";

type Preview = {
  n: number;
  next: { id: string; name: string; place: number; tier: 0 | 1 | 2; points: number }[];
  more: number;
};

const why = (m: Preview["next"][number]) =>
  m.tier === 0 ? C.why.early : m.tier === 2 ? C.why.flagged(m.points) : C.why.points(m.points);

/**
 * 'Invite the next members' (ADRs 209, 221): how many, and before sending who they are, in
 * order, with their place and why; 'Leave Out' takes one out of this Arena's line (with a
 * reason, audited). With no free seat it says so and offers nothing to send.
 */
export function InviteDialog({
  open,
  action,
  inLine,
  free,
  onClose,
}: {
  open: boolean;
  action: string;
  inLine: number;
  free: number;
  onClose: () => void;
}) {
  const fetcher = useDialogFetcher("arena-invite", onClose, {
    successTitle: toastOptions.successTitle,
  });
  const suggested = Math.max(1, Math.min(500, free, inLine));
  const [count, setCount] = useState(suggested);
  // The preview reloads by itself after a 'Leave Out' (fetchers revalidate after an action).
  const preview = useFetcher<Preview>();
  const { load } = preview;
  useEffect(() => {
    if (open && free > 0) void load(`${action}/line?n=${count}`);
  }, [open, free, count, action, load]);
  // One fetcher for every line's 'Leave Out': its toast outlives the line it removes.
  const leaving = useFetcher<ActionResult>({ key: LEAVE_OUT });
  useResultToast(leaving.data, {
    ...toastOptions,
    idle: leaving.state === "idle",
    skipStale: true,
  });

  return (
    <TitledDialog
      open={open}
      onOpenChange={(o) => !o && onClose()}
      title={C.inviteTitle}
      description={C.inviteDescription}
      className="max-w-lg"
    >
      {free <= 0 ? (
        <div className="grid gap-4">
          <p className="font-medium">{C.freeSeats(0)}</p>
          <p role="status">{C.noFreeSeat}</p>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              {C.cancel}
            </Button>
          </DialogFooter>
        </div>
      ) : (
        <div className="grid gap-4">
          <fetcher.Form method="post" action={action} className="grid gap-4" id="arena-invite">
            <input type="hidden" name="intent" value="invite" />
            <p className="font-medium">{C.nextInLine(inLine)}</p>
            <p className="text-sm text-muted-foreground">{C.freeSeats(free)}</p>
            <Field id="arena-invite-count" label={C.inviteCount}>
              <Input
                id="arena-invite-count"
                name="count"
                type="number"
                inputMode="numeric"
                {...KI.count}
                step={1}
                defaultValue={suggested}
                onChange={(e) => {
                  const n = Number.parseInt(e.target.value, 10);
                  if (n >= 1 && n <= 500) setCount(n);
                }}
              />
            </Field>
          </fetcher.Form>
          <section aria-labelledby="arena-who" className="grid gap-2">
            <h3 id="arena-who" className="font-semibold">
              {C.whoTitle}
            </h3>
            {preview.data ? (
              <ol className="grid max-h-64 gap-2 overflow-y-auto text-sm">
                {preview.data.next.slice(0, Math.min(count, free)).map((m) => (
                  <WhoLine key={m.id} member={m} action={action} />
                ))}
                {preview.data.more > 0 ? <li>{C.whoMore(preview.data.more)}</li> : null}
              </ol>
            ) : (
              <p className="text-sm text-muted-foreground">{C.whoLoading}</p>
            )}
          </section>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              {C.cancel}
            </Button>
            <Button type="submit" form="arena-invite" disabled={fetcher.state !== "idle"}>
              {C.send}
            </Button>
          </DialogFooter>
        </div>
      )}
    </TitledDialog>
  );
}

function WhoLine({ member, action }: { member: Preview["next"][number]; action: string }) {
  const fetcher = useFetcher<ActionResult>({ key: LEAVE_OUT });
  const [asking, setAsking] = useState(false);
  const reasonId = `arena-leave-out-${member.id}`;
  return (
    <li className="grid gap-2 rounded-md border p-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span>{C.whoLine(member.place, member.name, why(member))}</span>
        {!asking ? (
          <Button
            type="button"
            variant="outline"
            size="sm"
            aria-label={C.leaveOutLabel(member.name)}
            onClick={() => setAsking(true)}
          >
            {C.leaveOut}
          </Button>
        ) : null}
      </div>
      {asking ? (
        <fetcher.Form method="post" action={action} className="grid gap-2">
          <input type="hidden" name="intent" value="leave-out" />
          <input type="hidden" name="user" value={member.id} />
          <Field id={reasonId} label={C.leaveOutReason(member.name)}>
            <Input id={reasonId} name="reason" {...KR.reason} autoFocus />
          </Field>
          <div className="flex gap-2">
            <Button type="submit" size="sm" disabled={fetcher.state !== "idle"}>
              {C.leaveOut}
            </Button>
            <Button type="button" size="sm" variant="outline" onClick={() => setAsking(false)}>
              {C.cancel}
            </Button>
          </div>
        </fetcher.Form>
      ) : null}
    </li>
  );
}
