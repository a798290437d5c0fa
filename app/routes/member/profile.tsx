import { ArrowLeft } from "lucide-react";
import { useEffect, useRef } from "react";
import { data, Form, Link, useActionData, useLoaderData } from "react-router";
import { Card, CardContent, CardDescription, CardHeader } from "~/components/ui/card";
import { toast } from "~/components/ui/use-toast";
import { memberText } from "~/content/members";
import { Field, FormMessage, SubmitButton } from "~/features/members/components/form-parts";
import { LoadFailed } from "~/features/members/components/load-failed";
import { YourData } from "~/features/members/components/your-data";
import { profileActions } from "~/features/members/profile-actions.server";
import { requireMember } from "~/features/members/session.server";
import { dispatchIntent } from "~/lib/action-result";
import { pageMeta } from "~/lib/meta";
import { useSessionWatch } from "~/lib/use-session-watch";
import { EMAIL_MAX_LENGTH, MAX_PASSWORD_LENGTH, NAME_MAX_LENGTH } from "~/lib/limits";
import type { Route } from "./+types/profile";

const t = memberText.profile;

export const meta = () =>
  pageMeta({
    title: t.title,
    description: "Your name, e-mail address and password.",
    path: "/profile",
    noindex: true,
  });

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => ({
  "cache-control": loaderHeaders.get("cache-control") ?? "private, no-store",
});

export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await requireMember(request, context.services);
  // ?delete-account=1: the confirmation as a panel of the page (no JavaScript needed).
  const confirmDelete = new URL(request.url).searchParams.has("delete-account");
  return data(
    { name: session.user.name, email: session.user.email, confirmDelete },
    { headers: { "cache-control": "private, no-store" } },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const { services, clientIp } = context;
  const session = await requireMember(request, services);
  const form = await request.formData();
  const args = { services, clientIp, request, session, form };
  return dispatchIntent(form.get("intent"), profileActions, args);
}

/** Spec §8: 'Failed to load profile' (details stay in the server log). */
export function ErrorBoundary() {
  return <LoadFailed message={t.loadFailed} />;
}

export default function Profile() {
  const user = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const passwordForm = useRef<HTMLFormElement>(null);
  useSessionWatch({ signedOut: "/login" });
  useEffect(() => {
    if (!result?.ok) return;
    toast({ title: result.message });
    if (result.intent === "password") passwordForm.current?.reset(); // spec §8: the fields are cleared
  }, [result]);
  const error = (intent: keyof typeof profileActions) =>
    result && !result.ok && result.intent === intent ? result.error : null;
  return (
    <div className="mx-auto grid max-w-2xl gap-6 px-4 py-10">
      <Link
        to="/dashboard"
        className="inline-flex items-center gap-2 text-sm font-medium text-primary underline-offset-4 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t.back}
      </Link>
      <h1 className="text-3xl font-bold">{t.heading}</h1>
      <Card>
        <CardHeader>
          <h2 className="text-xl font-semibold leading-tight">{t.infoTitle}</h2>
        </CardHeader>
        <CardContent>
          <Form method="post" className="grid gap-4">
            <input type="hidden" name="intent" value="profile" />
            <Field
              label={t.name}
              name="name"
              defaultValue={user.name}
              autoComplete="name"
              required
              maxLength={NAME_MAX_LENGTH}
            />
            <div className="grid gap-1">
              <Field
                label={t.email}
                name="email"
                type="email"
                defaultValue={user.email}
                autoComplete="email"
                required
                maxLength={EMAIL_MAX_LENGTH}
              />
              <CardDescription>{t.emailNote}</CardDescription>
            </div>
            <Field
              label={t.currentPassword}
              name="currentPassword"
              type="password"
              autoComplete="current-password"
              maxLength={MAX_PASSWORD_LENGTH}
            />
            <FormMessage error={error("profile")} />
            <SubmitButton
              label={t.save}
              busyLabel={t.saving}
              intent="profile"
              className="justify-self-start"
            />
          </Form>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <h2 className="text-xl font-semibold leading-tight">{t.passwordTitle}</h2>
        </CardHeader>
        <CardContent>
          <Form method="post" ref={passwordForm} className="grid gap-4">
            <input type="hidden" name="intent" value="password" />
            <Field
              label={t.currentPassword}
              name="currentPassword"
              type="password"
              autoComplete="current-password"
              maxLength={MAX_PASSWORD_LENGTH}
            />
            <Field
              label={t.newPassword}
              name="newPassword"
              type="password"
              autoComplete="new-password"
              maxLength={MAX_PASSWORD_LENGTH}
            />
            <Field
              label={t.confirmNewPassword}
              name="confirmPassword"
              type="password"
              autoComplete="new-password"
              maxLength={MAX_PASSWORD_LENGTH}
            />
            <FormMessage error={error("password")} />
            <SubmitButton
              label={t.updatePassword}
              busyLabel={t.updating}
              intent="password"
              className="justify-self-start"
            />
          </Form>
        </CardContent>
      </Card>
      <YourData confirming={user.confirmDelete} result={result} />
    </div>
  );
}
