import { Link, redirect, useActionData, useSearchParams } from "react-router";
import { memberText } from "~/content/members";
import { authCall, fail, withCookies } from "~/features/members/auth-call.server";
import {
  AuthCard,
  AuthSwitch,
  EmailField,
  MemberForm,
  PasswordField,
} from "~/features/members/components/form-parts";
import { firstIssue, LoginSchema } from "~/features/members/members.schema";
import { redirectSignedIn } from "~/features/members/session.server";
import { useSessionWatch } from "~/lib/use-session-watch";
import { memberMeta } from "~/features/members/member-meta";
import { path } from "~/content/paths";
import { localPath } from "~/lib/local-path";
import type { Route } from "./+types/login";

const t = memberText.login;

export const meta = () =>
  memberMeta(t, "Log in to see your points, referrals and leaderboard rank.", "/login");

export async function loader({ request, context }: Route.LoaderArgs) {
  await redirectSignedIn(request, context.services);
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const { services } = context;
  const form = await request.formData();
  const parsed = LoginSchema.safeParse(Object.fromEntries(form));
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
  // Back where the member came from ('Log In' on an Arena's page), else the dashboard.
  throw redirect(localPath(form.get("next"), path("/dashboard")), {
    headers: withCookies(result.headers),
  });
}

export default function Login() {
  const result = useActionData<typeof action>();
  const [params] = useSearchParams();
  useSessionWatch({ signedIn: "/dashboard" });
  const linkError = params.get("error") ? memberText.confirm.invalidLink : null;
  const next = localPath(params.get("next"), "");
  return (
    <AuthCard title={t.heading} description={t.intro}>
      <MemberForm
        error={result && !result.ok ? result.error : linkError}
        submit={t.submit}
        busy={t.busy}
      >
        {next ? <input type="hidden" name="next" value={next} /> : null}
        <EmailField label={t.email} required />
        <PasswordField label={t.password} required />
        <div className="text-right text-sm">
          <Link to={path("/forgot-password")} className="text-primary underline underline-offset-4">
            {t.forgot}
          </Link>
        </div>
      </MemberForm>
      <AuthSwitch text={t.noAccount} to={path("/waitlist")} label={t.create} />
    </AuthCard>
  );
}
