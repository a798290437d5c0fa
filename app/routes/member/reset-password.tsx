import { Link, redirect, useActionData, useLoaderData } from "react-router";
import { memberText } from "~/content/members";
import { authCall, fail, limit, withCookies } from "~/features/members/auth-call.server";
import { FormMessage } from "~/components/ui/field";
import { AuthCard, MemberForm, PasswordField } from "~/features/members/components/form-parts";
import { noticeCookie } from "~/lib/notice";
import { firstIssue, ResetPasswordSchema } from "~/features/members/members.schema";
import { memberMeta } from "~/features/members/member-meta";
import { clientNetwork } from "~/lib/client-network";
import { path } from "~/content/paths";
import type { Route } from "./+types/reset-password";

const t = memberText.reset;

export const meta = () =>
  memberMeta(t, "Set a new password for your account.", "/reset-password", true);

// The e-mailed link passes through better-auth (/api/auth/reset-password/{token}), which
// checks the token and lands here with ?token=… or, for an expired/used link, ?error=….
export function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const token = params.get("token");
  const valid = Boolean(token) && !params.get("error") && token!.length <= 200;
  return { token: valid ? token! : null };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { services, clientIp } = context;
  const limited = await limit(services, "password-reset", clientNetwork(clientIp));
  if (limited) return limited;
  const parsed = ResetPasswordSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return fail(firstIssue(parsed.error), 400, issue?.path[0] === "token" ? "token" : undefined);
  }
  const result = await authCall(async () => ({
    headers: new Headers(),
    response: await services.auth.api.resetPassword({
      body: { newPassword: parsed.data.password, token: parsed.data.token },
    }),
  }));
  if (!result.ok) {
    if (result.code === "PASSWORD_TOO_COMMON") return fail(result.message, 400, "password");
    if (result.code === "INVALID_TOKEN" || result.status === 400)
      return fail(t.invalidLink, 400, "token");
    if (result.status === 429) return fail(memberText.rateLimited, 429);
    return fail(t.failure, 400);
  }
  const secure = services.env.secure;
  throw redirect(path("/login"), {
    headers: withCookies(null, noticeCookie("password-reset", secure)),
  });
}

function AskAgain({ message }: { message: string }) {
  return (
    <div className="grid gap-4">
      <FormMessage error={message} />
      <Link
        to={path("/forgot-password")}
        className="text-center font-medium text-primary underline underline-offset-4"
      >
        {t.askAgain}
      </Link>
    </div>
  );
}

export default function ResetPassword() {
  const { token } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const error = result && !result.ok ? result : null;
  return (
    <AuthCard title={t.heading}>
      {!token || error?.field === "token" ? (
        <AskAgain message={t.invalidLink} />
      ) : (
        <MemberForm error={error?.error} submit={t.submit} busy={t.busy}>
          <input type="hidden" name="token" value={token} />
          <PasswordField label={t.newPassword} autoComplete="new-password" required />
          <PasswordField
            label={t.confirmPassword}
            name="confirmPassword"
            autoComplete="new-password"
            required
          />
        </MemberForm>
      )}
    </AuthCard>
  );
}
