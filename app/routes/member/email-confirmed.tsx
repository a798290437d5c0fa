import { Link, redirect, useLoaderData } from "react-router";
import { Button } from "~/components/ui/button";
import { memberText } from "~/content/members";
import { AuthCard } from "~/features/members/components/form-parts";
import { memberMeta } from "~/features/members/member-meta";
import { getSession } from "~/domain/accounts/session.server";
import type { Route } from "./+types/email-confirmed";

// Where a confirmation link lands without a session (ADR 190): the link confirmed the
// address and signed nobody in, so the owner logs in with their own password. `?to=auth`
// is the /auth (admin) sign-up's link: its 'Log In' goes to /auth.
const t = memberText.confirmedPage;

export const meta = () =>
  memberMeta(t, "Your e-mail address is confirmed.", "/email-confirmed", true);

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const admin = params.get("to") === "auth";
  const logIn = admin ? "/auth" : "/login";
  // A failed link (better-auth appends ?error=…) is explained where the member lands.
  const error = params.get("error");
  const failed = error ? `?error=${encodeURIComponent(error.slice(0, 40))}` : "";
  // A session that already exists in this browser stays: it goes where it was going.
  if (await getSession(request, context.services))
    throw redirect(admin ? "/admin" : `/dashboard${failed || "?confirmed=1"}`);
  if (failed) throw redirect(admin ? "/auth" : `/login${failed}`);
  return { logIn };
}

export default function EmailConfirmed() {
  const { logIn } = useLoaderData<typeof loader>();
  return (
    <AuthCard title={t.heading}>
      <p className="mb-6 text-muted-foreground">{t.body}</p>
      <Button asChild className="w-full">
        <Link to={logIn}>{t.logIn}</Link>
      </Button>
    </AuthCard>
  );
}
