import { useEffect, useState } from "react";
import { Form, redirect, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { SignUpConsent } from "~/components/sign-up-consent";
import { toast } from "~/components/ui/use-toast";
import { authCopy } from "~/content/admin";
import { AdminAuthCard } from "~/features/admin/components/reauth-card";
import { Field } from "~/components/ui/field";
import { MIN_PASSWORD_LENGTH } from "~/lib/limits";
import { reauthAction } from "~/features/admin/admin-actions.server";
import { handleAuthForm } from "~/features/admin/auth-form.server";
import { pageMeta } from "~/lib/meta";
import { signedInRecently } from "~/domain/accounts/recent-sign-in.server";
import { getSession } from "~/domain/accounts/session.server";
import { useSessionWatch } from "~/lib/use-session-watch";
import { PATHS } from "~/content/paths";
import type { Route } from "./+types/auth";

export const meta = () =>
  pageMeta({
    title: authCopy.signIn.title,
    description: authCopy.signIn.subtitle,
    path: "/auth",
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
  // 'Confirm your password' of the admin area (ADR 180) posts here: it is a sign-in.
  if (form.get("intent") === "reauth") return reauthAction(context.services, request, form);
  return handleAuthForm(context.services, request, context.clientIp, form);
}

export default function AuthPage({ loaderData, actionData }: Route.ComponentProps) {
  const [mode, setMode] = useState<"signin" | "signup">(loaderData.mode);
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formAction?.startsWith("/auth") === true;
  const copy = mode === "signin" ? authCopy.signIn : authCopy.signUp;
  // docs/product.md#admin: a session that starts later (another tab signs in) also goes to /admin.
  useSessionWatch({ signedIn: "/admin" });

  useEffect(() => {
    if (actionData && "error" in actionData) {
      toast({ title: authCopy.errorTitle, description: actionData.error, variant: "destructive" });
    }
  }, [actionData]);

  return (
    <AdminAuthCard title={copy.title} description={copy.subtitle} className="min-h-[70vh]">
      <Form method="post" action="/auth" className="grid gap-4">
        <input type="hidden" name="mode" value={mode} />
        <Field id="auth-email" label="Email">
          <Input id="auth-email" name="email" type="email" autoComplete="email" required />
        </Field>
        <Field id="auth-password" label="Password">
          <Input
            id="auth-password"
            name="password"
            type="password"
            autoComplete={mode === "signin" ? "current-password" : "new-password"}
            minLength={MIN_PASSWORD_LENGTH}
            required
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
