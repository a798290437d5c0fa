import { useEffect } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { navLinks } from "~/content/navigation";
import { MEMBER_HINT_COOKIE } from "~/lib/head-script";
import { cn } from "~/lib/cn";
import { fetchData } from "~/lib/fetch-data";
import { siteConfig } from "~/lib/site-config";
import { SESSION_ENDPOINT } from "~/lib/use-session-watch";

import { COOKIES, writeBrowserCookie } from "~/lib/cookies";
import { path } from "~/content/paths";
import { MobileMenu, MobileMenuButton } from "./mobile-menu";
import { AdminLink, SessionLink } from "./session-link";

/**
 * Both session links are in the HTML; the bootstrap marks <html data-member> from
 * a hint cookie before first paint (no layout shift), and this check corrects a stale hint.
 */
function useVerifiedMemberHint() {
  useEffect(() => {
    const root = document.documentElement;
    if (!root.dataset.member) return;
    let cancelled = false;
    fetchData<{ user?: unknown } | null>(SESSION_ENDPOINT)
      .then((session) => {
        if (cancelled || session?.user) return;
        delete root.dataset.member;
        delete root.dataset.admin;
        writeBrowserCookie(COOKIES.memberHint, null);
      })
      .catch(() => {});
    return () => {
      cancelled = true;
    };
  }, []);
}

/** After client-side navigation (log in, sign up) the hint cookie may have changed: follow it. */
function useMemberHintSync() {
  const location = useLocation();
  useEffect(() => {
    const root = document.documentElement;
    const hint = new RegExp(`(?:^|; )${MEMBER_HINT_COOKIE}=(1|admin)(?:;|$)`).exec(document.cookie);
    if (hint) root.dataset.member = "1";
    else delete root.dataset.member;
    if (hint?.[1] === "admin") root.dataset.admin = "1";
    else delete root.dataset.admin;
  }, [location]);
}

export function SiteHeader() {
  useVerifiedMemberHint();
  useMemberHintSync();
  return (
    <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
        <Link
          to={path("/")}
          className="flex items-center gap-2 text-lg font-bold"
          aria-label={`${siteConfig.brand} home`}
        >
          {/* The mark of public/logo.svg, inline: no request on the way to the first paint. */}
          <svg viewBox="0 0 64 64" width="32" height="32" className="size-8" aria-hidden="true">
            <rect width="64" height="64" rx="14" fill="#4338ca" />
            <path d="M14 18h9l9 22 9-22h9L37 48h-10z" fill="#fff" />
            <circle cx="48" cy="16" r="5" fill="#fbbf24" />
          </svg>
          <span>{siteConfig.brand}</span>
        </Link>
        <nav aria-label="Main" className="hidden items-center gap-6 md:flex">
          {navLinks.map((link) => (
            <NavLink
              key={link.to}
              to={link.to}
              className={({ isActive }) =>
                cn(
                  "text-sm font-medium text-muted-foreground hover:text-foreground",
                  isActive && "text-foreground",
                )
              }
            >
              {link.label}
            </NavLink>
          ))}
          <AdminLink className="text-sm font-medium text-muted-foreground hover:text-foreground" />
          <SessionLink />
        </nav>
        <MobileMenuButton />
        <MobileMenu />
      </div>
    </header>
  );
}
