import { redirect } from "react-router";
import { refSchema } from "~/features/members/members.schema";
import { mayMeasure } from "~/lib/consent";
import { COOKIES, setCookie } from "~/lib/cookies";
import type { Route } from "./+types/join";

// docs/product.md#waitlist, /join: redirects to /waitlist, carrying ?ref={ref} when a ref was
// given. The referral also survives the visit (ADR 192): a first-party cookie keeps it while
// the visitor browses, for the browser session, or 30 days when they allow measurement.
export function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const ref = refSchema.parse(params.get("ref") ?? undefined);
  // A share link's utm_* (its channel) go along, so the first touch can keep them (ADR 193).
  const utm = new URLSearchParams();
  for (const key of ["utm_source", "utm_medium", "utm_campaign"]) {
    const value = params.get(key);
    if (value) utm.set(key, value.slice(0, 200));
  }
  const tail = utm.size ? `&${utm}` : "";
  if (!ref) throw redirect(tail ? `/waitlist?${utm}` : "/waitlist");
  const cookieHeader = request.headers.get("cookie");
  const keep = mayMeasure({ cookieHeader, gpc: request.headers.get("sec-gpc")?.trim() === "1" });
  throw redirect(`/waitlist?ref=${encodeURIComponent(ref)}${tail}`, {
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
