/** A venture's public page (one line-up entry of an Arena): the grant and update e-mails link it. */
export function ventureUrl(publicUrl: string, arenaSlug: string, founderId: string): string {
  return new URL(`/arenas/${encodeURIComponent(arenaSlug)}/ventures/${founderId}`, publicUrl).href;
}
