import type { FastifyInstance } from "fastify";
import { readDiskAvatar } from "../../app/lib/avatar.server.ts";
import type { Services } from "../../app/domain/services.server.ts";

/** Public URLs of avatars kept on disk (DATA_DIR/avatars/{user id}/{random}.webp). */
export async function registerMemberApi(scope: FastifyInstance, services: Services): Promise<void> {
  scope.get<{ Params: { user: string; file: string } }>(
    "/avatars/:user/:file",
    async (req, reply) => {
      const body = await readDiskAvatar(services.env, req.params.user, req.params.file);
      if (!body)
        return reply.status(404).header("cache-control", "no-store").send({ error: "Not found" });
      // Each upload gets a new random name, so a file never changes.
      return reply
        .header("content-type", "image/webp")
        .header("cache-control", "public, max-age=31536000, immutable")
        .header("x-content-type-options", "nosniff")
        .send(body);
    },
  );
}
