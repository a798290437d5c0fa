import { useState } from "react";
import { Form, Link, useActionData, useNavigation } from "react-router";
import { DataTable } from "~/components/data-table";
import { Button } from "~/components/ui/button";
import { Field, FormMessage } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { TableCell, TableRow } from "~/components/ui/table";
import { useResultToast } from "~/components/use-result-toast";
import { formatDollars, stakingCopy } from "~/content/staking";
import type { ActionResult } from "~/lib/action-result";
import type { PublicStaking } from "~/features/arenas/stake-page.server";

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
      <p className="rounded-md border p-4 font-medium">{P.onlyHolders}</p>
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
    return <Results slug={slug} results={staking.results} />;
  return null;
}

function StakeForm({
  slug,
  staking,
  mine,
}: {
  slug: string;
  staking: PublicStaking;
  mine: Record<string, number>;
}) {
  const result = useActionData<ActionResult>();
  const navigation = useNavigation();
  const mineResult = result?.intent === "stake" ? result : undefined;
  useResultToast(mineResult, { idle: navigation.state === "idle" });
  const total = staking.tokensPerSeat;
  const saved = Object.values(mine).reduce((a, b) => a + b, 0);
  const [used, setUsed] = useState<number | null>(null);
  const left = total - (used ?? saved);
  return (
    <section aria-labelledby="arena-stake" className="grid gap-3 rounded-md border p-4">
      <h2 id="arena-stake" className="text-2xl font-semibold">
        {P.stake}
      </h2>
      <p className="text-muted-foreground">{P.educational}</p>
      <Form
        method="post"
        action={`/arenas/${encodeURIComponent(slug)}`}
        className="grid gap-4"
        onInput={(event) => {
          const inputs =
            event.currentTarget.querySelectorAll<HTMLInputElement>("input[type=number]");
          let sum = 0;
          for (const input of inputs) sum += Math.max(0, Math.floor(Number(input.value) || 0));
          setUsed(sum);
        }}
      >
        <input type="hidden" name="intent" value="stake" />
        {staking.lineUp.map((f) => (
          <Field key={f.id} id={`stake-${f.id}`} label={P.tokensFor(f.ventureName)}>
            <Input
              id={`stake-${f.id}`}
              name={`stake-${f.id}`}
              type="number"
              inputMode="numeric"
              min={0}
              max={total}
              step={1}
              defaultValue={mine[f.id] ?? 0}
              className="max-w-40"
            />
          </Field>
        ))}
        <p aria-live="polite" className="font-medium">
          {P.left(Math.max(0, left), total)}
        </p>
        <FormMessage error={mineResult && !mineResult.ok ? mineResult.error : null} />
        {mineResult?.ok ? (
          <noscript>
            <p role="status">{mineResult.message}</p>
          </noscript>
        ) : null}
        <p>
          <Button type="submit" disabled={navigation.state === "submitting"}>
            {P.save}
          </Button>
        </p>
      </Form>
    </section>
  );
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
    <section aria-labelledby="arena-results" className="grid gap-3">
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
