import { Pencil, Plus } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { DataTable } from "~/components/data-table";
import { EmptyNote, SectionHeader } from "~/components/section-header";
import { IconButton } from "~/components/icon-button";
import { TitledDialog } from "~/components/titled-dialog";
import { Button } from "~/components/ui/button";
import { DialogFooter } from "~/components/ui/dialog";
import { Field } from "~/components/ui/field";
import { Input, Textarea } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/native-select";
import { TableCell, TableRow } from "~/components/ui/table";
import { useDialogFetcher } from "~/components/use-result-toast";
import { ADMIN_PATHS } from "~/content/admin-paths";
import { ARENA_LIMITS, arenaCopy, arenaStatusLabel } from "~/content/arenas";
import { constraintsOf } from "~/lib/form-constraints";
import { ArenaSchema } from "~/domain/arenas/arenas.schema";
import type { AdminArena } from "~/domain/arenas/arenas.server";
import { StakingFields } from "./staking-fields";

const C = arenaCopy.admin;
/** The dialog's HTML constraints, from the schema the server checks with. */
const K = constraintsOf(ArenaSchema);
type Community = { id: string; name: string };

/** The Arenas section (ADR 209): the list and the 'New Arena' / edit dialog. */
export function ArenasTab({
  arenas,
  communities,
}: {
  arenas: AdminArena[];
  communities: Community[];
}) {
  const [editing, setEditing] = useState<AdminArena | "new" | null>(null);
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
      {arenas.length === 0 ? (
        <EmptyNote>{C.empty}</EmptyNote>
      ) : (
        <DataTable
          label={C.title}
          head={Object.values(C.columns)}
          numeric={[C.columns.seats, C.columns.seated, C.columns.invited]}
        >
          {arenas.map((a) => (
            <TableRow key={a.id}>
              <TableCell>
                <Link to={ADMIN_PATHS.arena(a.id)} className="font-medium break-words underline">
                  {a.name}
                </Link>
              </TableCell>
              <TableCell>{a.community ?? C.openToAll}</TableCell>
              <TableCell>{arenaStatusLabel[a.status]}</TableCell>
              <TableCell className="text-right tabular-nums">{a.seats}</TableCell>
              <TableCell className="text-right tabular-nums">{a.seated}</TableCell>
              <TableCell className="text-right tabular-nums">{a.invited}</TableCell>
              <TableCell>
                <IconButton icon={Pencil} label={C.edit(a.name)} onClick={() => setEditing(a)} />
              </TableCell>
            </TableRow>
          ))}
        </DataTable>
      )}
      <ArenaDialog editing={editing} communities={communities} onClose={() => setEditing(null)} />
    </div>
  );
}

/** 'New Arena' / edit: the server checks the values (arenas.schema.ts) and answers. */
export function ArenaDialog({
  editing,
  communities,
  onClose,
}: {
  editing: AdminArena | "new" | null;
  communities: Community[];
  onClose: () => void;
}) {
  const fetcher = useDialogFetcher("arena-save", onClose, { successTitle: C.successTitle });
  const existing = editing && editing !== "new" ? editing : null;
  return (
    <TitledDialog
      open={editing !== null}
      onOpenChange={(open) => !open && onClose()}
      title={existing ? C.editTitle : C.createTitle}
      description={C.dialogDescription}
      descriptionClassName="sr-only"
      className="max-h-[90vh] max-w-lg overflow-y-auto"
    >
      <fetcher.Form
        key={existing?.id ?? "new"}
        method="post"
        action={ADMIN_PATHS.arenas}
        className="grid gap-4"
      >
        <input type="hidden" name="intent" value={existing ? "update" : "create"} />
        {existing ? <input type="hidden" name="id" value={existing.id} /> : null}
        <Field id="arena-name" label={C.fields.name}>
          <Input id="arena-name" name="name" {...K.name} defaultValue={existing?.name ?? ""} />
        </Field>
        <Field id="arena-community" label={C.fields.community}>
          <NativeSelect
            id="arena-community"
            name="community"
            defaultValue={existing?.communityId ?? ""}
          >
            <option value="">{C.openToAll}</option>
            {communities.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id="arena-seats" label={C.fields.seats}>
            <Input
              id="arena-seats"
              name="seats"
              type="number"
              inputMode="numeric"
              {...K.seats}
              step={1}
              defaultValue={existing?.seats ?? ""}
            />
          </Field>
          <Field id="arena-kickoff" label={C.fields.kickoff}>
            <Input
              id="arena-kickoff"
              name="kickoff"
              type="date"
              required
              defaultValue={existing?.kickoff ?? ""}
            />
          </Field>
        </div>
        <Field id="arena-location" label={C.fields.location}>
          <Input
            id="arena-location"
            name="location"
            {...K.location}
            defaultValue={existing?.location ?? ""}
          />
        </Field>
        <Field id="arena-description" label={C.fields.description}>
          <Textarea
            id="arena-description"
            name="description"
            rows={3}
            {...K.description}
            defaultValue={existing?.description ?? ""}
          />
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id="arena-days" label={C.fields.daysToAccept}>
            <Input
              id="arena-days"
              name="daysToAccept"
              type="number"
              inputMode="numeric"
              {...K.daysToAccept}
              step={1}
              defaultValue={existing?.daysToAccept ?? ARENA_LIMITS.daysToAccept.default}
            />
          </Field>
          <Field id="arena-status" label={C.fields.status}>
            <NativeSelect
              id="arena-status"
              name="status"
              defaultValue={existing?.status ?? "draft"}
            >
              {/* A finished Arena stays so; only publishing its results finishes one. */}
              {(existing?.status === "finished"
                ? (["finished"] as const)
                : (["draft", "open", "closed"] as const)
              ).map((s) => (
                <option key={s} value={s}>
                  {arenaStatusLabel[s]}
                </option>
              ))}
            </NativeSelect>
          </Field>
        </div>
        <StakingFields existing={existing} constraints={K} />
        <div className="flex items-center gap-2">
          <input
            id="arena-auto-fill"
            name="autoFill"
            type="checkbox"
            defaultChecked={existing?.autoFill ?? true}
            className="size-4 accent-primary"
          />
          <label htmlFor="arena-auto-fill" className="text-sm font-medium">
            {C.fields.autoFill}
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
