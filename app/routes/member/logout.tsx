import { redirect } from "react-router";
import { authCall, withCookies } from "~/features/members/auth-call.server";
import { path } from "~/content/paths";
import type { Route } from "./+types/logout";

// 'Log Out' (docs/product.md#dashboard): signs out and goes to /. The session cookie is cleared
// here; server/app.ts clears the nav hint cookie with it.
export async function action({ request, context }: Route.ActionArgs) {
  const result = await authCall(() =>
    context.services.auth.api.signOut({ headers: request.headers, returnHeaders: true }),
  );
  throw redirect(path("/"), { headers: withCookies(result.ok ? result.headers : null) });
}

export function loader() {
  throw redirect(path("/"));
}

export default function Logout() {
  return null;
}
