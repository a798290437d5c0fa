// The footer's Theme control (System / Light / Dark; ADR 171, a module of its own since ADR
// 228): the choice is the `vs_theme` cookie (absent = System); the pre-paint bootstrap's
// `__vsTheme` applies it, and this module marks the pressed button (`aria-pressed`): at once,
// when the document is parsed, and whenever `__vsMarkTheme` is called (a footer rendered by a
// client-side navigation). No React state, so it answers before hydration too.
// The module is async and React hoists it above the bootstrap in <head>: it may run before the
// bootstrap and before the footer exists, so it reads the cookie itself and keeps nothing of
// the bootstrap's.
import { COOKIES, readCookie, writeBrowserCookie } from "~/lib/cookies";
import type { PageGlobals } from "~/lib/head-script";

const page = window as Window & PageGlobals;

function mark() {
  const stored = readCookie(document.cookie, COOKIES.theme.name);
  const choice = stored === "light" || stored === "dark" ? stored : "system";
  for (const button of document.querySelectorAll("[data-vs-theme]"))
    button.setAttribute("aria-pressed", String(button.getAttribute("data-vs-theme") === choice));
}

page.__vsMarkTheme = mark;
mark();
if (document.readyState === "loading") addEventListener("DOMContentLoaded", mark, { once: true });

addEventListener("click", (event) => {
  const button = event.target instanceof Element ? event.target.closest("[data-vs-theme]") : null;
  const choice = button?.getAttribute("data-vs-theme");
  if (!choice) return;
  writeBrowserCookie(COOKIES.theme, choice === "system" ? null : choice);
  page.__vsTheme?.();
  mark();
});
