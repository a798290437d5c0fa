// Every public page: prerendered at build time when its content is static, listed in
// the sitemap, and covered by the axe-core loop in tests/e2e. Add a page here when
// you add its route.
export type PublicPage = {
  path: string;
  prerender: boolean;
  /** false for an alias whose canonical URL is another entry (kept out of the sitemap). */
  sitemap?: false;
};

export const publicPages: PublicPage[] = [
  { path: "/", prerender: true },
  { path: "/education", prerender: true },
  { path: "/certification", prerender: true },
  { path: "/about", prerender: true },
  // Native forms have actions, so they are rendered per request (docs/architecture.md D3).
  { path: "/launch-arena", prerender: false },
  { path: "/founder-signup", prerender: false },
  { path: "/qai-enrollment", prerender: false },
  { path: "/privacy-policy", prerender: true },
  { path: "/terms-of-service", prerender: true },
  { path: "/cookie-policy", prerender: true },
  { path: "/accessibility", prerender: true },
  { path: "/disclaimer", prerender: true },
  { path: "/newsletter", prerender: false },
  // Its action serves only the no-JavaScript exam (POST); the page itself is static (ADR 133).
  { path: "/sample-exam", prerender: true },
  { path: "/presentation", prerender: true },
  { path: "/iu-deck", prerender: true },
  { path: "/iusponsor", prerender: true },
  // Members (ADR 062): server-rendered (they read the session).
  { path: "/waitlist", prerender: false },
  { path: "/login", prerender: false },
  { path: "/forgot-password", prerender: false },
  { path: "/leaderboard", prerender: false },
  { path: "/founders", prerender: true },
  { path: "/venturestakers", prerender: true },
  { path: "/venturestaking", prerender: true, sitemap: false },
];

export const prerenderedPaths = publicPages.filter((p) => p.prerender).map((p) => p.path);
