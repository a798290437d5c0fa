import { data } from "react-router";
import { adminUserContext } from "~/features/admin/admin-guard.server";
import { ArenaAdminPage } from "~/features/arenas/components/arena-admin-page";
import { arenaPageActions } from "~/features/arenas/admin-actions.server";
import { loadArenaStaking } from "~/features/arenas/staking-page.server";
import { stakingActions } from "~/features/arenas/staking-actions.server";
import { arenaFigures, arenaInvitationRows } from "~/domain/arenas/arenas.server";
import { arenaStakeRows, stakeSortOf } from "~/domain/arenas/stakes-list.server";
import { arenaCopy } from "~/content/arenas";
import { adminRounds, journeyAdminActions } from "~/features/journey/admin-actions.server";
import { RoundsSection } from "~/features/journey/components/rounds-section";
import { nextDayIn } from "~/domain/journey/rounds.server";
import { actionFail, dispatchIntent } from "~/lib/action-result";
import { ADMIN_PATHS } from "~/content/admin-paths";
import type { Route } from "./+types/arena";
import { isUuid } from "../../lib/uuid.ts";

/** One Arena (ADRs 209, 215): its figures, invitations, line-up and staking window. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const db = context.services.database.db;
  const arena = isUuid(params.id) ? await arenaFigures(db, params.id) : null;
  if (!arena) throw data(arenaCopy.admin.notFound, { status: 404 });
  const invitations = await arenaInvitationRows(db, arena.id);
  const sort = stakeSortOf(new URL(request.url).searchParams.get("stakes"));
  const staking = await loadArenaStaking(context.services, arena);
  // Once results are published, each venture's round (ADR 233).
  const published = staking.state === "published" ? (staking.results?.founders ?? []) : [];
  const rounds = await adminRounds(
    context.services,
    published.map((f) => f.id),
  );
  return {
    arena,
    invitations: invitations.map((i) => ({
      ...i,
      invitedAt: i.invitedAt.toISOString(),
      expiresAt: i.expiresAt.toISOString(),
    })),
    staking,
    // 'Stakes' ('Who?'), once there can be any.
    stakeSort: sort,
    stakes:
      arena.staking === "not_opened"
        ? []
        : (await arenaStakeRows(db, arena.id, sort)).map(
            ({ userId, member, founderId, venture, tokens, seatGone }) => ({
              userId,
              member,
              founderId,
              venture,
              tokens,
              seatGone,
            }),
          ),
    rounds: published.map((f) => ({
      id: f.id,
      ventureName: f.ventureName,
      round: rounds[f.id] ?? null,
    })),
    zone: context.services.env.OPERATOR_TIME_ZONE,
    minDate: nextDayIn(context.services.env.OPERATOR_TIME_ZONE),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  if (!isUuid(params.id)) return actionFail(arenaCopy.admin.notFound, 404);
  const form = await request.formData();
  return dispatchIntent(
    form.get("intent"),
    {
      ...arenaPageActions(params.id),
      ...stakingActions(params.id),
      ...journeyAdminActions(params.id),
    },
    { services: context.services, actor: context.get(adminUserContext), form },
  );
}

export default function AdminArena({ loaderData }: Route.ComponentProps) {
  return (
    <div className="grid gap-6">
      <ArenaAdminPage
        arena={loaderData.arena}
        invitations={loaderData.invitations}
        staking={loaderData.staking}
        stakes={loaderData.stakes}
        stakeSort={loaderData.stakeSort}
      />
      <RoundsSection
        action={ADMIN_PATHS.arena(loaderData.arena.id)}
        slug={loaderData.arena.slug}
        ventures={loaderData.rounds}
        zone={loaderData.zone}
        minDate={loaderData.minDate}
      />
    </div>
  );
}
