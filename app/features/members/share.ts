/**
 * The network's compose page with the promotional text and the link (docs/product.md#dashboard).
 */
export function shareUrl(composeUrl: string, text: string, link: string): string {
  try {
    const url = new URL(composeUrl);
    url.searchParams.set("text", text);
    url.searchParams.set("url", link);
    return url.toString();
  } catch {
    return composeUrl;
  }
}

const enc = encodeURIComponent;

/**
 * The dashboard's share targets (docs/product.md#dashboard, ADR 192), each with the referral
 * link tagged by its channel: the operator's network (SITE_SHARE_NETWORK, X by default), e-mail,
 * WhatsApp, LinkedIn, the phone's share sheet and the QR code.
 */
export function shareTargets(
  link: (channel: string) => string,
  text: { body: string; subject: string },
  network: { name: string; composeUrl: string },
) {
  return {
    network: {
      name: network.name,
      href: shareUrl(network.composeUrl, text.body, link(network.name)),
    },
    email: `mailto:?subject=${enc(text.subject)}&body=${enc(`${text.body}\n\n${link("email")}`)}`,
    whatsapp: `https://wa.me/?text=${enc(`${text.body} ${link("whatsapp")}`)}`,
    linkedin: `https://www.linkedin.com/sharing/share-offsite/?url=${enc(link("linkedin"))}`,
    sheet: link("share-sheet"),
  };
}

export type ShareTargets = ReturnType<typeof shareTargets>;

const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" });

/** One date format on server and client (UTC), so hydration never disagrees. */
export function formatDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}
