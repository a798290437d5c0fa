import { Form, Link } from "react-router";
import { SectionCard } from "~/components/section-card";
import { Button } from "~/components/ui/button";
import { arenaCopy, formatHeldUntil } from "~/content/arenas";
import type { MemberArena } from "~/domain/arenas/invitations.server";
import type { MemberStakingWindow } from "~/domain/arenas/staking.server";

const C = arenaCopy.card;
const P = arenaCopy.public;

/**
 * The dashboard's 'Arenas' card (ADRs 209, 215): an invitation, a seat (with the tokens left
 * while its staking window is open) or a place in line.
 */
export function ArenasCard({
  arenas,
  staking = [],
}: {
  arenas: MemberArena[];
  staking?: MemberStakingWindow[];
}) {
  const shown = arenas.filter(
    (a) =>
      a.invitation === "invited" ||
      a.invitation === "seated" ||
      a.invitation === "released" ||
      a.position !== null,
  );
  if (shown.length === 0) return null;
  return (
    <SectionCard title={C.title} description={C.intro} contentClassName="grid gap-4">
      <ul className="grid gap-4">
        {shown.map((a) => (
          <li key={a.slug} className="grid gap-2">
            {a.invitation === "invited" ? (
              <>
                <p className="font-medium">{C.waiting(a.name)}</p>
                {a.expiresAt ? (
                  <p className="text-sm text-muted-foreground">
                    {P.heldUntil(formatHeldUntil(a.expiresAt))}
                  </p>
                ) : null}
                <Form
                  method="post"
                  action={`/arenas/${encodeURIComponent(a.slug)}`}
                  className="flex flex-wrap gap-3"
                >
                  <input type="hidden" name="intent" value="accept" />
                  <Button type="submit">{P.accept}</Button>
                  <Button asChild variant="outline">
                    <Link to={`/arenas/${a.slug}`}>{C.open(a.name)}</Link>
                  </Button>
                </Form>
              </>
            ) : a.invitation === "released" ? (
              <p className="font-medium">
                <Link to={`/arenas/${a.slug}`} className="underline">
                  {C.released(a.name)}
                </Link>
              </p>
            ) : a.invitation === "seated" && a.finished ? (
              <p className="font-medium">
                <Link to={`/arenas/${a.slug}#results`} className="underline">
                  {C.finished(a.name)}
                </Link>
              </p>
            ) : a.invitation === "seated" && staking.some((w) => w.slug === a.slug) ? (
              <StakeLine window={staking.find((w) => w.slug === a.slug)!} />
            ) : (
              <p className="font-medium">
                <Link to={`/arenas/${a.slug}`} className="underline">
                  {a.invitation === "seated" ? P.seated(a.name) : C.inLine(a.position ?? 0, a.name)}
                </Link>
              </p>
            )}
          </li>
        ))}
      </ul>
    </SectionCard>
  );
}

function StakeLine({ window: w }: { window: MemberStakingWindow }) {
  return (
    <>
      <p className="font-medium">
        <Link to={`/arenas/${w.slug}`} className="underline">
          {C.stake(w.name)}
        </Link>
      </p>
      <p className="text-sm text-muted-foreground">{C.tokensLeft(w.left, w.total)}</p>
    </>
  );
}
