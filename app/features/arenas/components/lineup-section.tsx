import { Plus } from "lucide-react";
import { useState } from "react";
import { useFetcher } from "react-router";
import { ConfirmDialog } from "~/components/confirm-dialog";
import { DataTable } from "~/components/data-table";
import { EmailText } from "~/components/email-text";
import { TitledDialog } from "~/components/titled-dialog";
import { Button } from "~/components/ui/button";
import { DialogFooter } from "~/components/ui/dialog";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { TableCell, TableRow } from "~/components/ui/table";
import { useDialogFetcher, useResultToast } from "~/components/use-result-toast";
import { formatArenaDate } from "~/content/arenas";
import { STAKING_LIMITS, stakingCopy } from "~/content/staking";
import type { ActionResult } from "~/lib/action-result";
import { constraintsOf } from "~/lib/form-constraints";
import { FounderSchema } from "~/domain/arenas/staking.schema";
import type { AdminStaking } from "~/features/arenas/staking-page.server";

const S = stakingCopy.admin;
const K = constraintsOf(FounderSchema);
const toastOptions = { successTitle: S.successTitle, errors: true };

type Prefill = {
  founderName: string;
  ventureName: string;
  pitch: string;
  email: string;
  pitchUrl: string;
  submission: string;
};
const EMPTY: Prefill = {
  founderName: "",
  ventureName: "",
  pitch: "",
  email: "",
  pitchUrl: "",
  submission: "",
};

/** 'Line-up' and 'Applications' on an Arena's admin page (ADR 215). */
export function LineUpSection({ action, staking }: { action: string; staking: AdminStaking }) {
  const [adding, setAdding] = useState<Prefill | null>(null);
  const [removing, setRemoving] = useState<{ id: string; venture: string } | null>(null);
  // The section's, not the row's: the row is gone when the answer comes.
  const remover = useFetcher<ActionResult>({ key: "arena-remove-founder" });
  useResultToast(remover.data, { ...toastOptions, idle: remover.state === "idle" });
  const editable = staking.state === "not_opened";
  // One entry per founder (ADR 230): an application whose address is in the line-up is added.
  const inLineUp = new Set(staking.lineUp.map((f) => f.email?.toLowerCase()));
  const added = (email: string) => inLineUp.has(email.toLowerCase());
  return (
    <>
      <section aria-labelledby="arena-lineup" className="grid gap-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 id="arena-lineup" className="text-lg font-semibold">
            {S.lineUp}
          </h3>
          {editable ? (
            <Button onClick={() => setAdding(EMPTY)}>
              <Plus aria-hidden="true" />
              {S.addFounder}
            </Button>
          ) : null}
        </div>
        {staking.lineUp.length === 0 ? (
          <p className="text-sm text-muted-foreground">{S.lineUpEmpty}</p>
        ) : (
          <DataTable label={S.lineUp} head={Object.values(S.columns)} className="scroll-cue">
            {staking.lineUp.map((f) => (
              <TableRow key={f.id}>
                <TableCell className="font-medium break-words">{f.ventureName}</TableCell>
                <TableCell className="break-words">{f.founderName}</TableCell>
                <TableCell className="break-words">{f.pitch}</TableCell>
                <TableCell>
                  {editable ? (
                    <RemoveFounder
                      action={action}
                      id={f.id}
                      venture={f.ventureName}
                      onAsk={() => setRemoving({ id: f.id, venture: f.ventureName })}
                    />
                  ) : null}
                </TableCell>
              </TableRow>
            ))}
          </DataTable>
        )}
      </section>
      <section aria-labelledby="arena-applications" className="grid gap-2">
        <h3 id="arena-applications" className="text-lg font-semibold">
          {S.applications}
        </h3>
        {staking.applications.length === 0 ? (
          <p className="text-sm text-muted-foreground">{S.applicationsEmpty}</p>
        ) : (
          <DataTable
            label={S.applications}
            head={Object.values(S.applicationColumns)}
            className="scroll-cue"
          >
            {staking.applications.map((a) => (
              <TableRow key={a.id}>
                <TableCell className="break-words">{a.name}</TableCell>
                <TableCell className="break-words">{a.venture}</TableCell>
                <TableCell>
                  <EmailText email={a.email} />
                </TableCell>
                <TableCell>{formatArenaDate(a.createdAt)}</TableCell>
                <TableCell>
                  {added(a.email) ? (
                    <span className="text-sm font-medium">{S.inLineUp}</span>
                  ) : editable ? (
                    <Button
                      variant="outline"
                      size="sm"
                      onClick={() =>
                        setAdding({
                          founderName: a.name.slice(0, STAKING_LIMITS.founderName),
                          ventureName: a.venture.slice(0, STAKING_LIMITS.ventureName),
                          pitch: a.pitch.slice(0, STAKING_LIMITS.pitch),
                          email: a.email,
                          pitchUrl: a.website.startsWith("https://") ? a.website : "",
                          submission: a.id,
                        })
                      }
                    >
                      {S.add}
                    </Button>
                  ) : null}
                </TableCell>
              </TableRow>
            ))}
          </DataTable>
        )}
      </section>
      <AddFounderDialog prefill={adding} action={action} onClose={() => setAdding(null)} />
      <ConfirmDialog
        item={removing}
        onClose={() => setRemoving(null)}
        title={S.removeTitle(removing?.venture ?? "")}
        description={S.removeDescription}
        cancel={S.cancel}
        confirm={S.remove}
        onConfirm={(f) =>
          remover.submit({ intent: "removeFounder", founder: f.id }, { method: "post", action })
        }
      />
    </>
  );
}

