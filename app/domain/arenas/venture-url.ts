/** A venture's public page: one line-up entry of an Arena (shared with the venture pages). */
export function ventureUrl(publicUrl: string, arenaSlug: string, founderId: string): string {
  return new URL(`/arenas/${encodeURIComponent(arenaSlug)}/ventures/${founderId}`, publicUrl).href;
}
