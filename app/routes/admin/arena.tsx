import { data } from "react-router";
import { adminUserContext } from "~/features/admin/admin-guard.server";
import { ArenaAdminPage } from "~/features/arenas/components/arena-admin-page";
import { arenaPageActions } from "~/features/arenas/admin-actions.server";
import { loadArenaStaking } from "~/features/arenas/staking-page.server";
import { stakingActions } from "~/features/arenas/staking-actions.server";
import { arenaFigures, arenaInvitationRows } from "~/domain/arenas/arenas.server";
import { arenaStakeRows, stakeSortOf } from "~/domain/arenas/stakes-list.server";
import { arenaCopy } from "~/content/arenas";
import { actionFail, dispatchIntent } from "~/lib/action-result";
import type { Route } from "./+types/arena";
import { isUuid } from "../../lib/uuid.ts";

/** One Arena (ADRs 209, 215): its figures, invitations, line-up and staking window. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const db = context.services.database.db;
  const arena = isUuid(params.id) ? await arenaFigures(db, params.id) : null;
  if (!arena) throw data(arenaCopy.admin.notFound, { status: 404 });
  const invitations = await arenaInvitationRows(db, arena.id);
  const sort = stakeSortOf(new URL(request.url).searchParams.get("stakes"));
  return {
    arena,
    invitations: invitations.map((i) => ({
      ...i,
      invitedAt: i.invitedAt.toISOString(),
      expiresAt: i.expiresAt.toISOString(),
    })),
    staking: await loadArenaStaking(context.services, arena),
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
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  if (!isUuid(params.id)) return actionFail(arenaCopy.admin.notFound, 404);
  const form = await request.formData();
  return dispatchIntent(
    form.get("intent"),
    { ...arenaPageActions(params.id), ...stakingActions(params.id) },
    { services: context.services, actor: context.get(adminUserContext), form },
  );
}

export default function AdminArena({ loaderData }: Route.ComponentProps) {
  return (
    <ArenaAdminPage
      arena={loaderData.arena}
      invitations={loaderData.invitations}
      staking={loaderData.staking}
      stakes={loaderData.stakes}
      stakeSort={loaderData.stakeSort}
    />
  );
}
