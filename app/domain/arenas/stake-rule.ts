// One rule for a seat holder's stakes, in the page while typing and on the server alike
// (docs/product.md#arena-staking): each stake whole tokens, 0 or more (empty is 0), and
// together never more than the tokens per seat. Pure: the stake form imports it.

/** The largest stake a field may hold (the largest allowance). */
export const STAKE_MAX_DIGITS = 5;

/** A field's tokens: '' is 0, digits are a whole number; anything else (12.5, -5, 1e2) null. */
export function readStake(text: string): number | null {
  const value = text.trim();
  if (value === "") return 0;
  return new RegExp(`^\\d{1,${STAKE_MAX_DIGITS}}$`).test(value) ? Number(value) : null;
}

/** The stakes as typed, checked: tokens used, left and over the allowance, fields not whole. */
export function checkStakes(values: Record<string, string>, total: number) {
  let used = 0;
  const invalid: string[] = [];
  for (const [id, text] of Object.entries(values)) {
    const tokens = readStake(text);
    if (tokens === null) invalid.push(id);
    else used += tokens;
  }
  return { used, left: Math.max(0, total - used), over: Math.max(0, used - total), invalid };
}
