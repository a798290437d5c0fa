import { useEffect, useState } from "react";
import { Form, redirect, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { toast } from "~/components/ui/use-toast";
import { authCopy } from "~/content/admin";
import { getSessionUser } from "~/features/admin/admin.server";
import { handleAuthForm } from "~/features/admin/auth-form.server";
import { pageMeta } from "~/lib/meta";
import { useSessionWatch } from "~/lib/use-session-watch";
import type { Route } from "./+types/auth";

export const meta = () =>
  pageMeta({
    title: authCopy.signIn.title,
    description: authCopy.signIn.subtitle,
    path: "/auth",
    noindex: true,
  });

export async function loader({ request, context }: Route.LoaderArgs) {
  // Spec §2 /auth: a session on arrival goes to /admin.
  if (await getSessionUser(context.services, request)) throw redirect("/admin");
  const mode = new URL(request.url).searchParams.get("mode") === "signup" ? "signup" : "signin";
  return { mode } as const;
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleAuthForm(context.services, request, context.clientIp);
}

export default function AuthPage({ loaderData, actionData }: Route.ComponentProps) {
  const [mode, setMode] = useState<"signin" | "signup">(loaderData.mode);
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formAction?.startsWith("/auth") === true;
  const copy = mode === "signin" ? authCopy.signIn : authCopy.signUp;
  // Spec §2: a session that starts later (another tab signs in) also goes to /admin.
  useSessionWatch({ signedIn: "/admin" });

  useEffect(() => {
    if (actionData && "error" in actionData) {
      toast({ title: authCopy.errorTitle, description: actionData.error, variant: "destructive" });
    }
  }, [actionData]);

  return (
    <section className="mx-auto flex min-h-[70vh] max-w-md items-center px-4 py-12">
      <Card className="w-full">
        <CardHeader>
          <h1 className="text-2xl font-bold">{copy.title}</h1>
          <CardDescription>{copy.subtitle}</CardDescription>
        </CardHeader>
        <CardContent>
          <Form method="post" action="/auth" className="grid gap-4">
            <input type="hidden" name="mode" value={mode} />
            <div className="grid gap-2">
              <Label htmlFor="auth-email">Email</Label>
              <Input id="auth-email" name="email" type="email" autoComplete="email" required />
            </div>
            <div className="grid gap-2">
              <Label htmlFor="auth-password">Password</Label>
              <Input
                id="auth-password"
                name="password"
                type="password"
                autoComplete={mode === "signin" ? "current-password" : "new-password"}
                minLength={6}
                required
              />
            </div>
            <Button type="submit" disabled={busy}>
              {busy ? authCopy.loading : copy.submit}
            </Button>
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
        </CardContent>
      </Card>
    </section>
  );
}
