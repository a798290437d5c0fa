// The footer's Theme control (System / Light / Dark; ADR 171, a module of its own since ADR
// 228): the choice is the `vs_theme` cookie (absent = System); the pre-paint bootstrap's
// `__vsTheme` applies it, and this module marks the pressed button (`aria-pressed`), then and
// whenever `__vsTheme` is called again (a footer rendered by a client-side navigation). No React
// state, so it answers before hydration too.
import { COOKIES, writeBrowserCookie } from "~/lib/cookies";
import type { PageGlobals } from "~/lib/head-script";

const page = window as PageGlobals;
const apply = page.__vsTheme;
page.__vsTheme = () => {
  const choice = apply?.() ?? "system";
  for (const button of document.querySelectorAll("[data-vs-theme]"))
    button.setAttribute("aria-pressed", String(button.getAttribute("data-vs-theme") === choice));
  return choice;
};
page.__vsTheme();
// This module is async: on a slow body it runs before the footer is parsed.
if (document.readyState === "loading")
  addEventListener("DOMContentLoaded", () => page.__vsTheme?.(), { once: true });

addEventListener("click", (event) => {
  const button = event.target instanceof Element ? event.target.closest("[data-vs-theme]") : null;
  const choice = button?.getAttribute("data-vs-theme");
  if (!choice) return;
  writeBrowserCookie(COOKIES.theme, choice === "system" ? null : choice);
  page.__vsTheme?.();
});
