import { Send } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { DataTable } from "~/components/data-table";
import { TitledDialog } from "~/components/titled-dialog";
import { Button } from "~/components/ui/button";
import { DialogFooter } from "~/components/ui/dialog";
import { Field } from "~/components/ui/field";
import { Textarea } from "~/components/ui/input";
import { TableCell, TableRow } from "~/components/ui/table";
import { useDialogFetcher } from "~/components/use-result-toast";
import { ADMIN_PATHS } from "~/content/admin-paths";
import {
  arenaCopy,
  arenaStatusLabel,
  formatArenaDate,
  formatHeldUntil,
  invitationStatusLabel,
} from "~/content/arenas";
import { constraintsOf } from "~/lib/form-constraints";
import { ReleaseSchema } from "~/domain/arenas/arenas.schema";
import type { AdminArena } from "~/domain/arenas/arenas.server";
import type { AdminStaking } from "~/features/arenas/staking-page.server";
import type { StakeSort } from "~/domain/arenas/stakes-list.server";
import { LineUpSection } from "./lineup-section";
import { StakingSection } from "./staking-section";
import { StakesSection, type AdminStakeRow } from "./stakes-section";
import { invitedTotal } from "./arenas-overview";
import { InviteDialog } from "./invite-dialog";

const C = arenaCopy.admin;
const KR = constraintsOf(ReleaseSchema);
const toastOptions = { successTitle: C.successTitle, errors: true };

export type AdminInvitation = {
  id: string;
  member: string | null;
  place: number;
  status: keyof typeof invitationStatusLabel;
  invitedAt: string;
  expiresAt: string;
};

/** One Arena's admin page (ADR 209): its figures, 'Invite Next' and its invitations. */
export function ArenaAdminPage({
  arena,
  invitations,
  staking,
  stakes,
  stakeSort,
}: {
  arena: AdminArena & { inLine: number };
  invitations: AdminInvitation[];
  staking: AdminStaking;
  stakes: AdminStakeRow[];
  stakeSort: StakeSort;
}) {
  const [inviting, setInviting] = useState(false);
  const [releasing, setReleasing] = useState<AdminInvitation | null>(null);
  const action = ADMIN_PATHS.arena(arena.id);
  const finished = arena.status === "finished";
  const figures = [
    [C.figures.seats, arena.seats],
    [C.figures.invited, invitedTotal(arena)],
    [C.figures.open, arena.invited],
    [C.figures.seated, arena.seated],
    [C.figures.declined, arena.declined],
    [C.figures.expired, arena.expired],
    [C.figures.released, arena.released],
    [C.figures.inLine, arena.inLine],
  ] as const;
  return (
    <div className="grid gap-6">
      <Link to={ADMIN_PATHS.arenas} className="text-sm underline">
        {C.back}
      </Link>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div className="grid gap-1">
          <h2 className="text-xl font-semibold break-words">{arena.name}</h2>
          <p className="text-sm text-muted-foreground">
            {arenaStatusLabel[arena.status]} · {arena.community ?? C.openToAll} ·{" "}
            {formatArenaDate(arena.kickoff)} · {C.address(arena.slug)}
          </p>
        </div>
        {finished ? (
          <p className="text-sm font-medium">{C.finished}</p>
        ) : (
          <Button onClick={() => setInviting(true)}>
            <Send aria-hidden="true" />
            {C.inviteButton}
          </Button>
        )}
      </div>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {figures.map(([label, value]) => (
          <div key={label} className="rounded-lg border p-3">
            <dt className="text-sm text-muted-foreground">{label}</dt>
            <dd className="text-2xl font-semibold tabular-nums">{value.toLocaleString("en-US")}</dd>
          </div>
        ))}
      </dl>
      <LineUpSection action={action} staking={staking} />
      <StakingSection action={action} staking={staking} />
      {staking.state === "not_opened" ? null : (
        <StakesSection arenaId={arena.id} rows={stakes} sort={stakeSort} />
      )}
      <div className="grid gap-2">
        <h3 className="text-lg font-semibold">{C.invitations}</h3>
        {invitations.length === 0 ? (
          <p className="text-sm text-muted-foreground">{C.invitationsEmpty}</p>
        ) : (
          <DataTable
            label={C.invitations}
            className="scroll-cue"
            head={Object.values(C.invitationColumns)}
            numeric={[C.invitationColumns.place]}
          >
            {invitations.map((i) => (
              <TableRow key={i.id}>
                <TableCell className="break-words">{i.member ?? C.deletedMember}</TableCell>
                <TableCell className="text-right tabular-nums">{i.place}</TableCell>
                <TableCell>{invitationStatusLabel[i.status]}</TableCell>
                <TableCell>{formatHeldUntil(i.invitedAt)}</TableCell>
                <TableCell>
                  {/* A seat does not expire: only an invitation, open or lapsed, has a date. */}
                  {i.status === "invited" || i.status === "expired"
                    ? formatHeldUntil(i.expiresAt)
                    : "—"}
                </TableCell>
                <TableCell>
                  {i.status === "seated" && !finished ? (
                    <Button
                      variant="outline"
                      size="sm"
                      aria-label={C.releaseLabel(i.member ?? C.deletedMember)}
                      onClick={() => setReleasing(i)}
                    >
                      {C.release}
                    </Button>
                  ) : null}
                </TableCell>
              </TableRow>
            ))}
          </DataTable>
        )}
      </div>
      <InviteDialog
        open={inviting}
        action={action}
        inLine={arena.inLine}
        free={arena.seats - arena.seated - arena.invited}
        onClose={() => setInviting(false)}
      />
      <ReleaseDialog invitation={releasing} action={action} onClose={() => setReleasing(null)} />
    </div>
  );
}

function ReleaseDialog({
  invitation,
  action,
  onClose,
}: {
  invitation: AdminInvitation | null;
  action: string;
  onClose: () => void;
}) {
  const fetcher = useDialogFetcher("arena-release", onClose, {
    successTitle: toastOptions.successTitle,
  });
  return (
    <TitledDialog
      open={invitation !== null}
      onOpenChange={(o) => !o && onClose()}
      title={C.releaseTitle}
      description={C.releaseDescription(invitation?.member ?? C.deletedMember)}
      className="max-w-md"
    >
      <fetcher.Form key={invitation?.id} method="post" action={action} className="grid gap-4">
        <input type="hidden" name="intent" value="release" />
        <input type="hidden" name="invitation" value={invitation?.id ?? ""} />
        <Field id="arena-release-reason" label={C.reason}>
          <Textarea id="arena-release-reason" name="reason" rows={3} {...KR.reason} />
        </Field>
        <div className="flex items-center gap-2">
          <input
            id="arena-release-tell"
            name="tellReason"
            type="checkbox"
            className="size-4 accent-primary"
          />
          <label htmlFor="arena-release-tell" className="text-sm font-medium">
            {C.tellReason}
          </label>
        </div>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose}>
            {C.cancel}
          </Button>
          <Button type="submit" disabled={fetcher.state !== "idle"}>
            {C.release}
          </Button>
        </DialogFooter>
      </fetcher.Form>
    </TitledDialog>
  );
}
