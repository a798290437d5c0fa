import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

export const FRAGMENT_SCROLL_DELAY_MS = 100;

/**
 * docs/product.md#every-screen: on every change of path the window scrolls to the top; a fragment
 * in the address is scrolled smoothly into view after 100 ms.
 *
 * Neither runs for the address the page was loaded with: the browser has already placed the
 * page there (at the fragment, or where the visitor has scrolled since), and hydration can
 * finish seconds later on a slow phone — scrolling then threw a link's fragment back to the
 * top (docs/product.md#every-screen). A new path with a fragment goes to the fragment, never to the
 * top first.
 */
export function ScrollManager() {
  const { pathname, hash } = useLocation();
  // What the page shows now; starts as the loaded address, so the first effects do nothing.
  const shown = useRef({ pathname, hash });
  // Stops the previous address's correction of its smooth scroll (it must not pull the next
  // page towards an element both pages share, such as the footer).
  const stopCorrecting = useRef(() => {});
  useEffect(() => {
    const before = shown.current;
    shown.current = { pathname, hash };
    if (before.pathname === pathname && before.hash === hash) return;
    stopCorrecting.current();
    if (before.pathname !== pathname && !hash) scrollToTop();
    if (!hash) return;
    let fired = false;
    const timer = setTimeout(() => {
      fired = true;
      let id = hash.slice(1);
      try {
        id = decodeURIComponent(id);
      } catch {
        // Keep the raw fragment.
      }
      const target = document.getElementById(id);
      if (target) stopCorrecting.current = scrollSmoothlyTo(target);
      else if (before.pathname !== pathname) scrollToTop();
    }, FRAGMENT_SCROLL_DELAY_MS);
    return () => {
      clearTimeout(timer);
      // Not scrolled yet (StrictMode's second run in development, or the next navigation
      // came first): the next run compares with what was really shown.
      if (!fired) shown.current = before;
    };
  }, [pathname, hash]);
  return null;
}

/**
 * Chromium lets a smooth scroll still under way (the last fragment's) apply one more frame
 * after an instant scroll: measured, a page left at 34-186 px instead of 0. The same scroll
 * on the next frame stays.
 */
function scrollToTop() {
  window.scrollTo(0, 0);
  requestAnimationFrame(() => window.scrollTo(0, 0));
}

/**
 * A smooth scroll aims at where the target is when it starts; a new page's deferred parts can
 * still grow above it meanwhile (measured: 235 px short on a CPU throttled ×6). When the
 * scroll ends away from the target it jumps the rest, unless the visitor took over; from then
 * on the browser's scroll anchoring keeps the target in place.
 */
function scrollSmoothlyTo(target: HTMLElement): () => void {
  const away = () => {
    const padding = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
    const max = document.documentElement.scrollHeight - innerHeight;
    const wanted = Math.min(target.getBoundingClientRect().top + scrollY - padding, max);
    return Math.abs(scrollY - wanted) > 1;
  };
  if (!away()) return () => {};
  target.scrollIntoView({ behavior: "smooth", block: "start" });
  const done = new AbortController();
  const options = { once: true, passive: true, signal: done.signal };
  for (const input of ["wheel", "touchstart", "keydown", "pointerdown"])
    addEventListener(input, () => done.abort(), options);
  addEventListener(
    "scrollend",
    () => {
      done.abort();
      if (away()) target.scrollIntoView({ behavior: "instant", block: "start" });
    },
    options,
  );
  return () => done.abort();
}
