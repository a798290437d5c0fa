import { type ReactNode, useEffect } from "react";
import { Links, Meta, Outlet, Scripts, useMatches, useRouteError } from "react-router";
import brandFont from "./assets/fonts/figtree-core.woff2?url";
import type { Route } from "./+types/root";
import appCss from "./app.css?url";
import "./domain/app-context";
import { NotFoundScreen, StatusScreen, UnexpectedErrorScreen } from "./components/route-screens";
import { CookieNotice } from "./components/cookie-notice";
import { ScrollManager } from "./components/scroll-manager";
import { SiteFooter } from "./components/site-footer";
import { SiteHeader } from "./components/site-header";
import { LazyToaster } from "./components/ui/lazy-toaster";
import { PrivacyControls } from "./features/privacy/components/privacy-controls";
import { HEAD_SCRIPT, markHydrated } from "./lib/head-script";
import { islandUrl } from "./lib/islands";
import { useNonce } from "./lib/nonce";
import { useSessionView } from "./lib/session-view";
import { describeRouteError } from "./lib/route-error";
import { siteConfig } from "./lib/site-config";

export const links: Route.LinksFunction = () => [
  // With a precedence React writes the stylesheet first in <head>, ahead of the module
  // preloads it hoists there: the render-blocking CSS no longer queues behind ~25 scripts.
  { rel: "stylesheet", href: appCss, precedence: "default" },
  // Every page's first screen sets its heading in the brand font (ADR 170): fetch its core
  // file (ADR 175) with the CSS.
  { rel: "preload", href: brandFont, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "icon", href: "/logo.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: "/site.webmanifest" },
];

/**
 * A route can hide the site header and footer (the slide decks) with `handle = { chrome: false }`,
 * and start its scripts at the first paint, even for a visitor, with `scripts: "fragment"` when
 * it is opened at a #fragment, which only the browser sees (a deck's #5), or with
 * `scripts: "measured"` when the visitor allows measurement (the hero test's page; ADR 218,
 * app/lib/head-script.ts).
 */
export type RouteHandle = { chrome?: boolean; scripts?: "fragment" | "measured" };

function useHandles() {
  return useMatches().map((m) => (m.handle ?? {}) as RouteHandle);
}

function useChrome() {
  return !useHandles().some((h) => h.chrome === false);
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const scripts = useHandles().find((h) => h.scripts)?.scripts;
  // Rendered by the server for a verified session: the header's links are right without
  // JavaScript (the bootstrap sets the same marks from the hint cookie in the browser).
  const session = useSessionView();
  return (
    <html
      lang="en"
      data-scripts={scripts}
      data-member={session?.member ? "1" : undefined}
      data-admin={session?.admin ? "1" : undefined}
      suppressHydrationWarning
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#4338ca" media="(prefers-color-scheme: light)" />
        <meta name="theme-color" content="#0b1120" media="(prefers-color-scheme: dark)" />
        <script
          nonce={nonce}
          // The pre-paint bootstrap (ADR 228); it has run before hydration, so the client keeps
          // what is there instead of carrying the text in its bundle a second time.
          dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? HEAD_SCRIPT : "" }}
          suppressHydrationWarning
        />
        {/* The site's own module (ADR 228): from the first bytes, one file, so the visit's
            first touch and the hero test's page view are kept while the page loads. */}
        <script type="module" async src={islandUrl("site")} />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col">
        {children}
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

function Shell({ children }: { children: ReactNode }) {
  const chrome = useChrome();
  useEffect(() => {
    markHydrated();
  }, []);
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-[60] focus:rounded-md focus:bg-background focus:p-3"
      >
        Skip to content
      </a>
      <ScrollManager />
      {chrome ? <SiteHeader /> : null}
      <main id="main" className="flex-1">
        {children}
      </main>
      {chrome ? <SiteFooter privacyControls={<PrivacyControls />} /> : null}
      <LazyToaster />
      <CookieNotice />
    </>
  );
}

export default function App() {
  return (
    <Shell>
      <Outlet />
    </Shell>
  );
}

export function ErrorBoundary() {
  const view = describeRouteError(useRouteError());
  if (view.kind === "not-found") {
    return (
      <Shell>
        <title>{`Page not found | ${siteConfig.brand}`}</title>
        <NotFoundScreen />
      </Shell>
    );
  }
  if (view.kind === "status") {
    return (
      <Shell>
        <title>{`${view.status} ${view.statusText} | ${siteConfig.brand}`}</title>
        <StatusScreen {...view} />
      </Shell>
    );
  }
  return (
    <Shell>
      <title>{`Error | ${siteConfig.brand}`}</title>
      <UnexpectedErrorScreen message={view.message} stack={view.stack} />
    </Shell>
  );
}
