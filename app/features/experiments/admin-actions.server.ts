// The intents of the admin A/B Tests section (ADR 186): 'Stop Test' and 'Restart Test', each
// audited in its transaction (app/features/experiments/runs.server.ts); the admin layout
// checked the role.
import { abCopy } from "~/content/admin";
import type { AdminActor } from "~/domain/audit.server";
import type { Services } from "~/domain/services.server";
import { actionFail, actionOk } from "~/lib/action-result";
import { HeroRunActionSchema } from "./experiments.schema";
import { heroStateOf, restartHeroTest, stopHeroTest } from "./runs.server";

type Intent = { services: Services; actor: AdminActor; form: FormData };

/** This instance serves the new state at once; others within the cache's few seconds. */
async function changed(services: Services, message: string) {
  await heroStateOf(services).refresh();
  return actionOk({ message });
}

export const heroRunActions = {
  stop: async ({ services, actor, form }: Intent) => {
    const parsed = HeroRunActionSchema.safeParse(Object.fromEntries(form));
    if (!parsed.success || parsed.data.intent !== "stop")
      return actionFail(parsed.error?.issues[0]?.message ?? abCopy.stop.already);
    const stopped = await stopHeroTest(services.database.db, actor, parsed.data);
    return stopped ? changed(services, abCopy.stop.done) : actionFail(abCopy.stop.already, 409);
  },
  restart: async ({ services, actor }: Intent) =>
    (await restartHeroTest(services.database.db, actor))
      ? changed(services, abCopy.restarted)
      : actionFail(abCopy.alreadyRunning, 409),
};
