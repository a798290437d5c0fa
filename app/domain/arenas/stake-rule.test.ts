import { expect, it } from "vitest";
import { checkStakes, readStake } from "./stake-rule";

it("reads whole tokens only: empty is 0; fractions, negatives and exponents are not tokens", () => {
  expect(readStake("")).toBe(0);
  expect(readStake(" 40 ")).toBe(40);
  for (const bad of ["12.5", "-5", "1e2", "0x10", "+3", "3 4", "100000"])
    expect(readStake(bad)).toBeNull();
});

it("tells what is left, how far over, and which fields are not whole", () => {
  expect(checkStakes({ a: "60", b: "40" }, 100)).toEqual({
    used: 100,
    left: 0,
    over: 0,
    invalid: [],
  });
  expect(checkStakes({ a: "150" }, 100)).toEqual({ used: 150, left: 0, over: 50, invalid: [] });
  expect(checkStakes({ a: "60", b: "60" }, 100).over).toBe(20);
  expect(checkStakes({ a: "12.5", b: "-5" }, 100)).toEqual({
    used: 0,
    left: 100,
    over: 0,
    invalid: ["a", "b"],
  });
});
