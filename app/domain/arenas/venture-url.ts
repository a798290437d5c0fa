export function ventureUrl(publicUrl: string, arenaSlug: string, founderId: string): string {
  return new URL(`/arenas/${encodeURIComponent(arenaSlug)}/ventures/${founderId}`, publicUrl).href;
}
