import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatDollars } from "../../content/staking.ts";
import { splitGrants } from "./grants.ts";

const line = (...tokens: number[]) => tokens.map((t) => ({ tokens: t }));

describe("the grant rule", () => {
  it("splits the pool by the tokens, in whole dollars", () => {
    expect(splitGrants(1000, line(60, 40))).toEqual([600, 400]);
    expect(splitGrants(1000, line(0, 50))).toEqual([0, 1000]);
  });

  it("gives the dollars left by rounding down to the largest remainders", () => {
    // 1001 × 2/3 = 667.33…, 1001 × 1/3 = 333.66…: the second has the larger remainder.
    expect(splitGrants(1001, line(2, 1))).toEqual([667, 334]);
    expect(splitGrants(10, line(1, 1, 1, 4))).toEqual([2, 1, 1, 6]);
  });

  it("breaks ties in line-up order", () => {
    expect(splitGrants(100, line(1, 1, 1))).toEqual([34, 33, 33]);
    expect(splitGrants(2, line(1, 1, 1))).toEqual([1, 1, 0]);
  });

  it("makes no grants when no token was staked", () => {
    expect(splitGrants(1000, line(0, 0))).toBeNull();
    expect(splitGrants(1000, [])).toBeNull();
  });

  it("is exact where floats would not be", () => {
    const big = splitGrants(1_000_000, line(9_999, 9_998, 1, 3));
    expect(big!.reduce((a, b) => a + b, 0)).toBe(1_000_000);
    expect(big![0]).toBe(Math.floor((1_000_000 * 9_999) / 20_001));
  });

  it("always adds up to the pool, each grant within a dollar of its exact share", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.array(fc.integer({ min: 0, max: 10_000_000 }), { minLength: 1, maxLength: 30 }),
        (pool, tokens) => {
          const grants = splitGrants(pool, line(...tokens));
          const total = tokens.reduce((a, b) => a + b, 0);
          if (total === 0) return expect(grants).toBeNull();
          expect(grants!.reduce((a, b) => a + b, 0)).toBe(pool);
          grants!.forEach((g, i) => {
            const floor = (BigInt(pool) * BigInt(tokens[i]!)) / BigInt(total);
            expect(BigInt(g) - floor >= 0n && BigInt(g) - floor <= 1n).toBe(true);
            if (tokens[i] === 0) expect(g).toBe(0);
          });
        },
      ),
      { numRuns: 300 },
    );
  });

  it("shows dollars as '$1,001'", () => {
    expect(formatDollars(1001)).toBe("$1,001");
    expect(formatDollars(0)).toBe("$0");
  });
});
