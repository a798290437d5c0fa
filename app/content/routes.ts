// Every public page: prerendered at build time when its content is static, listed in
// the sitemap, and covered by the axe-core loop in tests/e2e. Add a page here when
// you add its route.
import { path } from "./paths.ts";

export type PublicPage = {
  path: string;
  prerender: boolean;
  /** false for an alias whose canonical URL is another entry (kept out of the sitemap). */
  sitemap?: false;
};

export const publicPages: PublicPage[] = [
  { path: path("/"), prerender: true },
  { path: path("/education"), prerender: true },
  { path: path("/certification"), prerender: true },
  { path: path("/about"), prerender: true },
  // Native forms (docs/architecture.md D3): static pages posting to /forms/<name> (ADR 207).
  { path: path("/launch-arena"), prerender: true },
  { path: path("/founder-signup"), prerender: true },
  { path: path("/qai-enrollment"), prerender: true },
  { path: path("/privacy-policy"), prerender: true },
  { path: path("/terms-of-service"), prerender: true },
  { path: path("/cookie-policy"), prerender: true },
  { path: path("/accessibility"), prerender: true },
  { path: path("/disclaimer"), prerender: true },
  { path: path("/newsletter"), prerender: false },
  // Its action serves only the no-JavaScript exam (POST); the page itself is static (ADR 133).
  { path: path("/sample-exam"), prerender: true },
  { path: path("/presentation"), prerender: true },
  { path: path("/iu-deck"), prerender: true },
  { path: path("/iusponsor"), prerender: true },
  // Members (ADR 062): server-rendered (they read the session).
  { path: path("/waitlist"), prerender: false },
  { path: path("/login"), prerender: false },
  { path: path("/forgot-password"), prerender: false },
  { path: path("/leaderboard"), prerender: false },
  // Arenas (ADR 209): the open ones, read per request; each open one is in the sitemap too.
  { path: path("/arenas"), prerender: false },
  { path: path("/founders"), prerender: true },
  { path: path("/venturestakers"), prerender: true },
  { path: path("/venturestaking"), prerender: true, sitemap: false },
];

export const prerenderedPaths = publicPages.filter((p) => p.prerender).map((p) => p.path);
