// docs/product.md#navigation-and-footer
export const navLinks = [
  { label: "Founders", to: "/founders" },
  { label: "Staking®", to: "/venturestaking" },
  { label: "Education", to: "/education" },
  { label: "Newsletter", to: "/newsletter" },
  { label: "About", to: "/about" },
] as const;

/** The footer's 'Explore' list: the header's pages and the Arenas (ADR 209). */
export const footerLinks = [...navLinks, { label: "Arenas", to: "/arenas" }] as const;

export const legalLinks = [
  { label: "Privacy Policy", to: "/privacy-policy" },
  { label: "Terms of Service", to: "/terms-of-service" },
  { label: "Cookie Policy", to: "/cookie-policy" },
  { label: "Accessibility", to: "/accessibility" },
  { label: "Disclaimer", to: "/disclaimer" },
] as const;
