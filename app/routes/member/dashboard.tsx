import { useEffect } from "react";
import { data, redirect, useLoaderData } from "react-router";
import { memberText } from "~/content/members";
import {
  processAvatar,
  AvatarError,
  createAvatarStore,
  AVATAR_MAX_INPUT_BYTES,
} from "~/lib/avatar.server";
import { authCall, limit } from "~/features/members/auth-call.server";
import { announceAuthChange, useToastOnce } from "~/features/members/components/form-parts";
import {
  DashboardView,
  type DashboardActionResult,
} from "~/features/members/components/dashboard-view";
import { LoadFailed } from "~/features/members/components/load-failed";
import { loadDashboard, type DashboardData } from "~/features/members/dashboard.server";
import { CONFIRMED_CALLBACK, flashCookie, readFlash } from "~/features/members/flash.server";
import { firstIssue, nicknameSchema } from "~/features/members/members.schema";
import { setAvatarUrl, setNickname } from "~/features/members/members.server";
import { getMemberSession, requireMember } from "~/features/members/session.server";
import { pageMeta } from "~/lib/meta";
import { useSessionWatch } from "~/lib/use-session-watch";
import type { Route } from "./+types/dashboard";

const t = memberText.dashboard;

export const meta = () =>
  pageMeta({
    title: t.title,
    description: "Your points, referrals and rank.",
    path: "/dashboard",
    noindex: true,
  });

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => ({
  "cache-control": loaderHeaders.get("cache-control") ?? "private, no-store",
});

export async function loader({ request, context }: Route.LoaderArgs) {
  // A failed confirmation link lands here with ?error=…; without a session, /login says so.
  const linkError = new URL(request.url).searchParams.get("error");
  const session = await getMemberSession(request, context.services);
  if (!session)
    throw redirect(
      linkError ? `/login?error=${encodeURIComponent(linkError.slice(0, 40))}` : "/login",
    );
  if (new URL(request.url).searchParams.get("confirmed") === "1" && !linkError) {
    // The confirmation link worked: say so once, on a clean URL.
    throw redirect("/dashboard", {
      headers: {
        "set-cookie": flashCookie("email-confirmed", context.services.env.secure),
      },
    });
  }
  const { flash, headers } = readFlash(request);
  headers.set("cache-control", "private, no-store");
  const dashboard = await loadDashboard(context.services, session);
  const editNickname = new URL(request.url).searchParams.get("edit") === "nickname";
  return data({ dashboard, flash, editNickname, linkError: Boolean(linkError) }, { headers });
}

const result = (r: DashboardActionResult, status = 200) => data(r, { status });

export async function action({ request, context }: Route.ActionArgs) {
  const { services, clientIp } = context;
  // Every write acts on the session's own member: no id is ever read from the form.
  const session = await requireMember(request, services);
  const db = services.database.db;
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return result({ ok: false, error: "The form could not be read. Please try again." }, 400);
  }
  const intent = form.get("intent");
  if (intent === "nickname") {
    const parsed = nicknameSchema.safeParse(form.get("nickname"));
    if (!parsed.success) return result({ ok: false, intent, error: firstIssue(parsed.error) }, 400);
    try {
      await setNickname(db, session.user.id, parsed.data);
    } catch {
      return result({ ok: false, intent, error: t.nicknameFailed }, 400);
    }
    return result({ ok: true, intent, message: t.nicknameSuccess });
  }
  if (intent === "avatar") {
    if (await limit(services, "avatar", `${clientIp}:${session.user.id}`, 20))
      return result({ ok: false, intent, error: memberText.rateLimited }, 429);
    const file = form.get("avatar");
    if (!(file instanceof File) || file.size === 0) return result({ ok: true, intent }); // §5: no file, nothing happens
    if (file.size > AVATAR_MAX_INPUT_BYTES)
      return result({ ok: false, intent, error: t.uploadTooLarge }, 413);
    let webp: Buffer;
    try {
      webp = await processAvatar(new Uint8Array(await file.arrayBuffer()));
    } catch (error) {
      if (error instanceof AvatarError) {
        return result(
          {
            ok: false,
            intent,
            error:
              error.reason === "too-large"
                ? t.uploadTooLarge
                : error.reason === "too-many-pixels"
                  ? t.uploadTooManyPixels
                  : t.uploadNotImage,
          },
          error.reason === "not-image" ? 415 : 413,
        );
      }
      throw error;
    }
    const store = createAvatarStore(services.env);
    const url = await store.put(session.user.id, webp);
    const previous = await setAvatarUrl(db, session.user.id, url);
    if (previous && previous !== url) await store.remove(previous);
    return result({ ok: true, intent, message: t.uploadSuccess });
  }
  if (intent === "resend") {
    if (await limit(services, "verify-email", `${clientIp}:${session.user.id}`, 3))
      return result({ ok: false, intent, error: memberText.rateLimited }, 429);
    if (!session.user.emailVerified) {
      const sent = await authCall(async () => ({
        headers: new Headers(),
        response: await services.auth.api.sendVerificationEmail({
          body: { email: session.user.email, callbackURL: CONFIRMED_CALLBACK },
          headers: request.headers,
        }),
      }));
      if (!sent.ok)
        return result(
          { ok: false, intent, error: sent.message || "Failed to send the confirmation email" },
          400,
        );
    }
    return result({ ok: true, intent, message: memberText.confirm.resent });
  }
  return result({ ok: false, error: "Unknown action" }, 400);
}

/** Spec §8: 'Failed to load dashboard' (details stay in the server log). */
export function ErrorBoundary() {
  return <LoadFailed message={t.loadFailed} />;
}

export default function Dashboard() {
  const { dashboard, flash, editNickname, linkError } = useLoaderData<{
    dashboard: DashboardData;
    flash: string | null;
    editNickname: boolean;
    linkError: boolean;
  }>();
  useSessionWatch({ signedOut: "/login" });
  useEffect(() => announceAuthChange(), []);
  useToastOnce(
    flash === "joined"
      ? {
          title: memberText.waitlist.successTitle,
          description: memberText.waitlist.successDescription,
        }
      : flash === "email-confirmed"
        ? { title: memberText.confirm.confirmed }
        : null,
    flash,
  );
  return (
    <DashboardView
      data={dashboard}
      startEditingNickname={editNickname}
      linkError={linkError ? memberText.confirm.invalidLink : null}
    />
  );
}
