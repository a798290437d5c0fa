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

const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" });

/** One date format on server and client (UTC), so hydration never disagrees. */
export function formatDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}
