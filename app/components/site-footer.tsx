import { type ReactNode, useEffect } from "react";
import { Link } from "react-router";
import { footerLinks, legalLinks } from "~/content/navigation";
import { themeControl } from "~/content/theme";
import { syncThemeControls } from "~/lib/head-script";
import { siteConfig } from "~/lib/site-config";

function LinkedInIcon() {
  return (
    <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true" fill="currentColor">
      <path d="M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5ZM3 9h4v12H3V9Zm7 0h3.8v1.7h.1c.5-1 1.8-2 3.8-2 4 0 4.8 2.6 4.8 6V21h-4v-5.6c0-1.3 0-3-1.9-3s-2.1 1.4-2.1 2.9V21h-4V9Z" />
    </svg>
  );
}
function InstagramIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      className="size-5"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.5" cy="6.5" r="1" fill="currentColor" />
    </svg>
  );
}
function TikTokIcon() {
  return (
    <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true" fill="currentColor">
      <path d="M16.6 3c.4 2.2 1.8 3.6 4 3.8v3.3a7.4 7.4 0 0 1-4-1.2v6.3a6 6 0 1 1-6-6c.3 0 .7 0 1 .1v3.4a2.7 2.7 0 1 0 1.8 2.5V3h3.2Z" />
    </svg>
  );
}

/** System / Light / Dark: toggle buttons that theme-control.island.ts handles (no React state, so
 *  they work before hydration and add nothing to the page's JavaScript); hidden without
 *  JavaScript, where they could not apply a choice. */
function ThemeControl() {
  useEffect(() => syncThemeControls(), []);
  return (
    <div className="theme-control">
      <p id="theme-control-label" className="mb-2 text-sm font-semibold">
        {themeControl.label}
      </p>
      <div
        role="group"
        aria-labelledby="theme-control-label"
        className="inline-flex gap-0.5 rounded-lg border bg-background p-0.5"
      >
        {themeControl.options.map((o) => (
          <button
            key={o.value}
            type="button"
            data-vs-theme={o.value}
            className="rounded-md px-3 py-1.5 text-sm text-muted-foreground transition-colors hover:text-foreground aria-pressed:bg-primary aria-pressed:text-primary-foreground"
          >
            {o.label}
          </button>
        ))}
      </div>
    </div>
  );
}

/** The footer takes the privacy controls (Privacy Choices, Cookie Settings) from the root. */
function FooterLinks({ links }: { links: readonly { to: string; label: string }[] }) {
  return (
    <ul className="space-y-2 text-sm">
      {links.map((l) => (
        <li key={l.to}>
          <Link to={l.to} className="text-muted-foreground hover:text-foreground">
            {l.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function SiteFooter({ privacyControls }: { privacyControls?: ReactNode }) {
  const social = [
    { label: "LinkedIn", href: siteConfig.social.linkedin, icon: <LinkedInIcon /> },
    { label: "Instagram", href: siteConfig.social.instagram, icon: <InstagramIcon /> },
    { label: "TikTok", href: siteConfig.social.tiktok, icon: <TikTokIcon /> },
  ];
  return (
    <footer id="site-footer" className="border-t bg-muted">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 md:grid-cols-3">
        <div className="space-y-3">
          <p className="text-lg font-bold">{siteConfig.brand}</p>
          <p className="text-sm text-muted-foreground">A new game of innovation for communities.</p>
          <ul className="flex gap-3" aria-label="Social media">
            {social.map((s) => (
              <li key={s.label}>
                <a
                  href={s.href}
                  rel="noopener noreferrer"
                  target="_blank"
                  className="inline-flex rounded-md p-2 text-muted-foreground hover:text-foreground"
                  aria-label={`${siteConfig.brand} on ${s.label}`}
                >
                  {s.icon}
                </a>
              </li>
            ))}
          </ul>
          <ThemeControl />
        </div>
        <nav aria-label="Footer pages">
          <p className="mb-3 text-sm font-semibold">Explore</p>
          <FooterLinks links={footerLinks} />
        </nav>
        <nav aria-label="Legal">
          <p className="mb-3 text-sm font-semibold">Legal</p>
          <FooterLinks links={legalLinks} />
          <div className="mt-4 flex flex-wrap gap-x-4 gap-y-2">{privacyControls}</div>
        </nav>
      </div>
      <div className="border-t py-4 text-center text-sm text-muted-foreground">
        © 2025 {siteConfig.company}. All rights reserved.
      </div>
    </footer>
  );
}
