import { useEffect } from "react";
import { data, redirect, useLoaderData } from "react-router";
import { memberText } from "~/content/members";
import { actionFail, dispatchIntent } from "~/lib/action-result";
import { announceAuthChange } from "~/features/members/components/form-parts";
import { DashboardView } from "~/features/members/components/dashboard-view";
import { dashboardActions } from "~/features/members/dashboard-actions.server";
import { LoadFailed } from "~/features/members/components/load-failed";
import { loadDashboard, type DashboardData } from "~/features/members/dashboard.server";
import { noticeCookie } from "~/lib/notice";
import { requireMember } from "~/features/members/session.server";
import { getSession } from "~/domain/accounts/session.server";
import { useSessionWatch } from "~/lib/use-session-watch";
import { memberMeta } from "~/features/members/member-meta";
import { MilestonesCard } from "~/features/milestones/components/milestones-card";
import { MilestoneBadge } from "~/features/milestones/components/milestone-badge";
import { milestoneProgress, type MilestoneProgress } from "~/domain/milestones/milestones.server";
import { path } from "~/content/paths";
import { ArenasCard } from "~/features/arenas/components/arenas-card";
import { memberArenas, type MemberArena } from "~/domain/arenas/invitations.server";
import { memberStakingWindows, type MemberStakingWindow } from "~/domain/arenas/staking.server";
import {
  loadYourFounders,
  loadYourVentures,
  type YourFounder,
  type YourVenture,
} from "~/features/journey/founder-page.server";
import { YourVentures } from "~/features/journey/components/your-venture";
import { YourFounders } from "~/features/journey/components/your-founders";
import type { Route } from "./+types/dashboard";

const t = memberText.dashboard;

export const meta = () => memberMeta(t, "Your points, referrals and rank.", "/dashboard", true);

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => ({
  "cache-control": loaderHeaders.get("cache-control") ?? "private, no-store",
});

export async function loader({ request, context }: Route.LoaderArgs) {
  // A failed confirmation link lands here with ?error=…; without a session, /login says so.
  const linkError = new URL(request.url).searchParams.get("error");
  const session = await getSession(request, context.services);
  const confirmed = new URL(request.url).searchParams.get("confirmed") === "1";
  if (!session)
    throw redirect(
      linkError
        ? `/login?error=${encodeURIComponent(linkError.slice(0, 40))}`
        : // The link confirmed without signing in (ADR 190): say so, then offer to log in.
          confirmed
          ? "/email-confirmed"
          : "/login",
    );
  if (confirmed && !linkError) {
    // The confirmation link worked: say so once, on a clean URL.
    throw redirect(path("/dashboard"), {
      headers: {
        "set-cookie": noticeCookie("email-confirmed", context.services.env.secure),
      },
    });
  }
  const headers = new Headers({ "cache-control": "private, no-store" });
  const [dashboard, milestones, arenas, staking, ventures, founders] = await Promise.all([
    loadDashboard(context.services, session),
    milestoneProgress(context.services.database.db, session.user.id),
    memberArenas(context.services.database.db, session.user.id),
    memberStakingWindows(context.services.database.db, session.user.id),
    loadYourVentures(context.services, session.user.id),
    loadYourFounders(context.services, session.user.id),
  ]);
  const editNickname = new URL(request.url).searchParams.get("edit") === "nickname";
  return data(
    {
      dashboard,
      milestones,
      arenas,
      staking,
      ventures,
      founders,
      editNickname,
      linkError: Boolean(linkError),
    },
    { headers },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const { services, clientIp } = context;
  const session = await requireMember(request, services);
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return actionFail("The form could not be read. Please try again.");
  }
  const args = { services, clientIp, request, session, form };
  return dispatchIntent(form.get("intent"), dashboardActions, args);
}

/** docs/product.md#dashboard: 'Failed to load dashboard' (details stay in the server log). */
export function ErrorBoundary() {
  return <LoadFailed message={t.loadFailed} />;
}

export default function Dashboard() {
  const { dashboard, milestones, arenas, staking, ventures, founders, editNickname, linkError } =
    useLoaderData<{
      dashboard: DashboardData;
      milestones: MilestoneProgress;
      arenas: MemberArena[];
      staking: MemberStakingWindow[];
      ventures: YourVenture[];
      founders: YourFounder[];
      editNickname: boolean;
      linkError: boolean;
    }>();
  useSessionWatch({ signedOut: "/login" });
  useEffect(() => announceAuthChange(), []);
  return (
    <DashboardView
      data={dashboard}
      startEditingNickname={editNickname}
      linkError={linkError ? memberText.confirm.invalidLink : null}
      badge={(name) => <MilestoneBadge name={name} />}
      milestones={
        <>
          <YourVentures ventures={ventures} />
          <ArenasCard arenas={arenas} staking={staking} />
          <YourFounders founders={founders} />
          <MilestonesCard progress={milestones} />
        </>
      }
    />
  );
}
