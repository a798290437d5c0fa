import { data } from "react-router";
import { adminUserContext } from "~/features/admin/admin-guard.server";
import { BroadcastPage } from "~/features/broadcasts/components/broadcast-page";
import { broadcastActions, recipientsOf } from "~/features/broadcasts/admin-actions.server";
import { broadcastCopy } from "~/content/broadcasts";
import {
  broadcastSender,
  mailPreview,
  profileName,
} from "~/features/broadcasts/broadcast-page.server";
import { communityChoices } from "~/domain/attribution/communities.server";
import {
  articleForNewsletter,
  arenaChoices,
  getBroadcast,
} from "~/domain/broadcasts/broadcasts.server";
import { actionFail, dispatchIntent } from "~/lib/action-result";
import type { Route } from "./+types/broadcast";
import { isUuid } from "../../lib/uuid.ts";

const idOf = (param: string) => (isUuid(param) ? param : null);

/** A broadcast's page (ADR 212); 'new' composes one, '?article=' from a published article. */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { services } = context;
  const admin = context.get(adminUserContext);
  const db = services.database.db;
  const search = new URL(request.url).searchParams;
  const id = idOf(params.id);
  if (!id && params.id !== "new") throw data({ error: broadcastCopy.toasts.notFound }, 404);
  const broadcast = id ? await getBroadcast(db, id) : null;
  if (id && !broadcast) throw data({ error: broadcastCopy.toasts.notFound }, 404);
  let draft = { subject: "", body: "", audienceKind: "all", audienceValue: "" };
  if (broadcast) {
    draft = {
      subject: broadcast.subject,
      body: broadcast.body,
      audienceKind: broadcast.audienceKind,
      audienceValue: broadcast.audienceValue ?? "",
    };
  } else if (search.get("article")) {
    const article = await articleForNewsletter(db, search.get("article")!);
    if (article) {
      const url = new URL(`/articles/${article.slug}`, services.env.PUBLIC_URL).href;
      draft.subject = article.title.slice(0, 150);
      // The whole article, and where to read it on the site.
      draft.body = `${article.content}\n\n[${broadcastCopy.newsletter.readArticle}](${url})`;
    }
  }
  const recipients = search.has("audienceKind")
    ? await recipientsOf(services, search)
    : await recipientsOf(services, new URLSearchParams(draft));
  const started = broadcast && broadcast.status !== "draft" && broadcast.status !== "scheduled";
  return {
    id,
    // A scheduled broadcast's figures show the recipients it will have (frozen when it starts).
    broadcast:
      broadcast && !started
        ? { ...broadcast, figures: { ...broadcast.figures, recipients: recipients ?? 0 } }
        : broadcast,
    sender: id && broadcast?.status !== "draft" ? await broadcastSender(db, id) : null,
    draft,
    recipients: started ? broadcast.recipients : recipients,
    previewHtml: mailPreview(
      draft.subject,
      draft.body,
      await profileName(db, admin.id),
      services.env.PUBLIC_URL,
    ),
    communities: await communityChoices(db),
    arenas: await arenaChoices(db),
    zone: services.env.OPERATOR_TIME_ZONE,
    // The relay failing pauses every broadcast that sends (ADR 224): said on its page.
    relay: broadcast?.status === "sending" ? await services.relay.status() : null,
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const id = idOf(params.id);
  if (!id && params.id !== "new") return actionFail(broadcastCopy.toasts.notFound, 404);
  const form = await request.formData();
  return dispatchIntent(form.get("intent"), broadcastActions, {
    services: context.services,
    actor: context.get(adminUserContext),
    form,
    id,
  });
}

export default function AdminBroadcast({ loaderData }: Route.ComponentProps) {
  return <BroadcastPage {...loaderData} />;
}
