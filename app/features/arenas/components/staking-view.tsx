import { Link } from "react-router";
import { DataTable } from "~/components/data-table";
import { TableCell, TableRow } from "~/components/ui/table";
import { formatDollars, stakingCopy } from "~/content/staking";
import type { PublicStaking } from "~/features/arenas/stake-page.server";
import { ClosingLine, StakeForm } from "./stake-form";

const P = stakingCopy.public;

/** A venture's page (ADRs 231–233): its name in 'The Line-up' and 'Results' links there. */
const ventureHref = (slug: string, founderId: string) =>
  `/arenas/${encodeURIComponent(slug)}/ventures/${founderId}`;

/** /arenas/{slug}: 'The Line-up', and staking or its results as the window stands (ADR 215). */
export function StakingView({ slug, staking }: { slug: string; staking: PublicStaking }) {
  if (staking.lineUp.length === 0) return null;
  return (
    <>
      <section aria-labelledby="arena-lineup" className="grid gap-3">
        <h2 id="arena-lineup" className="text-2xl font-semibold">
          {P.lineUp}
        </h2>
        <ul className="grid gap-3">
          {staking.lineUp.map((f) => (
            <li key={f.id} className="grid gap-1 rounded-md border p-4">
              <h3 className="text-lg font-semibold break-words">
                <Link to={ventureHref(slug, f.id)} className="underline">
                  {f.ventureName}
                </Link>
              </h3>
              <p className="text-sm text-muted-foreground break-words">{f.founderName}</p>
              <p className="break-words">{f.pitch}</p>
              {f.pitchUrl ? (
                <p>
                  <a href={f.pitchUrl} rel="noopener noreferrer nofollow" className="underline">
                    {P.pitchLink(f.ventureName)}
                  </a>
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      </section>
      <StakingPart slug={slug} staking={staking} />
    </>
  );
}

function StakingPart({ slug, staking }: { slug: string; staking: PublicStaking }) {
  if (staking.state === "open")
    return staking.mine ? (
      <StakeForm slug={slug} staking={staking} mine={staking.mine} />
    ) : (
      <div className="grid gap-2 rounded-md border p-4">
        <ClosingLine staking={staking} />
        <p className="font-medium">{P.onlyHolders}</p>
      </div>
    );
  if (staking.state === "closed")
    return (
      <section aria-labelledby="arena-staking-closed" className="grid gap-2 rounded-md border p-4">
        <h2 id="arena-staking-closed" className="text-2xl font-semibold">
          {P.closed}
        </h2>
        <p>{P.closedNote}</p>
      </section>
    );
  if (staking.state === "published" && staking.results)
    return (
      <>
        {staking.mine ? <YourStakes staking={staking} mine={staking.mine} /> : null}
        <Results slug={slug} results={staking.results} />
      </>
    );
  return null;
}

function Results({
  slug,
  results,
}: {
  slug: string;
  results: NonNullable<PublicStaking["results"]>;
}) {
  const C = P.columns;
  return (
    <section id="results" aria-labelledby="arena-results" className="grid scroll-mt-4 gap-3">
      <h2 id="arena-results" className="text-2xl font-semibold">
        {P.results}
      </h2>
      <p className="font-medium">{P.pool(results.pool)}</p>
      {results.noTokens ? <p>{P.noTokens}</p> : null}
      <DataTable label={P.results} head={Object.values(C)} numeric={[C.tokens, C.stakers, C.grant]}>
        {results.founders.map((f) => (
          <TableRow key={f.id}>
            <TableCell className="font-medium break-words">
              <Link to={ventureHref(slug, f.id)} className="underline">
                {f.ventureName}
              </Link>
            </TableCell>
            <TableCell className="text-right tabular-nums">
              {f.tokens.toLocaleString("en-US")}
            </TableCell>
            <TableCell className="text-right tabular-nums">
              {f.stakers.toLocaleString("en-US")}
            </TableCell>
            <TableCell className="text-right tabular-nums">
              {results.noTokens ? "—" : formatDollars(f.grant)}
            </TableCell>
          </TableRow>
        ))}
      </DataTable>
      <p className="text-sm text-muted-foreground">{P.educational}</p>
    </section>
  );
}

/** A seat holder's own stakes once the results are out: tokens per venture, tokens unused. */
function YourStakes({ staking, mine }: { staking: PublicStaking; mine: Record<string, number> }) {
  const staked = staking.lineUp.filter((f) => (mine[f.id] ?? 0) > 0);
  const used = staked.reduce((n, f) => n + (mine[f.id] ?? 0), 0);
  return (
    <section aria-labelledby="arena-your-stakes" className="grid gap-2 rounded-md border p-4">
      <h2 id="arena-your-stakes" className="text-2xl font-semibold">
        {P.yourStakes}
      </h2>
      {staked.length === 0 ? (
        <p>{P.noStakes}</p>
      ) : (
        <ul className="grid gap-1">
          {staked.map((f) => (
            <li key={f.id} className="break-words">
              {P.stakeLine(mine[f.id] ?? 0, f.ventureName)}
            </li>
          ))}
          <li className="text-muted-foreground">{P.unused(staking.tokensPerSeat - used)}</li>
        </ul>
      )}
    </section>
  );
}
