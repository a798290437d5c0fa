import { data, redirect } from "react-router";
import { parseConsent } from "~/lib/consent";
import { COOKIES, setCookie } from "~/lib/cookies";
import { path } from "~/content/paths";
import type { Route } from "./+types/consent";

// The cookie banner's two choices before the page has hydrated (or when its script failed):
// a plain form post that stores the choice and goes back to the page it was made on. A post
// from another site never gets here: the host refuses it (server/app.ts, CSRF).
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const consent = parseConsent(String(form.get("consent") ?? ""));
  if (!consent)
    throw data({ error: "Choose Accept All or Reject Non-Essential." }, { status: 400 });
  const back = String(form.get("return") ?? "/");
  // Only a path on this site: never '//host', a backslash trick or a full URL (no open redirect).
  if (!/^\/(?![/\\])\S*$/.test(back))
    throw data({ error: "The page to return to is not on this site." }, { status: 400 });
  const secure = context.services.env.secure;
  throw redirect(back, {
    status: 303,
    headers: {
      "set-cookie": setCookie(COOKIES.consent, consent, { secure }),
      "cache-control": "no-store",
    },
  });
}

export function loader() {
  throw redirect(path("/cookie-policy"));
}
