import { Form, Link, redirect, useActionData, useLoaderData, useSearchParams } from "react-router";
import { memberText } from "~/content/members";
import { authCall, fail, withCookies } from "~/features/members/auth-call.server";
import {
  AuthCard,
  Field,
  FormMessage,
  SubmitButton,
  useToastOnce,
} from "~/features/members/components/form-parts";
import { readFlash } from "~/features/members/flash.server";
import { firstIssue, LoginSchema } from "~/features/members/members.schema";
import { redirectSignedIn } from "~/features/members/session.server";
import { pageMeta } from "~/lib/meta";
import { useSessionWatch } from "~/lib/use-session-watch";
import { EMAIL_MAX_LENGTH, MAX_PASSWORD_LENGTH } from "~/lib/limits";
import type { Route } from "./+types/login";

const t = memberText.login;

export const meta = () =>
  pageMeta({
    title: t.title,
    description: "Log in to see your points, referrals and leaderboard rank.",
    path: "/login",
  });

export async function loader({ request, context }: Route.LoaderArgs) {
  await redirectSignedIn(request, context.services);
  const { flash, headers } = readFlash(request);
  return Response.json({ flash }, { headers });
}

export async function action({ request, context }: Route.ActionArgs) {
  const { services } = context;
  const parsed = LoginSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return fail(firstIssue(parsed.error));
  const result = await authCall(() =>
    services.auth.api.signInEmail({
      body: parsed.data,
      headers: request.headers,
      returnHeaders: true,
    }),
  );
  if (!result.ok) {
    if (result.status === 401 || result.code === "INVALID_EMAIL_OR_PASSWORD")
      return fail(t.invalid, 401);
    // The one sign-in budget of every entry point (better-auth hook, ADR 180).
    if (result.status === 429) return fail(result.message, 429);
    return fail(
      result.status < 500 && result.message ? result.message : t.failure,
      result.status < 500 ? result.status : 400,
    );
  }
  throw redirect("/dashboard", { headers: withCookies(result.headers) });
}

export default function Login() {
  const { flash } = useLoaderData<{ flash: string | null }>();
  const result = useActionData<typeof action>();
  const [params] = useSearchParams();
  useSessionWatch({ signedIn: "/dashboard" });
  useToastOnce(flash === "password-reset" ? { title: memberText.reset.success } : null, flash);
  const linkError = params.get("error") ? memberText.confirm.invalidLink : null;
  return (
    <AuthCard title={t.heading} description={t.intro}>
      <Form method="post" className="grid gap-4">
        <Field
          label={t.email}
          name="email"
          type="email"
          autoComplete="email"
          required
          maxLength={EMAIL_MAX_LENGTH}
        />
        <Field
          label={t.password}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          maxLength={MAX_PASSWORD_LENGTH}
        />
        <div className="text-right text-sm">
          <Link to="/forgot-password" className="text-primary underline underline-offset-4">
            {t.forgot}
          </Link>
        </div>
        <FormMessage error={result && !result.ok ? result.error : linkError} />
        <SubmitButton label={t.submit} busyLabel={t.busy} className="w-full" />
      </Form>
      <p className="mt-4 text-center text-sm text-muted-foreground">
        {t.noAccount}{" "}
        <Link to="/waitlist" className="font-medium text-primary underline underline-offset-4">
          {t.create}
        </Link>
      </p>
    </AuthCard>
  );
}
