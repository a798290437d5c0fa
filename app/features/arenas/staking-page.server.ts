// What the admin page of one Arena shows of its line-up and staking window (ADR 215).
import { formatInZone, utcToZonedInput } from "~/lib/time-zone";
import type { Services } from "~/domain/services.server";
import type { AdminArena } from "~/domain/arenas/arenas.server";
import { arenaApplications, lineUp } from "~/domain/arenas/lineup.server";
import { arenaResults, notReadyReason, stakingFigures } from "~/domain/arenas/staking.server";
import { publishAudience } from "~/domain/arenas/staking-mail.server";

export async function loadArenaStaking(services: Services, arena: AdminArena) {
  const db = services.database.db;
  const zone = services.env.OPERATOR_TIME_ZONE;
  const figures = await stakingFigures(db, arena.id);
  const after = arena.staking === "closed" || arena.staking === "published";
  return {
    state: arena.staking,
    grantPool: arena.grantPool,
    tokensPerSeat: arena.tokensPerSeat,
    lineUp: await lineUp(db, arena.id),
    applications: await arenaApplications(db, arena.id),
    figures,
    notReady: notReadyReason(figures),
    zone,
    closesAt: arena.stakingClosesAt ? formatInZone(arena.stakingClosesAt, zone) : null,
    closesAtInput: arena.stakingClosesAt ? utcToZonedInput(arena.stakingClosesAt, zone) : "",
    results: after ? await arenaResults(db, arena.id, arena.grantPool) : null,
    // 'Publish the results?' says how many will be e-mailed.
    audience: arena.staking === "closed" ? await publishAudience(db, arena.id) : 0,
  };
}
export type AdminStaking = Awaited<ReturnType<typeof loadArenaStaking>>;
