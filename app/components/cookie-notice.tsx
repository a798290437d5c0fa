import { useEffect } from "react";
import { useLocation } from "react-router";
import { toast } from "~/components/ui/use-toast";
import { memberText } from "~/content/members";
import { adminSignInNotices } from "~/content/notices";
import { privacyText } from "~/content/privacy";
import { COOKIES, readCookie, writeBrowserCookie } from "~/lib/cookies";
import type { NoticeKey } from "~/lib/notice";

const NOTICES: Record<NoticeKey, { title: string; description?: string }> = {
  "account-deleted": { title: privacyText.deleted },
  joined: {
    title: memberText.waitlist.successTitle,
    description: memberText.waitlist.successDescription,
  },
  "email-confirmed": { title: memberText.confirm.confirmed },
  "password-reset": { title: memberText.reset.success },
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
