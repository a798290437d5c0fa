// The staking part of /arenas/{slug} (ADR 215): the line-up for everyone (never a founder's
// address), the closing time and the pool, the seat holder's stakes while the window is open
// and their own stakes once published ('Your Stakes'), the results once published; and
// 'Save Stakes', a native form whose every rule the server keeps.
import { stakingCopy } from "~/content/staking";
import { actionFail, actionOk } from "~/lib/action-result";
import { formatInZone } from "~/lib/time-zone";
import type { Services } from "~/domain/services.server";
import type { PublicArena } from "~/domain/arenas/arenas.server";
import { publicLineUp } from "~/domain/arenas/lineup.server";
import { parseStakes } from "~/domain/arenas/staking.schema";
import {
  arenaResults,
  memberStakes,
  NotASeatHolder,
  NotWholeTokens,
  OverAllowance,
  saveStakes,
  StakingClosed,
} from "~/domain/arenas/staking.server";

const P = stakingCopy.public;

export async function loadPublicStaking(
  services: Services,
  arena: PublicArena,
  userId: string | null,
) {
  const db = services.database.db;
  const lineUp = await publicLineUp(db, arena.id);
  const seatMatters = arena.staking === "open" || arena.staking === "published";
  const mine = seatMatters && userId ? await memberStakes(db, arena.id, userId) : null;
  const published =
    arena.staking === "published" ? await arenaResults(db, arena.id, arena.grantPool) : null;
  return {
    state: arena.staking,
    tokensPerSeat: arena.tokensPerSeat,
    pool: arena.grantPool,
    closesAt:
      arena.staking === "open" && arena.stakingClosesAt
        ? formatInZone(arena.stakingClosesAt, services.env.OPERATOR_TIME_ZONE)
        : null,
    lineUp,
    mine,
    results: published && {
      pool: published.pool,
      noTokens: published.noTokens,
      founders: published.founders.map((f) => ({
        id: f.id,
        ventureName: f.ventureName,
        founderName: f.founderName,
        tokens: f.tokens,
        stakers: f.stakers,
        grant: f.grant,
      })),
    },
  };
}
export type PublicStaking = Awaited<ReturnType<typeof loadPublicStaking>>;

/**
 * 'Save Stakes': only the seat holder's, only while the window is open, whole tokens within the
 * allowance; a refusal gives back what was typed (the page without JavaScript refills it).
 */
export async function stakeAction(
  services: Services,
  arena: PublicArena,
  userId: string | null,
  form: FormData,
) {
  const parsed = parseStakes(form);
  const fail = (error: string, status: number) =>
    actionFail(error, status, { title: P.errorTitle, intent: "stake", values: parsed.values });
  if (!userId) return fail(P.signInFirst, 401);
  if (!parsed.ok) return fail(P.wholeNumbers, 400);
  let used: number;
  try {
    ({ used } = await saveStakes(services.database.db, {
      arenaId: arena.id,
      userId,
      stakes: parsed.stakes,
    }));
  } catch (error) {
    if (error instanceof OverAllowance) return fail(P.atMost(arena.tokensPerSeat), 409);
    if (error instanceof NotWholeTokens) return fail(P.wholeNumbers, 400);
    if (error instanceof NotASeatHolder) return fail(P.onlyHolders, 403);
    if (error instanceof StakingClosed)
      return fail(error.window === "closed" ? P.closed : P.notOpen, 409);
    throw error;
  }
  return actionOk({ message: used === 0 ? P.noneStaked : P.saved, intent: "stake" });
}
