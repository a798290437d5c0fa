// 'Delete Account' on /profile (ADR 140): the current password, then the one deletion of
// app/domain/accounts/account-deletion.server.ts, then the member is signed out and lands on / with
// the toast 'Your account has been deleted.' (app/lib/notice.ts: / is a prerendered page
// with no loader to carry a flash).
import { redirect } from "react-router";
import { memberText } from "~/content/members";
import { privacyText } from "~/content/privacy";
import { deleteAccount } from "~/domain/accounts/account-deletion.server";
import { actionFail } from "~/lib/action-result";
import { noticeCookie } from "~/lib/notice";
import { createAvatarStore } from "~/lib/avatar.server";
import { clientNetwork } from "~/lib/client-network";
import { PATHS } from "~/content/paths";
import { authCall, limit, withCookies } from "./auth-call.server";
import type { MemberAction } from "./member-action.server";

export async function deleteOwnAccount({
  services,
  clientIp,
  request,
  session,
  form,
}: MemberAction) {
  const intent = "delete-account";
  const failure = (message: string, status: number) => actionFail(message, status, { intent });
  const password = form.get("currentPassword");
  if (typeof password !== "string" || !password || password.length > 128)
    return failure(memberText.profile.currentRequired, 400);
  if (await limit(services, "delete-account", `${clientNetwork(clientIp)}:${session.user.id}`))
    return failure(memberText.rateLimited, 429);
  const checked = await authCall(() =>
    services.auth.api.verifyPassword({
      body: { password },
      headers: request.headers,
      returnHeaders: true,
    }),
  );
  if (!checked.ok) {
    if (checked.code === "INVALID_PASSWORD")
      return failure(memberText.profile.currentIncorrect, 400);
    if (checked.status === 401) return failure(memberText.profile.sessionExpired, 401);
    // Too many wrong passwords lock the account (ADR 190): the sign-in guard's message.
    if (checked.status === 429) return failure(checked.message, 429);
    return failure(privacyText.failed, 400);
  }
  await deleteAccount(
    {
      db: services.database.db,
      addressHashKey: services.addressHashKey,
      removeAvatar: createAvatarStore(services.env).remove,
    },
    { userId: session.user.id },
    { kind: "member" },
  );
  // The sessions are gone with the account; signing out clears this browser's cookie.
  const signedOut = await authCall(() =>
    services.auth.api.signOut({ headers: request.headers, returnHeaders: true }),
  );
  const secure = services.env.PUBLIC_URL.startsWith("https://");
  throw redirect(PATHS.home, {
    headers: withCookies(
      signedOut.ok ? signedOut.headers : null,
      noticeCookie("account-deleted", secure),
    ),
  });
}
