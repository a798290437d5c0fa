// docs/product.md#navigation-and-footer
import { path } from "./paths.ts";
export const navLinks = [
  { label: "Founders", to: path("/founders") },
  { label: "Staking®", to: path("/venturestaking") },
  { label: "Education", to: path("/education") },
  { label: "Newsletter", to: path("/newsletter") },
  { label: "About", to: path("/about") },
] as const;

/** The header's link for a signed-in admin: nothing else on the site leads to /admin. */
export const adminNavLink = { label: "Admin", to: path("/admin") } as const;

/** The footer's 'Explore' list: the header's pages and the Arenas (ADR 209). */
export const footerLinks = [...navLinks, { label: "Arenas", to: path("/arenas") }] as const;

export const legalLinks = [
  { label: "Privacy Policy", to: path("/privacy-policy") },
  { label: "Terms of Service", to: path("/terms-of-service") },
  { label: "Cookie Policy", to: path("/cookie-policy") },
  { label: "Accessibility", to: path("/accessibility") },
  { label: "Disclaimer", to: path("/disclaimer") },
] as const;