/**
 * 'Remove': a plain form that posts as is before hydration; after it, the section asks first
 * ('Remove {Venture} from the line-up?').
 */
function RemoveFounder({
  action,
  id,
  venture,
  onAsk,
}: {
  action: string;
  id: string;
  venture: string;
  onAsk: () => void;
}) {
  return (
    <form
      method="post"
      action={action}
      onSubmit={(event) => {
        event.preventDefault();
        onAsk();
      }}
    >
      <input type="hidden" name="intent" value="removeFounder" />
      <input type="hidden" name="founder" value={id} />
      <Button type="submit" variant="outline" size="sm">
        {S.remove}
        <span className="sr-only"> {venture}</span>
      </Button>
    </form>
  );
}

function AddFounderDialog({
  prefill,
  action,
  onClose,
}: {
  prefill: Prefill | null;
  action: string;
  onClose: () => void;
}) {
  const fetcher = useDialogFetcher("arena-add-founder", onClose, {
    successTitle: toastOptions.successTitle,
  });
  const v = prefill ?? EMPTY;
  const text = (name: keyof typeof K, id: string, label: string, extra = {}) => (
    <Field id={id} label={label}>
      <Input id={id} name={name} {...K[name]} defaultValue={v[name]} {...extra} />
    </Field>
  );
  return (
    <TitledDialog
      open={prefill !== null}
      onOpenChange={(o) => !o && onClose()}
      title={S.addTitle}
      description={S.addDescription}
      className="max-h-[90vh] max-w-lg overflow-y-auto"
    >
      <fetcher.Form
        key={v.submission || "new"}
        method="post"
        action={action}
        className="grid gap-4"
      >
        <input type="hidden" name="intent" value="addFounder" />
        <input type="hidden" name="submission" value={v.submission} />
        {text("founderName", "founder-name", S.fields.founderName)}
        {text("ventureName", "founder-venture", S.fields.ventureName)}
        {text("pitch", "founder-pitch", S.fields.pitch)}
        {text("email", "founder-email", S.fields.email, { type: "email", autoComplete: "off" })}
        <Field id="founder-pitch-url" label={S.fields.pitchUrl} description={S.pitchUrlHint}>
          <Input
            id="founder-pitch-url"
            name="pitchUrl"
            type="url"
            {...K.pitchUrl}
            placeholder="https://"
            defaultValue={v.pitchUrl}
          />
        </Field>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose}>
            {S.cancel}
          </Button>
          <Button type="submit" disabled={fetcher.state !== "idle"}>
            {S.add}
          </Button>
        </DialogFooter>
      </fetcher.Form>
    </TitledDialog>
  );
}
