/**
 * A path on this site to return to after logging in ('/arenas/quay-arena'), or `fallback`:
 * never another origin ('//evil.example', '/\evil.example'), never a scheme, at most 300 characters.
 */
export function localPath(value: unknown, fallback: string): string {
  if (typeof value !== "string" || value.length > 300) return fallback;
  if (!/^\/(?![/\\])[A-Za-z0-9\-._~!$&'()*+,;=:@/%?#]*$/.test(value)) return fallback;
  return value;
}
