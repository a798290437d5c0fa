import { adminUserContext } from "~/features/admin/admin-guard.server";
import { broadcastListActions } from "~/features/broadcasts/admin-actions.server";
import { BroadcastsTab } from "~/features/broadcasts/components/broadcasts-tab";
import { listBroadcasts } from "~/domain/broadcasts/broadcasts.server";
import { liveRecipients } from "~/features/broadcasts/broadcast-page.server";
import { deadLetters } from "~/domain/mail/dead-letters.server";
import { dispatchIntent } from "~/lib/action-result";
import type { Route } from "./+types/broadcasts";

/**
 * Broadcasts (ADR 212): what the operator has said to the list, and 'New Broadcast'; the
 * e-mails the outbox gave up on, with 'Retry' (ADR 224).
 */
export async function loader({ context }: Route.LoaderArgs) {
  return {
    broadcasts: await liveRecipients(
      context.services.database.db,
      await listBroadcasts(context.services.database.db),
    ),
    deadLetters: await deadLetters(context.services.database.db),
    zone: context.services.env.OPERATOR_TIME_ZONE,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  return dispatchIntent(form.get("intent"), broadcastListActions, {
    services: context.services,
    actor: context.get(adminUserContext),
    form,
    id: null,
  });
}

export default function AdminBroadcasts({ loaderData }: Route.ComponentProps) {
  return (
    <BroadcastsTab
      broadcasts={loaderData.broadcasts}
      deadLetters={loaderData.deadLetters}
      zone={loaderData.zone}
    />
  );
}
