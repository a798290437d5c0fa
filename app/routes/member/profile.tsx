import { ArrowLeft } from "lucide-react";
import { useEffect, useRef } from "react";
import { data, Form, Link, useActionData, useLoaderData } from "react-router";
import { CONFIRMED_CALLBACK } from "~/features/members/flash.server";
import { Card, CardContent, CardDescription, CardHeader } from "~/components/ui/card";
import { toast } from "~/components/ui/use-toast";
import { memberText } from "~/content/members";
import { authCall, limit, withCookies } from "~/features/members/auth-call.server";
import { Field, FormMessage, SubmitButton } from "~/features/members/components/form-parts";
import { LoadFailed } from "~/features/members/components/load-failed";
import { ChangePasswordSchema, firstIssue, ProfileSchema } from "~/features/members/members.schema";
import { requireMember } from "~/features/members/session.server";
import { pageMeta } from "~/lib/meta";
import { useSessionWatch } from "~/lib/use-session-watch";
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
  return data(
    { name: session.user.name, email: session.user.email },
    { headers: { "cache-control": "private, no-store" } },
  );
}

type ProfileResult = { ok: boolean; intent: "profile" | "password"; message: string };
const reply = (r: ProfileResult, status = 200, headers?: Headers) => data(r, { status, headers });

export async function action({ request, context }: Route.ActionArgs) {
  const { services, clientIp } = context;
  const session = await requireMember(request, services);
  const form = Object.fromEntries(await request.formData());
  if (form.intent === "password") {
    const parsed = ChangePasswordSchema.safeParse(form);
    if (!parsed.success)
      return reply({ ok: false, intent: "password", message: firstIssue(parsed.error) }, 400);
    if (await limit(services, "change-password", `${clientIp}:${session.user.id}`))
      return reply({ ok: false, intent: "password", message: memberText.rateLimited }, 429);
    const { currentPassword, newPassword } = parsed.data;
    // Checks the current password; other sessions of the member are signed out and
    // this one gets a fresh session cookie.
    const changed = await authCall(() =>
      services.auth.api.changePassword({
        body: { currentPassword, newPassword, revokeOtherSessions: true },
        headers: request.headers,
        returnHeaders: true,
      }),
    );
    if (!changed.ok) {
      if (changed.code === "INVALID_PASSWORD")
        return reply({ ok: false, intent: "password", message: t.currentIncorrect }, 400);
      if (changed.status === 401)
        return reply({ ok: false, intent: "password", message: t.sessionExpired }, 401);
      return reply(
        {
          ok: false,
          intent: "password",
          message: changed.status < 500 && changed.message ? changed.message : t.passwordFailed,
        },
        400,
      );
    }
    return reply(
      { ok: true, intent: "password", message: t.passwordSuccess },
      200,
      withCookies(changed.headers),
    );
  }
  if (form.intent === "profile") {
    const parsed = ProfileSchema.safeParse(form);
    if (!parsed.success)
      return reply({ ok: false, intent: "profile", message: firstIssue(parsed.error) }, 400);
    const { name, email, currentPassword } = parsed.data;
    const emailChanges = email !== session.user.email.toLowerCase();
    if (emailChanges && !currentPassword)
      return reply({ ok: false, intent: "profile", message: t.currentRequired }, 400);
    if (name !== session.user.name) {
      const updated = await authCall(() =>
        services.auth.api.updateUser({
          body: { name },
          headers: request.headers,
          returnHeaders: true,
        }),
      );
      if (!updated.ok)
        return reply(
          {
            ok: false,
            intent: "profile",
            message: updated.status < 500 && updated.message ? updated.message : t.saveFailed,
          },
          400,
        );
    }
    if (emailChanges) {
      if (await limit(services, "change-email", `${clientIp}:${session.user.id}`))
        return reply({ ok: false, intent: "profile", message: memberText.rateLimited }, 429);
      // The new address gets a verification link; the change waits for it (spec §4). The
      // current password is checked and the old address told by the auth hooks (ADR 180).
      const body = { newEmail: email, callbackURL: CONFIRMED_CALLBACK, currentPassword };
      const changed = await authCall(() =>
        services.auth.api.changeEmail({ body, headers: request.headers, returnHeaders: true }),
      );
      if (!changed.ok && changed.code === "INVALID_PASSWORD")
        return reply({ ok: false, intent: "profile", message: t.currentIncorrect }, 400);
      if (!changed.ok)
        return reply(
          {
            ok: false,
            intent: "profile",
            message: changed.status < 500 && changed.message ? changed.message : t.saveFailed,
          },
          400,
        );
      return reply({ ok: true, intent: "profile", message: t.savedWithEmail });
    }
    return reply({ ok: true, intent: "profile", message: t.saved });
  }
  return reply({ ok: false, intent: "profile", message: t.saveFailed }, 400);
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
  const error = (intent: ProfileResult["intent"]) =>
    result && !result.ok && result.intent === intent ? result.message : null;
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
              maxLength={100}
            />
            <div className="grid gap-1">
              <Field
                label={t.email}
                name="email"
                type="email"
                defaultValue={user.email}
                autoComplete="email"
                required
                maxLength={254}
              />
              <CardDescription>{t.emailNote}</CardDescription>
            </div>
            <Field
              label={t.currentPassword}
              name="currentPassword"
              type="password"
              autoComplete="current-password"
              maxLength={128}
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
              maxLength={128}
            />
            <Field
              label={t.newPassword}
              name="newPassword"
              type="password"
              autoComplete="new-password"
              maxLength={128}
            />
            <Field
              label={t.confirmNewPassword}
              name="confirmPassword"
              type="password"
              autoComplete="new-password"
              maxLength={128}
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
    </div>
  );
}
