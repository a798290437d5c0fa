import type { FastifyInstance } from "fastify";
import type { Services } from "../../app/domain/services.server.ts";
import { registerAuth } from "./auth.ts";
import { registerCommunities } from "./communities.ts";
import { registerEvents } from "./events.ts";
import { registerMailEvents } from "./mail-events.ts";
import { registerMemberApi } from "./members.ts";

/**
 * JSON endpoints for beacons, uploads and machine clients (CONTRIBUTING.md: page data goes
 * through loaders and actions). Each feature registers its own file here. Request
 * bodies arrive as raw Buffers (server/plugins/body-parsing.ts); parse them with the feature's schema.
 */
export async function registerApi(scope: FastifyInstance, services: Services): Promise<void> {
  await registerAuth(scope, services);
  await registerMemberApi(scope, services);
  await registerEvents(scope, services);
  await registerCommunities(scope, services);
  await registerMailEvents(scope, services);
}
