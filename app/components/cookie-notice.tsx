import { useEffect } from "react";
import { useLocation } from "react-router";
import { toast } from "~/components/ui/use-toast";
import { NOTICE_COOKIE, NOTICES } from "~/lib/notice";

const pattern = new RegExp(`(?:^|;\\s*)${NOTICE_COOKIE}=([^;]*)`);

/** Shows a notice left by a redirect (app/lib/notice.ts) once, on whichever page it lands. */
export function CookieNotice() {
  const location = useLocation();
  useEffect(() => {
    const match = pattern.exec(document.cookie);
    if (!match) return;
    document.cookie = `${NOTICE_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
    const title = NOTICES[match[1] as keyof typeof NOTICES];
    if (title) toast({ title });
  }, [location.key]);
  return null;
}
