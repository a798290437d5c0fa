import { Link, useActionData } from "react-router";
import { Button } from "~/components/ui/button";
import { memberText } from "~/content/members";
import { actionOk } from "~/lib/action-result";
import { authCall, fail, limit } from "~/features/members/auth-call.server";
import { useResultToast } from "~/components/use-result-toast";
import { AuthCard, EmailField, MemberForm } from "~/features/members/components/form-parts";
import { firstIssue, ForgotPasswordSchema } from "~/features/members/members.schema";
import { memberMeta } from "~/features/members/member-meta";
import { clientNetwork } from "~/lib/client-network";
import { path } from "~/content/paths";
import type { Route } from "./+types/forgot-password";

const t = memberText.forgot;

export const meta = () =>
  memberMeta(t, "Request a link to set a new password.", "/forgot-password");

export async function action({ request, context }: Route.ActionArgs) {
  const { services, clientIp } = context;
  const limited = await limit(services, "password-reset", clientNetwork(clientIp));
  if (limited) return limited;
  const parsed = ForgotPasswordSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return fail(firstIssue(parsed.error));
  const { email } = parsed.data;
  // The same answer whether or not the address has an account (better-auth answers alike).
  const result = await authCall(async () => ({
    headers: new Headers(),
    response: await services.auth.api.requestPasswordReset({
      body: { email, redirectTo: "/reset-password" },
      headers: request.headers,
    }),
  }));
  if (!result.ok && result.status === 429) return fail(memberText.rateLimited, 429);
  if (!result.ok && result.status < 500 && result.status !== 404)
    return fail(result.message || t.failure, 400);
  return actionOk({ message: t.success, data: { email } });
}

export default function ForgotPassword() {
  const result = useActionData<typeof action>();
  const sent = result?.ok ? (result.data?.email ?? null) : null;
  useResultToast(result);
  if (sent) {
    return (
      <AuthCard title={t.sentHeading}>
        <p className="mb-6 text-muted-foreground">{t.sent(sent)}</p>
        <Button asChild className="w-full">
          <Link to={path("/login")}>{t.returnToLogin}</Link>
        </Button>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t.heading} description={t.intro}>
      <MemberForm
        error={result && !result.ok ? result.error : null}
        submit={t.submit}
        busy={t.busy}
      >
        <EmailField label={t.email} required />
      </MemberForm>
      <p className="mt-4 text-center text-sm">
        <Link to={path("/login")} className="text-primary underline underline-offset-4">
          {t.back}
        </Link>
      </p>
    </AuthCard>
  );
}
