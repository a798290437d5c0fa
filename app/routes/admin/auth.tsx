import { useState } from "react";
import { Form, redirect, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { SignUpConsent } from "~/components/sign-up-consent";
import { useResultToast } from "~/components/use-result-toast";
import { authCopy } from "~/content/admin";
import { AdminAuthCard } from "~/features/admin/components/reauth-card";
import { Field } from "~/components/ui/field";
import { AuthSchema } from "~/features/admin/auth.schema";
import { authActions, authIntentOf } from "~/features/admin/auth-form.server";
import { dispatchIntent } from "~/lib/action-result";
import { constraintsOf } from "~/lib/form-constraints";
import { pageMeta } from "~/lib/meta";
import { signedInRecently } from "~/domain/accounts/recent-sign-in.server";
import { getSession } from "~/domain/accounts/session.server";
import { useSessionWatch } from "~/lib/use-session-watch";
import { PATHS, path } from "~/content/paths";
import type { Route } from "./+types/auth";

export const meta = () =>
  pageMeta({
    title: authCopy.signIn.title,
    description: authCopy.signIn.subtitle,
    path: path("/auth"),
    noindex: true,
  });

export async function loader({ request, context }: Route.LoaderArgs) {
  // docs/product.md#admin, /auth: a session on arrival goes to /admin. One older than 12 hours stays here
  // (signing in again is what the admin area asks of it, ADR 180): a wrong password posted
  // without JavaScript to 'Confirm your password' is answered on this page.
  const session = await getSession(request, context.services);
  if (session && signedInRecently(session)) throw redirect(PATHS.admin);
  const mode = new URL(request.url).searchParams.get("mode") === "signup" ? "signup" : "signin";
  return { mode } as const;
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  return dispatchIntent(authIntentOf(form), authActions, {
    services: context.services,
    request,
    clientIp: context.clientIp,
    form,
  });
}

const K = constraintsOf(AuthSchema);

export default function AuthPage({ loaderData, actionData }: Route.ComponentProps) {
  const [mode, setMode] = useState<"signin" | "signup">(loaderData.mode);
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formAction?.startsWith("/auth") === true;
  const copy = mode === "signin" ? authCopy.signIn : authCopy.signUp;
  // docs/product.md#admin: a session that starts later (another tab signs in) also goes to /admin.
  useSessionWatch({ signedIn: "/admin" });

  useResultToast(actionData, { errors: true });

  return (
    <AdminAuthCard title={copy.title} description={copy.subtitle} className="min-h-[70vh]">
      <Form method="post" action="/auth" className="grid gap-4">
        <input type="hidden" name="mode" value={mode} />
        <Field id="auth-email" label="Email">
          <Input id="auth-email" name="email" autoComplete="email" {...K.email} />
        </Field>
        <Field id="auth-password" label="Password">
          <Input
            id="auth-password"
            name="password"
            type="password"
            autoComplete={mode === "signin" ? "current-password" : "new-password"}
            {...K.password}
          />
        </Field>
        <Button type="submit" disabled={busy}>
          {busy ? authCopy.loading : copy.submit}
        </Button>
        {/* What a new member agrees to (ADR 182), under the sign-up button. */}
        {mode === "signup" ? <SignUpConsent /> : null}
      </Form>
      <div className="mt-4 text-center">
        {/* A link to the other mode works before JavaScript; with it, the mode toggles in place. */}
        <a
          href={mode === "signin" ? "/auth?mode=signup" : "/auth"}
          className="text-sm text-primary underline underline-offset-4 hover:no-underline"
          onClick={(event) => {
            event.preventDefault();
            setMode(mode === "signin" ? "signup" : "signin");
          }}
        >
          {copy.toggle}
        </a>
      </div>
    </AdminAuthCard>
  );
}
