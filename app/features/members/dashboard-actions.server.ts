import { memberText, CONFIRMED_CALLBACK } from "~/content/members";
import { actionFail, actionOk } from "~/lib/action-result";
import { AVATAR_MAX_BYTES } from "~/lib/limits";
import { LEGAL_VERSIONS } from "~/lib/legal-versions";
import { recordAcceptance } from "~/domain/accounts/sign-up.server";
import { AvatarError, createAvatarStore, processAvatar } from "~/lib/avatar.server";
import { clientNetwork } from "~/lib/client-network";
import { authCall, limit } from "./auth-call.server";
import { legalUpdatesFor } from "./dashboard.server";
import type { MemberAction } from "./member-action.server";
import { firstIssue, nicknameSchema } from "./members.schema";
import { setAvatarUrl, setNickname } from "./members.server";

const t = memberText.dashboard;

/** The /dashboard action, one handler per intent (dispatched by the route). */
export const dashboardActions = {
  async nickname({ services, session, form }: MemberAction) {
    const intent = "nickname";
    const parsed = nicknameSchema.safeParse(form.get("nickname"));
    if (!parsed.success) return actionFail(firstIssue(parsed.error), 400, { intent });
    try {
      await setNickname(services.database.db, session.user.id, parsed.data);
    } catch {
      return actionFail(t.nicknameFailed, 400, { intent });
    }
    return actionOk({ intent, message: t.nicknameSuccess });
  },

  async avatar({ services, clientIp, session, form }: MemberAction) {
    const intent = "avatar";
    if (await limit(services, "avatar", `${clientNetwork(clientIp)}:${session.user.id}`, 20))
      return actionFail(memberText.rateLimited, 429, { intent });
    const file = form.get("avatar");
    if (!(file instanceof File) || file.size === 0) return actionOk({ intent }); // no file, nothing happens (docs/product.md)
    if (file.size > AVATAR_MAX_BYTES) return actionFail(t.uploadTooLarge, 413, { intent });
    let webp: Buffer;
    try {
      webp = await processAvatar(new Uint8Array(await file.arrayBuffer()));
    } catch (error) {
      if (!(error instanceof AvatarError)) throw error;
      const message =
        error.reason === "too-large"
          ? t.uploadTooLarge
          : error.reason === "too-many-pixels"
            ? t.uploadTooManyPixels
            : t.uploadNotImage;
      return actionFail(message, error.reason === "not-image" ? 415 : 413, { intent });
    }
    // A storage failure (disk full, S3 refusing) is 'Failed to upload image' (docs/product.md#dashboard), not
    // the error page; the previous picture stays.
    const store = createAvatarStore(services.env);
    let url: string;
    try {
      url = await store.put(session.user.id, webp);
    } catch (err) {
      services.log.error({ err }, "avatar storage failed");
      return actionFail(t.uploadNotStored, 503, { intent });
    }
    const previous = await setAvatarUrl(services.database.db, session.user.id, url);
    if (previous && previous !== url) await store.remove(previous);
    return actionOk({ intent, message: t.uploadSuccess });
  },

  /** 'Got it' on the notice of a new legal version: the member has seen it (ADR 182). */
  async legal({ services, session }: MemberAction) {
    const db = services.database.db;
    const changed = (await legalUpdatesFor(db, session.user.id)).map((u) => u.document);
    await recordAcceptance(db, session.user.id, LEGAL_VERSIONS, "notice", changed);
    return actionOk({ intent: "legal" });
  },

  async resend({ services, clientIp, request, session }: MemberAction) {
    const intent = "resend";
    if (await limit(services, "verify-email", `${clientNetwork(clientIp)}:${session.user.id}`, 3))
      return actionFail(memberText.rateLimited, 429, { intent });
    if (!session.user.emailVerified) {
      const sent = await authCall(async () => ({
        headers: new Headers(),
        response: await services.auth.api.sendVerificationEmail({
          body: { email: session.user.email, callbackURL: CONFIRMED_CALLBACK },
          headers: request.headers,
        }),
      }));
      if (!sent.ok)
        return actionFail(sent.message || "Failed to send the confirmation email", 400, { intent });
    }
    return actionOk({ intent, message: memberText.confirm.resent });
  },
};
