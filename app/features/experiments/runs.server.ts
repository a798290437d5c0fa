// Runs of the hero test (ADR 186): the operator stops a run by choosing the variant
// everyone sees, and restarts with a new run; earlier runs keep their figures. Each change is
// one transaction with its audit row.
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { abTestRuns } from "../../../db/schema.ts";
import { byAdmin, recordAudit, type AdminActor } from "../../domain/audit.server.ts";
import type { Db } from "../../lib/db.server.ts";
import type { Services } from "../../domain/services.server.ts";
import { HERO_TEST_NAME, heroRunName, type HeroVariant } from "./hero-variant.ts";

export type HeroRun = {
  testName: string;
  run: number;
  startedAt: Date;
  stoppedAt: Date | null;
  shownVariant: HeroVariant | null;
  stopReason: string | null;
};

/** Every run of the hero test, newest first (the first is the one in force). */
export async function heroRuns(db: Db): Promise<HeroRun[]> {
  return db
    .select({
      testName: abTestRuns.testName,
      run: abTestRuns.run,
      startedAt: abTestRuns.startedAt,
      stoppedAt: abTestRuns.stoppedAt,
      shownVariant: abTestRuns.shownVariant,
      stopReason: abTestRuns.stopReason,
    })
    .from(abTestRuns)
    .where(eq(abTestRuns.experiment, HERO_TEST_NAME))
    .orderBy(desc(abTestRuns.run));
}

export type HeroState = { run: number; testName: string; shownToAll: HeroVariant | null };

/** The run in force: collecting figures, or stopped and showing one variant to everyone. */
export async function heroState(db: Db): Promise<HeroState> {
  const [latest] = await heroRuns(db);
  if (!latest) return { run: 1, testName: heroRunName(1), shownToAll: null };
  return { run: latest.run, testName: latest.testName, shownToAll: latest.shownVariant };
}

/** 'Stop Test': the running run ends; everyone sees `variant` from now on. False: none runs. */
export async function stopHeroTest(
  db: Db,
  actor: AdminActor,
  input: { variant: HeroVariant; reason: string },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [stopped] = await tx
      .update(abTestRuns)
      .set({ stoppedAt: sql`now()`, shownVariant: input.variant, stopReason: input.reason })
      .where(and(eq(abTestRuns.experiment, HERO_TEST_NAME), isNull(abTestRuns.stoppedAt)))
      .returning({ run: abTestRuns.run, testName: abTestRuns.testName });
    if (!stopped) return false;
    await recordAudit(tx, {
      actor: byAdmin(actor),
      action: "ab_test.stop",
      target: `ab_test:${stopped.testName}`,
      details: { run: stopped.run, variant: input.variant, reason: input.reason },
    });
    return true;
  });
}

/** 'Restart Test': a new run with fresh figures and a fresh 50/50 draw. False: one runs. */
export async function restartHeroTest(db: Db, actor: AdminActor): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [latest] = await tx
      .select({ run: abTestRuns.run, stoppedAt: abTestRuns.stoppedAt })
      .from(abTestRuns)
      .where(eq(abTestRuns.experiment, HERO_TEST_NAME))
      .orderBy(desc(abTestRuns.run))
      .limit(1)
      .for("update");
    if (latest && !latest.stoppedAt) return false;
    const run = (latest?.run ?? 0) + 1;
    // The partial unique index keeps a second concurrent restart from opening two runs.
    await tx
      .insert(abTestRuns)
      .values({ testName: heroRunName(run), experiment: HERO_TEST_NAME, run });
    await recordAudit(tx, {
      actor: byAdmin(actor),
      action: "ab_test.restart",
      target: `ab_test:${heroRunName(run)}`,
      details: { run },
    });
    return true;
  });
}

/**
 * The state every instance serves, read again at most every `ttlMs` (a stop or restart on
 * another instance shows within that time; this one's own changes call `refresh`).
 */
function createHeroStateCache(db: Db, ttlMs = 5_000, now = Date.now) {
  let value: HeroState | null = null;
  let readAt = 0;
  let pending: Promise<HeroState> | null = null;
  const load = () => {
    pending ??= heroState(db)
      .then((state) => {
        value = state;
        readAt = now();
        return state;
      })
      .finally(() => {
        pending = null;
      });
    return pending;
  };
  return {
    async get(): Promise<HeroState> {
      if (value && now() - readAt < ttlMs) return value;
      // A failed read keeps serving the last known state rather than failing the page.
      return load().catch((err: unknown) => {
        if (value) return value;
        throw err;
      });
    },
    refresh: () => load(),
  };
}
export type HeroStateCache = ReturnType<typeof createHeroStateCache>;

/** The process's one hero state cache (the host's static pages, the beacon, the sign-ups). */
export function heroStateOf(services: Pick<Services, "cached" | "database">): HeroStateCache {
  return services.cached("hero-state", () => createHeroStateCache(services.database.db));
}
