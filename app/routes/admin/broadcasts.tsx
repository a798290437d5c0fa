import { BroadcastsTab } from "~/features/broadcasts/components/broadcasts-tab";
import { listBroadcasts } from "~/domain/broadcasts/broadcasts.server";
import { liveRecipients } from "~/features/broadcasts/broadcast-page.server";
import type { Route } from "./+types/broadcasts";

/** Broadcasts (ADR 212): what the operator has said to the list, and 'New Broadcast'. */
export async function loader({ context }: Route.LoaderArgs) {
  return {
    broadcasts: await liveRecipients(
      context.services.database.db,
      await listBroadcasts(context.services.database.db),
    ),
    zone: context.services.env.OPERATOR_TIME_ZONE,
  };
}

export default function AdminBroadcasts({ loaderData }: Route.ComponentProps) {
  return <BroadcastsTab broadcasts={loaderData.broadcasts} zone={loaderData.zone} />;
}
