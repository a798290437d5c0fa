import { useEffect } from "react";
import { useLocation } from "react-router";
import { toast } from "~/components/ui/use-toast";
import { adminSignInNotices, noticeTexts } from "~/content/notices";
import { COOKIES, readCookie, writeBrowserCookie } from "~/lib/cookies";
import type { NoticeKey } from "~/lib/notice";

const NOTICES: Record<NoticeKey, { title: string; description?: string }> = {
  "account-deleted": { title: noticeTexts.accountDeleted },
  joined: noticeTexts.joined,
  "email-confirmed": { title: noticeTexts.emailConfirmed },
  "password-reset": { title: noticeTexts.passwordReset },
  "signed-in": adminSignInNotices.signedIn,
  "signed-up": adminSignInNotices.signedUp,
};

/** Shows a notice left by a redirect (app/lib/notice.ts) once, on whichever page it lands. */
export function CookieNotice() {
  const location = useLocation();
  useEffect(() => {
    const key = readCookie(document.cookie, COOKIES.notice.name);
    if (!key) return;
    writeBrowserCookie(COOKIES.notice, null);
    const notice = NOTICES[key as NoticeKey];
    if (notice) toast(notice);
  }, [location.key]);
  return null;
}
