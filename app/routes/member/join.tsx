import { redirect } from "react-router";
import type { Route } from "./+types/join";

// docs/product.md#waitlist, /join: redirects to /waitlist, carrying ?ref={ref} when a ref was
// given.
export function loader({ request }: Route.LoaderArgs) {
  const ref = new URL(request.url).searchParams.get("ref");
  throw redirect(ref ? `/waitlist?ref=${encodeURIComponent(ref)}` : "/waitlist");
}

export default function Join() {
  return null;
}
