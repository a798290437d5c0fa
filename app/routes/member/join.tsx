import { redirect } from "react-router";
import { refSchema } from "~/features/members/members.schema";
import { mayMeasure } from "~/lib/consent";
import { COOKIES, setCookie } from "~/lib/cookies";
import type { Route } from "./+types/join";

// docs/product.md#waitlist, /join: redirects to /waitlist, carrying ?ref={ref} when a ref was
// given. The referral also survives the visit (issue 29): a first-party cookie keeps it while
// the visitor browses, for the browser session, or 30 days when they allow measurement.
export function loader({ request, context }: Route.LoaderArgs) {
  const search = new URL(request.url).searchParams;
  const ref = refSchema.parse(search.get("ref") ?? undefined);
  // The channel a link was shared through (utm_*, issue 29) goes on to the landing page.
  const utm = new URLSearchParams(
    [...search].filter(([key]) => /^utm_(source|medium|campaign)$/.test(key)),
  );
  if (!ref) throw redirect(utm.size ? `/waitlist?${utm}` : "/waitlist");
  const cookieHeader = request.headers.get("cookie");
  const keep = mayMeasure({ cookieHeader, gpc: request.headers.get("sec-gpc")?.trim() === "1" });
  // ?ref= first, as the waitlist has always been linked.
  const query = new URLSearchParams([["ref", ref], ...utm]);
  throw redirect(`/waitlist?${query}`, {
    headers: {
      "set-cookie": setCookie(COOKIES.referral, ref, {
        secure: context.services.env.secure,
        maxAge: keep ? COOKIES.referral.maxAge : null,
      }),
    },
  });
}

export default function Join() {
  return null;
}
