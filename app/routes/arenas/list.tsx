import { Link } from "react-router";
import { arenaCopy, formatArenaDate } from "~/content/arenas";
import { openArenas } from "~/domain/arenas/arenas.server";
import { Button } from "~/components/ui/button";
import { PATHS, path } from "~/content/paths";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/list";

const P = arenaCopy.public;

/** /arenas (ADR 209): the open Arenas, counts only. */
export async function loader({ context }: Route.LoaderArgs) {
  const rows = await openArenas(context.services.database.db);
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
  };
}

export const meta = () =>
  pageMeta({ title: P.title, description: P.description, path: path("/arenas") });

export default function Arenas({ loaderData }: Route.ComponentProps) {
  const { arenas } = loaderData;
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
    </div>
  );
}
