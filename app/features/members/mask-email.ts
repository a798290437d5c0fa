/**
 * docs/product.md#points-and-referrals, masked e-mail: the local part keeps its first
 * character and the rest becomes asterisks (at least one); the domain keeps the first
 * character of its first label, then asterisks (at least one), then the last label.
 * A malformed address is shown unchanged.
 */
export function maskEmail(email: string): string {
  const at = email.indexOf("@");
  if (at <= 0 || at !== email.lastIndexOf("@")) return email;
  const local = Array.from(email.slice(0, at));
  const labels = email.slice(at + 1).split(".");
  if (labels.length < 2 || labels.some((label) => label.length === 0)) return email;
  const first = Array.from(labels[0]);
  const last = labels[labels.length - 1];
  const stars = (n: number) => "*".repeat(Math.max(1, n));
  return `${local[0]}${stars(local.length - 1)}@${first[0]}${stars(first.length - 1)}.${last}`;
}
