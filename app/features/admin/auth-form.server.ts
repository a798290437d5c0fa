import { redirect } from "react-router";
import { authCopy } from "~/content/admin";
import type { Services } from "~/domain/services.server";
import { clientNetwork } from "~/lib/client-network";
import { noticeCookie } from "~/lib/notice";
import { signUpCarries, signUpWith } from "~/domain/accounts/sign-up.server";
import { PATHS } from "~/content/paths";
import { actionFail } from "~/lib/action-result";
import { reauthAction } from "./admin-actions.server";
import { AuthSchema } from "./auth.schema";

type Intent = { services: Services; request: Request; clientIp: string; form: FormData };
type Mode = "signin" | "signup";
const refused = (error: string, status: number, headers?: HeadersInit) =>
  actionFail(error, status, { title: authCopy.errorTitle }, headers);

/** A sign-up from /auth: what every sign-up carries (no referral here), answered as a Response. */
async function signUp(services: Services, request: Request, email: string, password: string) {
  // docs/product.md#admin: the admin sign-up's confirmation link leads to /admin, through the confirmed
  // page and /auth when the browser has no session (ADR 190).
  const account = {
    email,
    password,
    name: email.split("@")[0] || email,
    callbackURL: "/email-confirmed?to=auth",
  };
  const { headers } = await signUpWith(services, request, account, signUpCarries());
  return new Response(null, { status: 200, headers });
}

async function errorMessage(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { message?: string };
    return body.message || authCopy.fallbackError;
  } catch {
    return authCopy.fallbackError;
  }
}

/**
 * Signs in or up through better-auth and forwards its Set-Cookie headers. Sign-up creates an
 * ordinary account (docs/architecture.md D6); the admin role comes from the CLI.
 */
async function signInOrUp(mode: Mode, { services, request, clientIp, form }: Intent) {
  const parsed = AuthSchema.safeParse({
    email: form.get("email") ?? "",
    password: form.get("password") ?? "",
  });
  if (!parsed.success)
    return refused(parsed.error.issues[0]?.message ?? authCopy.fallbackError, 400);
  const { email, password } = parsed.data;
  // Sign-in shares the one sign-in budget of every entry point (a better-auth hook, ADR
  // 180); better-auth's limiter only sees /api/auth requests, so sign-up needs its own.
  if (mode === "signup") {
    const limited = await services.consume(`admin-auth:${clientNetwork(clientIp)}`, {
      window: services.env.RATE_LIMIT_WINDOW_SECONDS,
      max: services.env.RATE_LIMIT_AUTH_MAX,
    });
    if (!limited.allowed)
      return refused(authCopy.rateLimited, 429, {
        "retry-after": String(limited.retryAfter ?? 60),
      });
  }
  let response: Response;
  try {
    response =
      mode === "signin"
        ? await services.auth.api.signInEmail({
            body: { email, password },
            headers: request.headers,
            asResponse: true,
          })
        : await signUp(services, request, email, password);
  } catch (error) {
    const message =
      (error as { body?: { message?: string }; message?: string }).body?.message ??
      authCopy.fallbackError;
    return refused(message, (error as { statusCode?: number }).statusCode === 429 ? 429 : 400);
  }
  if (!response.ok)
    return refused(await errorMessage(response), response.status === 429 ? 429 : 400);
  const headers = new Headers();
  for (const cookie of response.headers.getSetCookie()) headers.append("set-cookie", cookie);
  // The toast is shown on /admin (app/lib/notice.ts: whichever page the redirect lands on).
  headers.append(
    "set-cookie",
    noticeCookie(mode === "signin" ? "signed-in" : "signed-up", services.env.secure),
  );
  return redirect(PATHS.admin, { headers });
}

/**
 * The /auth intents: 'signin' and 'signup' (the form's `mode`), and 'Confirm your password' of
 * the admin area (ADR 180), which posts `intent=reauth` here: it is a sign-in.
 */
export const authActions = {
  signin: (i: Intent) => signInOrUp("signin", i),
  signup: (i: Intent) => signInOrUp("signup", i),
  reauth: ({ services, request, form }: Intent) => reauthAction(services, request, form),
};

/** Which /auth intent a form posts. */
export const authIntentOf = (form: FormData) =>
  form.get("intent") === "reauth" ? "reauth" : form.get("mode");
