// The site's addresses, written once (ADR 187): every path here is checked against the route
// config (app/routes.ts) by React Router's generated route types, as `href()` is, but with no
// runtime: `href()` would pull a chunk of the router into the public pages' scripts, whose
// budget is counted to the byte. A route renamed or removed fails the type check here.
import type { href } from "react-router";

/** A path the route config has. */
export const path = <P extends Parameters<typeof href>[0]>(p: P) => p;

/** React Router's single-fetch data address of a page (what a fetcher or navigation posts to). */
export const dataPath = (page: string) => `${page === "/" ? "/_root" : page}.data`;

/** Addresses that code outside their own route names (redirects, the host's body limits). */
export const PATHS = {
  home: path("/"),
  login: path("/login"),
  waitlist: path("/waitlist"),
  dashboard: path("/dashboard"),
  profile: path("/profile"),
  /** The unsubscribe page and RFC 8058 one-click target of member e-mails (ADR 191;
   *  server/plugins/csrf.ts lets its cookie-less POST through). */
  unsubscribe: path("/unsubscribe"),
  admin: path("/admin"),
  adminAuth: path("/auth"),
} as const;
