import { useState } from "react";
import { Link, useFetcher } from "react-router";
import { ConfirmDialog } from "~/components/confirm-dialog";
import { Button } from "~/components/ui/button";
import { useResultToast } from "~/components/use-result-toast";
import { arenaCopy, formatArenaDate, formatHeldUntil } from "~/content/arenas";
import { PATHS, path } from "~/content/paths";
import type { ActionResult } from "~/lib/action-result";
import type { Viewer } from "~/features/arenas/arena-page.server";
import type { PublicStaking } from "~/features/arenas/stake-page.server";
import { StakingView } from "./staking-view";

const P = arenaCopy.public;

export type ArenaFacts = {
  name: string;
  slug: string;
  community: string | null;
  kickoff: string;
  location: string;
  description: string;
  seats: number;
  seated: number;
  status: "draft" | "open" | "closed" | "finished";
};

/** The facts of an Arena: community, kick-off, location and seats (counts only). */
export function ArenaFactList({ arena }: { arena: ArenaFacts }) {
  return (
    <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-[auto_1fr]">
      <dt className="font-medium">{P.community}</dt>
      <dd>{arena.community ?? P.openToAll}</dd>
      <dt className="font-medium">{P.kickoff}</dt>
      <dd>{formatArenaDate(arena.kickoff)}</dd>
      {arena.location ? (
        <>
          <dt className="font-medium">{P.location}</dt>
          <dd>{arena.location}</dd>
        </>
      ) : null}
      <dt className="font-medium">{P.seats}</dt>
      <dd>{P.seatsTaken(arena.seated, arena.seats)}</dd>
    </dl>
  );
}

/** /arenas/{slug}: the Arena, and what it means for the viewer. */
export function ArenaView({
  arena,
  viewer,
  staking,
}: {
  arena: ArenaFacts;
  viewer: Viewer;
  staking: PublicStaking;
}) {
  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-10">
      <Link to={path("/arenas")} className="text-sm underline">
        {P.allArenas}
      </Link>
      <h1 className="text-3xl font-bold break-words">{arena.name}</h1>
      {arena.description ? (
        <p className="text-lg whitespace-pre-line text-muted-foreground">{arena.description}</p>
      ) : null}
      <ArenaFactList arena={arena} />
      {arena.status === "finished" ? (
        <p className="rounded-md border p-4 font-medium">
          {viewer.kind === "seated" ? P.seated(arena.name) : P.finished}
        </p>
      ) : arena.status === "closed" && viewer.kind !== "seated" ? (
        <p className="rounded-md border p-4 font-medium">{P.closed}</p>
      ) : (
        <ViewerPart arena={arena} viewer={viewer} />
      )}
      <StakingView slug={arena.slug} staking={staking} />
    </div>
  );
}

function ViewerPart({ arena, viewer }: { arena: ArenaFacts; viewer: Viewer }) {
  switch (viewer.kind) {
    case "visitor":
      // An invitee lands here from their e-mail: 'Log In' brings them back to this page.
      return (
        <p className="flex flex-wrap gap-3">
          <Button asChild>
            <Link to={PATHS.waitlist}>{P.joinWaitlist}</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to={`${PATHS.login}?next=${encodeURIComponent(`/arenas/${arena.slug}`)}`}>
              {P.logIn}
            </Link>
          </Button>
        </p>
      );
    case "outside":
      return <p className="font-medium">{P.outside(viewer.community)}</p>;
    case "inLine":
      return <p className="text-xl font-semibold">{P.inLine(viewer.position)}</p>;
    case "invited":
      return <Invitation slug={arena.slug} expiresAt={viewer.expiresAt} />;
    case "seated":
      return <Seat name={arena.name} slug={arena.slug} />;
    case "declined":
      return <p>{P.declined}</p>;
    case "expired":
      return <p>{P.expired}</p>;
    case "released":
      return <p>{P.released}</p>;
    default:
      return null;
  }
}

function Invitation({ slug, expiresAt }: { slug: string; expiresAt: string }) {
  const fetcher = useFetcher<ActionResult>({ key: "arena-answer" });
  const [declining, setDeclining] = useState<true | null>(null);
  useResultToast(fetcher.data, { errors: true, idle: fetcher.state === "idle" });
  const action = `/arenas/${encodeURIComponent(slug)}`;
  return (
    <section aria-labelledby="arena-seat" className="grid gap-3 rounded-md border p-4">
      <h2 id="arena-seat" className="text-2xl font-semibold">
        {P.waiting}
      </h2>
      <p>{P.heldUntil(formatHeldUntil(expiresAt))}</p>
      <div className="flex flex-wrap gap-3">
        <fetcher.Form method="post" action={action}>
          <input type="hidden" name="intent" value="accept" />
          <Button type="submit" disabled={fetcher.state !== "idle"}>
            {P.accept}
          </Button>
        </fetcher.Form>
        <Button
          type="button"
          variant="outline"
          disabled={fetcher.state !== "idle"}
          onClick={() => setDeclining(true)}
        >
          {P.decline}
        </Button>
      </div>
      <ConfirmDialog
        item={declining}
        onClose={() => setDeclining(null)}
        title={P.declineTitle}
        description={P.declineDescription}
        cancel={P.cancel}
        confirm={P.decline}
        onConfirm={() => fetcher.submit({ intent: "decline" }, { method: "post", action })}
      />
    </section>
  );
}

/** The seat holder's seat, and 'Give Up Seat' (confirmed) to hand it to the next in line. */
function Seat({ name, slug }: { name: string; slug: string }) {
  const fetcher = useFetcher<ActionResult>({ key: "arena-give-up" });
  const [confirming, setConfirming] = useState<true | null>(null);
  useResultToast(fetcher.data, { errors: true, idle: fetcher.state === "idle" });
  const action = `/arenas/${encodeURIComponent(slug)}`;
  return (
    <div className="grid gap-3 rounded-md border border-primary p-4">
      <p className="text-xl font-semibold">{P.seated(name)}</p>
      <div>
        <Button
          type="button"
          variant="outline"
          disabled={fetcher.state !== "idle"}
          onClick={() => setConfirming(true)}
        >
          {P.giveUp}
        </Button>
      </div>
      <ConfirmDialog
        item={confirming}
        onClose={() => setConfirming(null)}
        title={P.giveUpTitle}
        description={P.giveUpDescription}
        cancel={P.keepSeat}
        confirm={P.giveUp}
        onConfirm={() => fetcher.submit({ intent: "give-up" }, { method: "post", action })}
      />
    </div>
  );
}
