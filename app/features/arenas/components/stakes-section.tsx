import { Download } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRegion,
  TableRow,
} from "~/components/ui/table";
import { ADMIN_PATHS } from "~/content/admin-paths";
import { stakingCopy } from "~/content/staking";
import type { StakeSort } from "~/domain/arenas/stakes-list.server";

const S = stakingCopy.admin;
const C = S.stakeColumns;

export type AdminStakeRow = {
  userId: string | null;
  member: string | null;
  founderId: string;
  venture: string;
  tokens: number;
  seatGone: boolean;
};

/**
 * 'Stakes' on an Arena's admin page ('Who?'): who staked what, each member linked to their
 * page, sorted by the column's link (the address keeps it: it works before hydration), and
 * the same list as a CSV. A seat that went after closing is noted beside its stakes.
 */
export function StakesSection({
  arenaId,
  rows,
  sort,
}: {
  arenaId: string;
  rows: AdminStakeRow[];
  sort: StakeSort;
}) {
  const head = (column: StakeSort, numeric = false) => (
    <TableHead
      scope="col"
      className={numeric ? "text-right" : undefined}
      aria-sort={sort === column ? (column === "tokens" ? "descending" : "ascending") : undefined}
    >
      <Link to={`?stakes=${column}#arena-stakes`} preventScrollReset className="underline">
        <span className="sr-only">{S.sortBy(C[column])}</span>
        <span aria-hidden="true">{C[column]}</span>
      </Link>
    </TableHead>
  );
  return (
    <section aria-labelledby="arena-stakes" className="grid scroll-mt-4 gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="arena-stakes" className="text-lg font-semibold">
          {S.stakes}
        </h3>
        {rows.length > 0 ? (
          <Button asChild variant="outline" size="sm">
            <a href={`${ADMIN_PATHS.arenaStakesCsv(arenaId)}?stakes=${sort}`} download>
              <Download aria-hidden="true" />
              {S.exportCsv}
            </a>
          </Button>
        ) : null}
      </div>
      <p className="text-sm text-muted-foreground">{S.stakesIntro}</p>
      {rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">{S.stakesEmpty}</p>
      ) : (
        <TableRegion label={S.stakes} className="scroll-cue bg-card">
          <Table>
            <TableHeader>
              <TableRow>
                {head("member")}
                {head("venture")}
                {head("tokens", true)}
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.map((r) => (
                <TableRow key={`${r.userId ?? "gone"}-${r.founderId}-${r.tokens}`}>
                  <TableCell className="break-words">
                    {r.userId ? (
                      <Link to={ADMIN_PATHS.member(r.userId)} className="underline">
                        {r.member}
                      </Link>
                    ) : (
                      S.deletedMember
                    )}
                    {r.seatGone ? (
                      <span className="block text-xs text-muted-foreground">{S.seatGone}</span>
                    ) : null}
                  </TableCell>
                  <TableCell className="break-words">{r.venture}</TableCell>
                  <TableCell className="text-right tabular-nums">
                    {r.tokens.toLocaleString("en-US")}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableRegion>
      )}
    </section>
  );
}
