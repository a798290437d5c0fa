import { Pencil, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { useFetcher } from "react-router";
import { ConfirmDialog } from "~/components/confirm-dialog";
import { DataTable } from "~/components/data-table";
import { EmptyNote, SectionHeader } from "~/components/section-header";
import { IconButton } from "~/components/icon-button";
import { Field } from "~/components/ui/field";
import { TitledDialog } from "~/components/titled-dialog";
import { Button } from "~/components/ui/button";
import { DialogFooter } from "~/components/ui/dialog";
import { Input, Textarea } from "~/components/ui/input";
import { TableCell, TableRow } from "~/components/ui/table";
import { useDialogFetcher, useResultToast } from "~/components/use-result-toast";
import { ADMIN_PATHS } from "~/content/admin-paths";
import { milestoneCopy } from "~/content/milestones";
import type { ActionResult } from "~/lib/action-result";
import { constraintsOf } from "~/lib/form-constraints";
import { MilestoneSchema } from "~/domain/milestones/milestones.schema";
import type { AdminMilestone } from "~/domain/milestones/milestones.server";

const C = milestoneCopy.admin;
/** The dialog's HTML constraints, from the schema the server checks with. */
const K = constraintsOf(MilestoneSchema);
const toastOptions = { successTitle: C.successTitle, errors: true };

/** The Milestones section (ADR 192): the ladder, its dialog and each row's actions. */
export function MilestonesTab({ milestones }: { milestones: AdminMilestone[] }) {
  const [editing, setEditing] = useState<AdminMilestone | "new" | null>(null);
  const [deleting, setDeleting] = useState<AdminMilestone | null>(null);
  const rowFetcher = useFetcher<ActionResult>({ key: "milestone-row" });
  useResultToast(rowFetcher.data, {
    ...toastOptions,
    idle: rowFetcher.state === "idle",
    skipStale: true,
  });
  const post = (intent: string, id: string) =>
    rowFetcher.submit({ intent, id }, { method: "post", action: ADMIN_PATHS.milestones });

  return (
    <div className="grid gap-4">
      <SectionHeader
        title={C.title}
        intro={C.intro}
        action={
          <Button onClick={() => setEditing("new")}>
            <Plus aria-hidden="true" />
            {C.newButton}
          </Button>
        }
      />
      {milestones.length === 0 ? (
        <EmptyNote>{C.empty}</EmptyNote>
      ) : (
        <DataTable
          label={C.title}
          head={Object.values(C.columns)}
          numeric={[C.columns.threshold, C.columns.bonus, C.columns.holders]}
        >
          {milestones.map((m) => (
            <TableRow key={m.id}>
              <TableCell>
                <div className="font-medium break-words">{m.name}</div>
                {m.description ? (
                  <div className="text-xs break-words text-muted-foreground">{m.description}</div>
                ) : null}
              </TableCell>
              <TableCell className="text-right tabular-nums">{m.threshold}</TableCell>
              <TableCell className="text-right tabular-nums">{m.bonusPoints}</TableCell>
              <TableCell>{m.active ? C.statusActive : C.inactive}</TableCell>
              <TableCell className="text-right tabular-nums">{m.holders}</TableCell>
              <TableCell>
                <div className="flex flex-wrap gap-2">
                  <IconButton icon={Pencil} label={C.edit(m.name)} onClick={() => setEditing(m)} />
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={`${m.active ? C.deactivate : C.activate} ${m.name}`}
                    onClick={() => post(m.active ? "deactivate" : "activate", m.id)}
                  >
                    {m.active ? C.deactivate : C.activate}
                  </Button>
                  {m.holders === 0 ? (
                    <IconButton
                      icon={Trash2}
                      label={C.delete(m.name)}
                      onClick={() => setDeleting(m)}
                    />
                  ) : null}
                </div>
              </TableCell>
            </TableRow>
          ))}
        </DataTable>
      )}
      <MilestoneDialog editing={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        item={deleting}
        onClose={() => setDeleting(null)}
        title={deleting ? C.delete(deleting.name) : ""}
        description={deleting?.description || deleting?.name}
        cancel={C.cancel}
        confirm={C.delete(deleting?.name ?? "")}
        onConfirm={(milestone) => post("delete", milestone.id)}
      />
    </div>
  );
}

/** 'New Milestone' / edit: the server checks the values (milestones.schema.ts) and answers. */
function MilestoneDialog({
  editing,
  onClose,
}: {
  editing: AdminMilestone | "new" | null;
  onClose: () => void;
}) {
  const fetcher = useDialogFetcher("milestone-save", onClose, {
    successTitle: toastOptions.successTitle,
  });
  const existing = editing && editing !== "new" ? editing : null;
  return (
    <TitledDialog
      open={editing !== null}
      onOpenChange={(open) => !open && onClose()}
      title={existing ? C.editTitle : C.createTitle}
      description={C.dialogDescription}
      descriptionClassName="sr-only"
      className="max-w-lg"
    >
      {/* Keyed by the milestone: each opening starts from its values. */}
      <fetcher.Form
        key={existing?.id ?? "new"}
        method="post"
        action={ADMIN_PATHS.milestones}
        className="grid gap-4"
      >
        <input type="hidden" name="intent" value={existing ? "update" : "create"} />
        {existing ? <input type="hidden" name="id" value={existing.id} /> : null}
        <Field id="milestone-name" label={C.fields.name}>
          <Input id="milestone-name" name="name" {...K.name} defaultValue={existing?.name ?? ""} />
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id="milestone-threshold" label={C.fields.threshold}>
            <Input
              id="milestone-threshold"
              name="threshold"
              type="number"
              inputMode="numeric"
              {...K.threshold}
              step={1}
              defaultValue={existing?.threshold ?? ""}
            />
          </Field>
          <Field id="milestone-bonus" label={C.fields.bonus}>
            <Input
              id="milestone-bonus"
              name="bonusPoints"
              type="number"
              inputMode="numeric"
              {...K.bonusPoints}
              step={1}
              defaultValue={existing?.bonusPoints ?? 0}
            />
          </Field>
        </div>
        <Field id="milestone-description" label={C.fields.description}>
          <Textarea
            id="milestone-description"
            name="description"
            rows={3}
            {...K.description}
            defaultValue={existing?.description ?? ""}
          />
        </Field>
        <div className="flex items-center gap-2">
          <input
            id="milestone-active"
            name="active"
            type="checkbox"
            defaultChecked={existing?.active ?? true}
            className="size-4 accent-primary"
          />
          <label htmlFor="milestone-active" className="text-sm font-medium">
            {C.fields.active}
          </label>
        </div>
        <div className="flex items-center gap-2">
          <input
            id="milestone-early-arena"
            name="earlyArenaAccess"
            type="checkbox"
            defaultChecked={existing?.earlyArenaAccess ?? false}
            className="size-4 accent-primary"
          />
          <label htmlFor="milestone-early-arena" className="text-sm font-medium">
            {C.fields.earlyArenaAccess}
          </label>
        </div>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose}>
            {C.cancel}
          </Button>
          <Button type="submit" disabled={fetcher.state !== "idle"}>
            {existing ? C.update : C.create}
          </Button>
        </DialogFooter>
      </fetcher.Form>
    </TitledDialog>
  );
}
