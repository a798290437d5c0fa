import { useEffect } from "react";
import { useLocation } from "react-router";
import { toast } from "~/components/ui/use-toast";
import { privacyText } from "~/content/privacy";
import { NOTICE_COOKIE, type NoticeKey } from "~/lib/notice";

const NOTICES: Record<NoticeKey, string> = { "account-deleted": privacyText.deleted };

const pattern = new RegExp(`(?:^|;\\s*)${NOTICE_COOKIE}=([^;]*)`);

/** Shows a notice left by a redirect (app/lib/notice.ts) once, on whichever page it lands. */
export function CookieNotice() {
  const location = useLocation();
  useEffect(() => {
    const match = pattern.exec(document.cookie);
    if (!match) return;
    document.cookie = `${NOTICE_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
    const title = NOTICES[match[1] as NoticeKey];
    if (title) toast({ title });
  }, [location.key]);
  return null;
}
