// The grant rule (docs/product.md#arena-staking, ADR 215), written once: each founder's grant
// is pool × their tokens / all tokens staked, in whole dollars; the dollars left by rounding
// down go one each to the largest remainders, ties in line-up order, so the grants add up to
// the pool exactly. Integer arithmetic only (BigInt): no float ever rounds a dollar away.

export type GrantInput = { tokens: number };

/**
 * The grants of a line-up (in its order) from `pool` whole dollars: one per founder, in the
 * same order; null when no token was staked (then there are no grants).
 */
export function splitGrants(pool: number, lineUp: readonly GrantInput[]): number[] | null {
  const total = lineUp.reduce((sum, f) => sum + BigInt(f.tokens), 0n);
  if (total === 0n) return null;
  const P = BigInt(pool);
  const shares = lineUp.map((f, i) => {
    const product = P * BigInt(f.tokens);
    return { i, whole: product / total, remainder: product % total };
  });
  let left = P - shares.reduce((sum, s) => sum + s.whole, 0n);
  const order = [...shares].sort((a, b) =>
    a.remainder === b.remainder ? a.i - b.i : a.remainder > b.remainder ? -1 : 1,
  );
  const grants = shares.map((s) => s.whole);
  for (const s of order) {
    if (left === 0n) break;
    grants[s.i]! += 1n;
    left -= 1n;
  }
  return grants.map(Number);
}
