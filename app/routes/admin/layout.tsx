import { LogOut } from "lucide-react";
import { Form, isRouteErrorResponse, Outlet, useMatches, useRouteError } from "react-router";
import { Button } from "~/components/ui/button";
import { adminCopy } from "~/content/admin";
import {
  adminGuard,
  adminUserContext,
  type AdminRefusal,
} from "~/features/admin/admin-guard.server";
import { AdminSectionNav } from "~/features/admin/components/admin-nav";
import { ReauthCard } from "~/features/admin/components/reauth-card";
import { pageMeta } from "~/lib/meta";
import { useSessionWatch } from "~/lib/use-session-watch";
import { path } from "~/content/paths";
import type { Route } from "./+types/layout";

export const meta = () =>
  pageMeta({
    title: adminCopy.title,
    description: adminCopy.title,
    path: path("/admin"),
    noindex: true,
  });

// The one guard of every admin section, their loaders, actions and downloads (ADR 185).
export const middleware: Route.MiddlewareFunction[] = [adminGuard];

export function loader({ context }: Route.LoaderArgs) {
  return { email: context.get(adminUserContext).email };
}

/** A section whose page has its own h1 (a member's page) says so in its route handle. */
export type AdminHandle = { ownHeading?: boolean };

/** 'Logout' and 'Back to Home' sign out and go to / (docs/product.md#admin), through /logout. */
function LogoutForm({ label, variant }: { label: string; variant?: "outline" | "default" }) {
  return (
    <Form method="post" action="/logout">
      <Button type="submit" variant={variant}>
        {variant === "outline" ? <LogOut aria-hidden="true" /> : null}
        {label}
      </Button>
    </Form>
  );
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  // docs/product.md#every-screen (the session in another tab): the session ending elsewhere (another tab) sends /admin to /auth.
  useSessionWatch({ signedOut: "/auth" });
  const ownHeading = useMatches().some((m) => (m.handle as AdminHandle | undefined)?.ownHeading);
  const Title = ownHeading ? "p" : "h1";
  return (
    <section className="mx-auto max-w-6xl px-4 py-10">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-4">
        <div>
          <Title className="text-3xl font-bold">{adminCopy.title}</Title>
          <p className="text-sm text-muted-foreground">{loaderData.email}</p>
        </div>
        <LogoutForm label={adminCopy.logout} variant="outline" />
      </div>
      <AdminSectionNav />
      <Outlet />
    </section>
  );
}

/** What the guard's refusals show: the password again, or 'Access Denied' (docs/product.md#admin). */
export function ErrorBoundary() {
  const error = useRouteError();
  useSessionWatch({ signedOut: "/auth" });
  const refusal = isRouteErrorResponse(error) ? (error.data as Partial<AdminRefusal>) : null;
  if (refusal?.refusal === "reauth") return <ReauthCard />;
  if (refusal?.refusal !== "denied" && refusal?.refusal !== "role-check-failed") throw error;
  const failed = refusal.refusal === "role-check-failed";
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-md flex-col items-center justify-center gap-4 px-4 py-16 text-center">
      <h1 className="text-3xl font-bold">{adminCopy.deniedTitle}</h1>
      <p className="text-muted-foreground" role={failed ? "alert" : undefined}>
        {failed ? adminCopy.roleCheckFailed : adminCopy.deniedText}
      </p>
      <LogoutForm label={adminCopy.backHome} />
    </section>
  );
}
