import { useState } from "react";
import { Link } from "react-router";
import { TitledDialog } from "~/components/titled-dialog";
import { Button } from "~/components/ui/button";
import { DialogFooter } from "~/components/ui/dialog";
import { Field } from "~/components/ui/field";
import { Input, Textarea } from "~/components/ui/input";
import { useDialogFetcher } from "~/components/use-result-toast";
import { formatJourneyDate, journeyCopy, JOURNEY_LIMITS } from "~/content/journey";
import type { Round } from "~/domain/journey/rounds.server";

const R = journeyCopy.round;

export type RoundVenture = { id: string; ventureName: string; round: Round | null };

/**
 * /admin/arenas/{id}, once results are published (ADR 233): each venture's round (its close,
 * the number interested and their sum) and 'Announce a Round'.
 */
export function RoundsSection({
  action,
  slug,
  ventures,
  zone,
  minDate,
}: {
  action: string;
  slug: string;
  ventures: RoundVenture[];
  zone: string;
  minDate: string;
}) {
  const [announcing, setAnnouncing] = useState<RoundVenture | null>(null);
  if (ventures.length === 0) return null;
  return (
    <section aria-labelledby="arena-rounds" className="grid gap-3">
      <h3 id="arena-rounds" className="text-lg font-semibold">
        {R.announce}
      </h3>
      <ul className="grid gap-3">
        {ventures.map((v) => (
          <li
            key={v.id}
            className="flex flex-wrap items-center justify-between gap-3 rounded-md border p-3"
          >
            <div className="grid gap-1">
              <Link
                to={`/arenas/${encodeURIComponent(slug)}/ventures/${v.id}`}
                className="font-medium underline break-words"
              >
                {v.ventureName}
              </Link>
              {v.round ? (
                <p className="text-sm text-muted-foreground">
                  {R.heading(v.round.name)} ·{" "}
                  {(v.round.open ? R.closesLine : R.closedLine)(
                    formatJourneyDate(v.round.closesOn),
                  )}{" "}
                  {R.adminFigures(v.round.interested, v.round.total)}
                </p>
              ) : null}
            </div>
            {!v.round?.open ? (
              <Button type="button" variant="outline" onClick={() => setAnnouncing(v)}>
                {R.announce}
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      {announcing ? (
        <AnnounceDialog
          action={action}
          venture={announcing}
          zone={zone}
          minDate={minDate}
          onClose={() => setAnnouncing(null)}
        />
      ) : null}
    </section>
  );
}

function AnnounceDialog({
  action,
  venture,
  zone,
  minDate,
  onClose,
}: {
  action: string;
  venture: RoundVenture;
  zone: string;
  minDate: string;
  onClose: () => void;
}) {
  const fetcher = useDialogFetcher("journey-announce", onClose);
  return (
    <TitledDialog
      open
      onOpenChange={(o) => !o && onClose()}
      title={R.dialogTitle(venture.ventureName)}
      description={R.notAnOffer}
      descriptionClassName="sr-only"
      className="max-w-lg"
    >
      <fetcher.Form method="post" action={action} className="grid gap-4">
        <input type="hidden" name="intent" value="announceRound" />
        <input type="hidden" name="founder" value={venture.id} />
        <Field id="round-name" label={R.name}>
          <Input name="name" required maxLength={JOURNEY_LIMITS.roundName} />
        </Field>
        <Field id="round-closes" label={R.closesOn} description={R.closesOnHint(zone)}>
          <Input name="closesOn" type="date" required min={minDate} className="w-auto" />
        </Field>
        <Field id="round-note" label={R.note} description={R.noteHint}>
          <Textarea name="note" rows={4} maxLength={JOURNEY_LIMITS.note} />
        </Field>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose}>
            {journeyCopy.update.cancel}
          </Button>
          <Button type="submit" disabled={fetcher.state !== "idle"}>
            {R.announceButton}
          </Button>
        </DialogFooter>
      </fetcher.Form>
    </TitledDialog>
  );
}
