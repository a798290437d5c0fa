import { useEffect } from "react";
import { useLocation } from "react-router";

export const FRAGMENT_SCROLL_DELAY_MS = 100;

/**
 * Spec §1: on every change of path the window scrolls to the top; a fragment in the
 * address is scrolled smoothly into view after 100 ms.
 */
export function ScrollManager() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  useEffect(() => {
    if (!hash) return;
    const timer = setTimeout(() => {
      let id = hash.slice(1);
      try {
        id = decodeURIComponent(id);
      } catch {
        // Keep the raw fragment.
      }
      document.getElementById(id)?.scrollIntoView({ behavior: "smooth", block: "start" });
    }, FRAGMENT_SCROLL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [pathname, hash]);
  return null;
}
