// Brand and contact details: one module, defaults here, every value overridable by
// an environment variable of the same name (ADR 007). The bundles receive the values
// resolved at build time through Vite's `define` (__SITE_CONFIG__), except PUBLIC_URL
// (ADR 203: build once, run anywhere): the server reads it when it starts (prerendered
// pages, rendered during the build, keep the build's), the browser takes its own origin.

const defaults = {
  SITE_BRAND: "VentureStaking",
  SITE_ROLE_NAME: "VentureStaker",
  SITE_COMPANY: "VentureStaking Cooperative",
  SITE_EMAIL: "hello@venturestaking.org",
  SITE_PHONE: "+1 (555) 010-4477",
  SITE_LINKEDIN_URL: "https://www.linkedin.com/company/venturestaking",
  SITE_INSTAGRAM_URL: "https://www.instagram.com/venturestaking",
  SITE_TIKTOK_URL: "https://www.tiktok.com/@venturestaking",
  SITE_SHARE_NETWORK: "X",
  SITE_SHARE_URL: "https://x.com/intent/post",
  SITE_NEWSLETTER_URL: "https://newsletter.venturestaking.org/subscribe",
  SITE_BOOKSTORE_URL: "https://www.amazon.com/s?k=venturestaking+founder+equity",
  SITE_APP_STORE_URL: "https://apps.apple.com/app/venturestaking",
  SITE_PLAY_STORE_URL: "https://play.google.com/store/apps/details?id=org.venturestaking",
  SITE_RECORDING_URL: "https://zoom.us/rec/share/venturestaking-iu-session",
  PUBLIC_URL: "http://localhost:3000",
} as const;

type Key = keyof typeof defaults;

export function readSiteConfig(env: Record<string, string | undefined>) {
  const get = (key: Key) => {
    const value = env[key]?.trim();
    return value ? value : defaults[key];
  };
  return {
    brand: get("SITE_BRAND"),
    roleName: get("SITE_ROLE_NAME"),
    company: get("SITE_COMPANY"),
    email: get("SITE_EMAIL"),
    phone: get("SITE_PHONE"),
    social: {
      linkedin: get("SITE_LINKEDIN_URL"),
      instagram: get("SITE_INSTAGRAM_URL"),
      tiktok: get("SITE_TIKTOK_URL"),
    },
    /** The network used for post sharing ('Share on {name}') and its compose URL. */
    shareNetwork: { name: get("SITE_SHARE_NETWORK"), composeUrl: get("SITE_SHARE_URL") },
    newsletterUrl: get("SITE_NEWSLETTER_URL"),
    bookstoreUrl: get("SITE_BOOKSTORE_URL"),
    appStoreUrl: get("SITE_APP_STORE_URL"),
    playStoreUrl: get("SITE_PLAY_STORE_URL"),
    recordingUrl: get("SITE_RECORDING_URL"),
    publicUrl: get("PUBLIC_URL").replace(/\/+$/, ""),
  };
}

export type SiteConfig = ReturnType<typeof readSiteConfig>;

declare const __SITE_CONFIG__: SiteConfig | undefined;

/** The origin of the document's canonical link, as the server wrote it. */
function renderedOrigin(): string | null {
  const href = document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href;
  try {
    return href ? new URL(href).origin : null;
  } catch {
    return null;
  }
}

function resolveSiteConfig(): SiteConfig {
  // The host, scripts and tests run this file as it is: everything from the environment.
  if (typeof __SITE_CONFIG__ === "undefined") return readSiteConfig(process.env);
  // In the browser: the origin the server rendered this document with (its canonical link),
  // so hydration and later navigations name the same canonical address as the HTML did, even
  // where the page is reached under another origin; else the page's own origin.
  if (typeof window !== "undefined")
    return { ...__SITE_CONFIG__, publicUrl: renderedOrigin() ?? window.location.origin };
  // The server bundle: the texts as the browser bundle has them, PUBLIC_URL now.
  return { ...__SITE_CONFIG__, publicUrl: readSiteConfig(process.env).publicUrl };
}

export const siteConfig: SiteConfig = resolveSiteConfig();

/** The privacy choice cookie of docs/product.md#privacy-choices: '{brand}_privacy_choice'. */
export const privacyChoiceCookie = `${siteConfig.brand}_privacy_choice`;
