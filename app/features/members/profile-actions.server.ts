import { mailPreferencesText } from "~/content/member-mail";
import { memberText, CONFIRMED_CALLBACK } from "~/content/members";
import { actionFail, actionOk } from "~/lib/action-result";
import { clientNetwork } from "~/lib/client-network";
import { saveMailPreferences } from "~/domain/mail/member-mail.server";
import { authCall, limit, withCookies, type AuthFailure } from "./auth-call.server";
import { deleteOwnAccount } from "./delete-account.server";
import { MAIL_PREFERENCE_FIELDS } from "./components/mail-preferences";
import { saveJoining } from "./joining.server";
import type { MemberAction } from "./member-action.server";
import { ChangePasswordSchema, firstIssue, ProfileSchema } from "./members.schema";

const t = memberText.profile;

/** better-auth's own message for a 4xx it explains, else ours. */
const authMessage = (failure: AuthFailure, fallback: string) =>
  failure.status < 500 && failure.message ? failure.message : fallback;
/** A locked account (too many wrong passwords, ADR 190) answers 429; other refusals 400. */
const refusedStatus = (failure: AuthFailure) => (failure.status === 429 ? 429 : 400);

/** The /profile action, one handler per intent (dispatched by the route). */
export const profileActions = {
  "delete-account": deleteOwnAccount,
  joining: saveJoining,

  async password({ services, clientIp, request, session, form }: MemberAction) {
    const intent = "password";
    const parsed = ChangePasswordSchema.safeParse(Object.fromEntries(form));
    if (!parsed.success) return actionFail(firstIssue(parsed.error), 400, { intent });
    if (await limit(services, "change-password", `${clientNetwork(clientIp)}:${session.user.id}`))
      return actionFail(memberText.rateLimited, 429, { intent });
    const { currentPassword, newPassword } = parsed.data;
    // Checks the current password; other sessions of the member are signed out and
    // this one gets a fresh session cookie.
    const changed = await authCall(() =>
      services.auth.api.changePassword({
        body: { currentPassword, newPassword, revokeOtherSessions: true },
        headers: request.headers,
        returnHeaders: true,
      }),
    );
    if (!changed.ok) {
      if (changed.code === "INVALID_PASSWORD")
        return actionFail(t.currentIncorrect, 400, { intent });
      if (changed.status === 401) return actionFail(t.sessionExpired, 401, { intent });
      return actionFail(authMessage(changed, t.passwordFailed), refusedStatus(changed), { intent });
    }
    return actionOk(
      { intent, message: t.passwordSuccess },
      { headers: withCookies(changed.headers) },
    );
  },

  async profile({ services, clientIp, request, session, form }: MemberAction) {
    const intent = "profile";
    const parsed = ProfileSchema.safeParse(Object.fromEntries(form));
    if (!parsed.success) return actionFail(firstIssue(parsed.error), 400, { intent });
    const { name, email, currentPassword } = parsed.data;
    const emailChanges = email !== session.user.email.toLowerCase();
    if (emailChanges && !currentPassword) return actionFail(t.currentRequired, 400, { intent });
    if (name !== session.user.name) {
      const updated = await authCall(() =>
        services.auth.api.updateUser({
          body: { name },
          headers: request.headers,
          returnHeaders: true,
        }),
      );
      if (!updated.ok) return actionFail(authMessage(updated, t.saveFailed), 400, { intent });
    }
    if (!emailChanges) return actionOk({ intent, message: t.saved });
    if (await limit(services, "change-email", `${clientNetwork(clientIp)}:${session.user.id}`))
      return actionFail(memberText.rateLimited, 429, { intent });
    // The new address gets a verification link; the change waits for it (docs/product.md#profile). The
    // current password is checked and the old address told by the auth hooks (ADR 180).
    const body = { newEmail: email, callbackURL: CONFIRMED_CALLBACK, currentPassword };
    const changed = await authCall(() =>
      services.auth.api.changeEmail({ body, headers: request.headers, returnHeaders: true }),
    );
    if (!changed.ok && changed.code === "INVALID_PASSWORD")
      return actionFail(t.currentIncorrect, 400, { intent });
    if (!changed.ok)
      return actionFail(authMessage(changed, t.saveFailed), refusedStatus(changed), { intent });
    return actionOk({ intent, message: t.savedWithEmail });
  },

  /** 'E-mail preferences' (ADR 191): a checkbox posts only when ticked. */
  async "mail-preferences"({ services, session, form }: MemberAction) {
    const intent = "mail-preferences";
    const on = (name: string) => form.get(name) === "on";
    await saveMailPreferences(services.database.db, session.user.id, {
      referralUpdates: on(MAIL_PREFERENCE_FIELDS.referralUpdates),
      weeklyDigest: on(MAIL_PREFERENCE_FIELDS.weeklyDigest),
      programmeNews: on(MAIL_PREFERENCE_FIELDS.programmeNews),
      founderUpdates: on(MAIL_PREFERENCE_FIELDS.founderUpdates),
    });
    return actionOk({ intent, message: mailPreferencesText.saved });
  },
};
