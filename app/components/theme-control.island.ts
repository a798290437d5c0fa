// The footer's Theme control (System / Light / Dark; ADR 171, a module of its own since ADR
// 228): the choice is the `vs_theme` cookie (absent = System); the pre-paint bootstrap's
// `__vsTheme` applies it and marks the pressed button. No React state, so it answers before
// hydration too.
import { COOKIES, writeBrowserCookie } from "~/lib/cookies";
import type { PageGlobals } from "~/lib/head-script";

addEventListener("click", (event) => {
  const button = event.target instanceof Element ? event.target.closest("[data-vs-theme]") : null;
  const choice = button?.getAttribute("data-vs-theme");
  if (!choice) return;
  writeBrowserCookie(COOKIES.theme, choice === "system" ? null : choice);
  (window as PageGlobals).__vsTheme?.();
});
