import { Form, Link, useLoaderData, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { RESUBSCRIBED_PARAM, unsubscribeText as t } from "~/content/member-mail";
import { PATHS, path } from "~/content/paths";
import { AuthCard } from "~/features/members/components/form-parts";
import { memberMeta } from "~/features/members/member-meta";
import { unsubscribeAction, unsubscribeLoader } from "~/features/members/unsubscribe.server";
import type { Route } from "./+types/unsubscribe";

// The unsubscribe link of every list e-mail (ADR 191): works without signing in.
export const meta = () => memberMeta(t, "Leave a list of e-mails.", PATHS.unsubscribe, true);

export const headers: Route.HeadersFunction = ({ loaderHeaders, actionHeaders }) => ({
  "cache-control":
    actionHeaders.get("cache-control") ?? loaderHeaders.get("cache-control") ?? "private, no-store",
});

export function loader({ request, context }: Route.LoaderArgs) {
  return unsubscribeLoader(context.services, request);
}

export function action({ request, context }: Route.ActionArgs) {
  return unsubscribeAction(context.services, request);
}

export default function Unsubscribe() {
  const page = useLoaderData<typeof loader>();
  const busy = useNavigation().state !== "idle";
  if (!page.valid)
    return (
      <AuthCard title={t.invalidTitle}>
        <p className="mb-6 text-muted-foreground">{t.invalidBody}</p>
        <Button asChild className="w-full">
          <Link to={PATHS.profile}>{t.manage}</Link>
        </Button>
      </AuthCard>
    );
  const token = encodeURIComponent(page.token);
  const asking = page.subscribed && !page.resubscribed;
  const title = asking ? t.askTitle(page.listName) : page.subscribed ? t.resubscribed : t.done;
  const body = asking
    ? t.askBody(page.listName)
    : page.subscribed
      ? t.resubscribedBody(page.listName)
      : t.doneBody(page.listName);
  return (
    <AuthCard title={title}>
      <p className="mb-6 text-muted-foreground">{body}</p>
      {page.subscribed ? (
        <Form method="post" action={`/unsubscribe?token=${token}`}>
          <input type="hidden" name="intent" value="unsubscribe" />
          <Button
            type="submit"
            variant={asking ? "default" : "outline"}
            className="w-full"
            disabled={busy}
          >
            {asking ? t.unsubscribe : t.unsubscribeAgain}
          </Button>
        </Form>
      ) : (
        <Form method="post" action={`/unsubscribe?token=${token}&${RESUBSCRIBED_PARAM}=1`}>
          <input type="hidden" name="intent" value="resubscribe" />
          <Button type="submit" className="w-full" disabled={busy}>
            {t.resubscribe}
          </Button>
        </Form>
      )}
      <p className="mt-6 text-sm">
        <Link to={path("/profile")} className="underline underline-offset-4">
          {t.manage}
        </Link>
      </p>
    </AuthCard>
  );
}
