import { DataTable } from "~/components/data-table";
import { TableCell, TableRow } from "~/components/ui/table";
import { arenaCopy } from "~/content/arenas";
import type { AdminArena } from "~/domain/arenas/arenas.server";

const C = arenaCopy.overview;

/** Every invitation an Arena sent: open, seated, declined, expired and released add up to it. */
export const invitedTotal = (
  a: Pick<AdminArena, "invited" | "seated" | "declined" | "expired" | "released">,
) => a.invited + a.seated + a.declined + a.expired + a.released;

/** Seated of the invitations answered (no longer open), as a whole percentage; null: none yet. */
export function acceptanceRate(
  a: Pick<AdminArena, "seated" | "released" | "declined" | "expired">,
) {
  const answered = a.seated + a.declined + a.expired + a.released;
  return answered === 0 ? null : Math.round((a.seated / answered) * 100);
}

/** The Overview's 'Arenas' block (ADR 209): per Arena, its invitations and how they went. */
export function ArenasOverview({ arenas }: { arenas: AdminArena[] }) {
  const shown = arenas.filter((a) => a.status !== "draft");
  return (
    <section className="grid gap-3" aria-labelledby="overview-arenas">
      <h2 id="overview-arenas" className="text-xl font-semibold">
        {C.title}
      </h2>
      <p className="text-sm text-muted-foreground">{C.intro}</p>
      {shown.length === 0 ? (
        <p className="text-muted-foreground">{C.empty}</p>
      ) : (
        <DataTable
          label={C.title}
          head={Object.values(C.columns)}
          numeric={Object.values(C.columns).slice(1)}
        >
          {shown.map((a) => {
            const rate = acceptanceRate(a);
            return (
              <TableRow key={a.id}>
                <TableCell className="break-words">{a.name}</TableCell>
                {[invitedTotal(a), a.invited, a.seated, a.declined, a.expired, a.released].map(
                  (n, i) => (
                    <TableCell key={i} className="text-right tabular-nums">
                      {n}
                    </TableCell>
                  ),
                )}
                <TableCell className="text-right tabular-nums">
                  {rate === null ? "—" : `${rate}%`}
                </TableCell>
              </TableRow>
            );
          })}
        </DataTable>
      )}
    </section>
  );
}
