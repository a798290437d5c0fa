import { exportFileName, exportPersonalData } from "~/features/members/data-export.server";
import { requireMember } from "~/features/members/session.server";
import { siteConfig } from "~/lib/site-config";
import type { Route } from "./+types/profile-data";

// 'Download My Data' (ADR 140): the signed-in member's own data, as a JSON attachment.
export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await requireMember(request, context.services);
  const now = new Date();
  const body = await exportPersonalData(
    context.services.database.db,
    { userId: session.user.id },
    now,
  );
  return new Response(JSON.stringify(body, null, 2), {
    headers: {
      "content-type": "application/json; charset=utf-8",
      "content-disposition": `attachment; filename="${exportFileName(siteConfig.brand, now)}"`,
      "cache-control": "no-store",
    },
  });
}
