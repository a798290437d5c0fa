import { redirect, useActionData, useLoaderData } from "react-router";
import { CONFIRMED_CALLBACK, memberText, POINTS } from "~/content/members";
import { authCall, fail, limit, withCookies } from "~/features/members/auth-call.server";
import {
  AuthCard,
  AuthSwitch,
  EmailField,
  MemberForm,
  NameField,
  PasswordField,
} from "~/features/members/components/form-parts";
import { SignUpConsent } from "~/components/sign-up-consent";
import { clearCookie, COOKIES, readCookie } from "~/lib/cookies";
import { noticeCookie } from "~/lib/notice";
import { firstIssue, refSchema, SignUpSchema } from "~/features/members/members.schema";
import { profileExists } from "~/features/members/members.server";
import { heroAtSignUp } from "~/features/experiments/signup-attribution.server";
import { heroStateOf } from "~/features/experiments/runs.server";
import { redirectSignedIn } from "~/features/members/session.server";
import { signUpCarries, signUpWith } from "~/domain/accounts/sign-up.server";
import { communitySuggestions, publicCommunitiesOf } from "~/domain/attribution/communities.server";
import { firstTouchForRequest } from "~/lib/first-touch";
import { JoiningFields } from "~/features/members/components/joining-fields";
import { useSessionWatch } from "~/lib/use-session-watch";
import { memberMeta } from "~/features/members/member-meta";
import { clientNetwork } from "~/lib/client-network";
import { path } from "~/content/paths";
import type { Route } from "./+types/waitlist";

const t = memberText.waitlist;

export const meta = () =>
  memberMeta(
    t,
    `Join the waitlist, earn ${POINTS.join} capital points and invite friends to climb the leaderboard.`,
    "/waitlist",
  );

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = context;
  await redirectSignedIn(request, services);
  // The link's ref, else the one kept from an earlier page of this visit (ADR 192).
  const ref = refSchema.parse(
    new URL(request.url).searchParams.get("ref") ??
      readCookie(request.headers.get("cookie"), COOKIES.referral.name),
  );
  // The banner shows only when ref names a real member (docs/architecture.md D5).
  const referred = ref ? await profileExists(services.database.db, ref) : false;
  return {
    ref: referred ? ref! : null,
    communities: await communitySuggestions(publicCommunitiesOf(services)),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { services, clientIp } = context;
  const limited = await limit(services, "sign-up", clientNetwork(clientIp));
  if (limited) return limited;
  const form = await request.formData();
  const parsed = SignUpSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) return fail(firstIssue(parsed.error));
  const { name, email, password, ref, role, community } = parsed.data;
  // The hero variant the joiner saw, with consent (ADR 186).
  const hero = await heroAtSignUp(heroStateOf(services), request);
  const result = await authCall(() =>
    signUpWith(
      services,
      request,
      { name, email, password, callbackURL: CONFIRMED_CALLBACK },
      signUpCarries({
        referrerId: ref,
        hero,
        role,
        community,
        // Landing path, referring host and utm_*, only with consent (ADR 193).
        firstTouch: firstTouchForRequest(request),
      }),
    ),
  );
  if (!result.ok) {
    // Only what the visitor needs: the address is taken; nothing about that account.
    if (result.code.startsWith("USER_ALREADY_EXISTS")) return fail(t.duplicate, 409);
    if (result.status === 429) return fail(memberText.rateLimited, 429);
    return fail(
      result.status < 500 && result.message ? result.message : t.failure,
      result.status < 500 ? result.status : 400,
    );
  }
  const secure = services.env.secure;
  throw redirect(path("/dashboard"), {
    headers: withCookies(
      result.headers,
      noticeCookie("joined", secure),
      // The kept referral and first touch have done their work.
      clearCookie(COOKIES.referral, { secure }),
      clearCookie(COOKIES.firstTouch, { secure }),
    ),
  });
}

export default function Waitlist() {
  const { ref, communities } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  useSessionWatch({ signedIn: "/dashboard" });
  return (
    <AuthCard title={t.heading} description={t.intro}>
      {ref ? (
        <p
          role="note"
          className="mb-4 rounded-md border border-primary/30 bg-secondary px-3 py-2 text-sm text-secondary-foreground"
        >
          {t.referralBanner}
        </p>
      ) : null}
      <MemberForm
        error={result && !result.ok ? result.error : null}
        submit={t.submit}
        busy={t.busy}
      >
        {ref ? <input type="hidden" name="ref" value={ref} /> : null}
        <NameField label={t.fullName} required />
        <EmailField label={t.email} required />
        <PasswordField label={t.password} autoComplete="new-password" required />
        <JoiningFields suggestions={communities} />
      </MemberForm>
      <SignUpConsent />
      <AuthSwitch text={t.haveAccount} to={path("/login")} label={t.login} />
    </AuthCard>
  );
}
