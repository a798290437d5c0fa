import { Link } from "react-router";
import { arenaCopy, formatArenaDate } from "~/content/arenas";
import { formatDollars } from "~/content/staking";
import { finishedArenas, openArenas } from "~/domain/arenas/arenas.server";
import { arenaResults } from "~/domain/arenas/staking.server";
import { Button } from "~/components/ui/button";
import { PATHS, path } from "~/content/paths";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/list";

const P = arenaCopy.public;

/** /arenas (ADRs 209, 229): the open Arenas, counts only; apart, the finished ones and results. */
export async function loader({ context }: Route.LoaderArgs) {
  const db = context.services.database.db;
  const rows = await openArenas(db);
  const finished = await finishedArenas(db);
  return {
    arenas: rows.map((a) => ({
      name: a.name,
      slug: a.slug,
      community: a.community,
      kickoff: a.kickoff,
      location: a.location,
      seats: a.seats,
      seated: a.seated,
    })),
    finished: await Promise.all(
      finished.map(async (a) => {
        const results = await arenaResults(db, a.id, a.grantPool);
        return {
          name: a.name,
          slug: a.slug,
          community: a.community,
          finishedAt: a.resultsPublishedAt?.toISOString() ?? null,
          grants: results.noTokens
            ? []
            : results.founders.map((f) => ({ id: f.id, venture: f.ventureName, grant: f.grant })),
        };
      }),
    ),
  };
}

export const meta = () =>
  pageMeta({ title: P.title, description: P.description, path: path("/arenas") });

export default function Arenas({ loaderData }: Route.ComponentProps) {
  const { arenas, finished } = loaderData;
  return (
    <div className="mx-auto grid max-w-4xl gap-6 px-4 py-10">
      <h1 className="text-3xl font-bold">{P.title}</h1>
      <p className="text-lg text-muted-foreground">{P.intro}</p>
      {arenas.length === 0 ? (
        <div className="grid justify-items-start gap-4 rounded-lg border border-dashed p-8">
          <p>{P.none}</p>
          <Button asChild>
            <Link to={PATHS.waitlist}>{P.joinWaitlist}</Link>
          </Button>
        </div>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2">
          {arenas.map((a) => (
            <li key={a.slug} className="grid gap-2 rounded-lg border p-4">
              <h2 className="text-xl font-semibold break-words">
                <Link to={`/arenas/${a.slug}`} className="underline">
                  {a.name}
                </Link>
              </h2>
              <p className="text-sm text-muted-foreground">{a.community ?? P.openToAll}</p>
              <p>
                {P.kickoff}: {formatArenaDate(a.kickoff)}
                {a.location ? ` · ${a.location}` : ""}
              </p>
              <p className="font-medium">{P.seatsTaken(a.seated, a.seats)}</p>
            </li>
          ))}
        </ul>
      )}
      {finished.length > 0 ? (
        <section aria-labelledby="arenas-finished" className="grid gap-4">
          <h2 id="arenas-finished" className="text-2xl font-semibold">
            {P.finishedTitle}
          </h2>
          <ul className="grid gap-4 sm:grid-cols-2">
            {finished.map((a) => (
              <li key={a.slug} className="grid gap-2 rounded-lg border border-dashed p-4">
                <h3 className="text-xl font-semibold break-words">{a.name}</h3>
                <p className="text-sm text-muted-foreground">
                  {a.community ?? P.openToAll}
                  {a.finishedAt ? ` · ${P.finishedOn(formatArenaDate(a.finishedAt))}` : ""}
                </p>
                {a.grants.length > 0 ? (
                  <ul className="grid gap-1 text-sm">
                    {a.grants.map((g) => (
                      <li key={g.id} className="break-words">
                        {P.grantLine(g.venture, formatDollars(g.grant))}
                      </li>
                    ))}
                  </ul>
                ) : null}
                <p>
                  <Link to={`/arenas/${a.slug}#results`} className="underline">
                    {P.seeResults(a.name)}
                  </Link>
                </p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
