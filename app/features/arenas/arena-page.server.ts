// /arenas/{slug} for whoever looks (ADR 209): the Arena's public facts and what it
// means for the viewer; the invited member's answer (POST, the site's origin check, ADR 080).
import { sql } from "drizzle-orm";
import { data } from "react-router";
import { z } from "zod";
import { arenaCopy } from "~/content/arenas";
import { actionFail, actionOk } from "~/lib/action-result";
import { getSession } from "~/domain/accounts/session.server";
import type { Services } from "~/domain/services.server";
import { publicArena } from "~/domain/arenas/arenas.server";
import { answerInvitation, ArenaFinished, giveUpSeat } from "~/domain/arenas/invitations.server";
import { linePosition } from "~/domain/arenas/line.server";
import { arenaMailDeps, refillSoon } from "~/features/arenas/admin-actions.server";
import { loadPublicStaking, stakeAction } from "~/features/arenas/stake-page.server";
import { sqlRow } from "~/lib/db.server";
import { arenaInvitations } from "../../../db/schema.ts";

const P = arenaCopy.public;

export type Viewer =
  | { kind: "visitor" }
  | { kind: "outside"; community: string }
  | { kind: "inLine"; position: number }
  | { kind: "invited"; expiresAt: string }
  | { kind: "seated" | "declined" | "expired" | "released" }
  | { kind: "member" };

/** What the Arena means for a signed-in member. */
async function viewerOf(
  services: Services,
  arenaId: string,
  communityId: string | null,
  userId: string,
): Promise<Viewer> {
  const db = services.database.db;
  const [invitation] = await db
    .select({ status: arenaInvitations.status, expiresAt: arenaInvitations.expiresAt })
    .from(arenaInvitations)
    .where(
      sql`${arenaInvitations.arenaId} = ${arenaId} and ${arenaInvitations.userId} = ${userId}`,
    );
  if (invitation) {
    if (invitation.status === "invited")
      return invitation.expiresAt > new Date()
        ? { kind: "invited", expiresAt: invitation.expiresAt.toISOString() }
        : { kind: "expired" };
    return { kind: invitation.status };
  }
  const position = await linePosition(db, arenaId, userId);
  if (position !== null) return { kind: "inLine", position };
  if (communityId) {
    const own = await sqlRow(
      db,
      z.object({ inside: z.boolean(), community: z.string() }),
      sql`
        select coalesce(r.name, c.name) as community, coalesce(
          (select coalesce(x.merged_into, x.id) from profiles p join communities x on x.id = p.community_id
           where p.id = ${userId}) = coalesce(c.merged_into, c.id), false) as inside
        from communities c left join communities r on r.id = c.merged_into
        where c.id = ${communityId}`,
    );
    if (own && !own.inside) return { kind: "outside", community: own.community };
  }
  return { kind: "member" };
}

export async function loadArenaPage(request: Request, services: Services, slug: string) {
  const arena = await publicArena(services.database.db, slug);
  if (!arena) throw data(null, { status: 404, statusText: "Not Found" });
  const session = await getSession(request, services);
  const viewer: Viewer = session
    ? await viewerOf(services, arena.id, arena.communityId, session.user.id)
    : { kind: "visitor" };
  return {
    arena: {
      name: arena.name,
      slug: arena.slug,
      community: arena.community,
      kickoff: arena.kickoff,
      location: arena.location,
      description: arena.description,
      seats: arena.seats,
      seated: arena.seated,
      status: arena.status,
    },
    viewer,
    staking: await loadPublicStaking(services, arena, session?.user.id ?? null),
  };
}

/** 'Accept Seat' / 'Decline Seat': only the invited member's, only while the invitation is open. */
export async function answerArena(request: Request, services: Services, slug: string) {
  const session = await getSession(request, services);
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return actionFail("The form could not be read. Please try again.", 400);
  }
  const intent = form.get("intent");
  if (intent === "stake") {
    const arena = await publicArena(services.database.db, slug);
    if (!arena) throw data(null, { status: 404, statusText: "Not Found" });
    return stakeAction(services, arena, session?.user.id ?? null, form);
  }
  if (!session) return actionFail(P.signInFirst, 401, { title: P.errorTitle });
  if (intent === "give-up") {
    let given: boolean;
    try {
      given = await giveUpSeat(services.database.db, { slug, userId: session.user.id });
    } catch (error) {
      if (error instanceof ArenaFinished)
        return actionFail(P.seatFinished, 409, { title: P.errorTitle });
      throw error;
    }
    if (!given) return actionFail(P.noSeat, 409, { title: P.errorTitle });
    refillSoon(services, slug);
    return actionOk({ message: P.gaveUp });
  }
  if (intent !== "accept" && intent !== "decline") return actionFail("Unknown action");
  const answer = await answerInvitation(arenaMailDeps(services), {
    slug,
    userId: session.user.id,
    accept: intent === "accept",
  });
  if (answer === "none") return actionFail(P.noInvitation, 409, { title: P.errorTitle });
  // A declined seat goes to the next in line now (the hourly job would otherwise).
  if (answer === "declined") refillSoon(services, slug);
  services.outbox.wake();
  return actionOk({ message: answer === "accepted" ? P.accepted : P.declinedToast });
}
