import { describe, expect, it } from "vitest";
import { referenceCompanies, simulatorMeta } from "~/content/simulator";
import { formatUsd, parseTokens, simulate } from "~/features/simulator/simulator";
import { SIMULATOR_FIGURES } from "./head-simulator";

type Figures = (
  raw: string,
  min: number,
  max: number,
  step: number,
  factor: number,
  multiple: number,
) => [string, string] | null;

// The very text the head script inlines, as the browser runs it.
const figures = new Function(`return ${SIMULATOR_FIGURES}`)() as Figures;

/** What the React component showed (before ADR 226) for what the field holds. */
function reference(raw: string, multiple: number): [string, string] | null {
  const tokens = parseTokens(raw);
  if (!tokens.ok) return null;
  const { invitation, valueToday } = simulate(tokens.tokens, multiple);
  return [formatUsd(invitation), formatUsd(valueToday)];
}

const RAW = [
  ...Array.from({ length: 1121 }, (_, i) => String(i - 20)),
  ...["", " ", " 50 ", "10.5", "100.0", "1e2", "1e9", "-0", "0x10", "abc", "NaN", "Infinity"],
  ...["-Infinity", "1000.0001", "999.9999", "20e1", ".5e2", "+30", "1_000", "10,000"],
];

describe("the head script's simulator figures (app/lib/head-simulator.ts)", () => {
  const { min, max, step } = simulatorMeta.tokens;

  it.each(referenceCompanies.map((c) => [c.idea, c.multiple] as const))(
    "match parseTokens, simulate and formatUsd for %s on every input tried",
    (_, multiple) => {
      const got = RAW.map((raw) =>
        figures(raw, min, max, step, simulatorMeta.invitationFactor, multiple),
      );
      expect(got).toEqual(RAW.map((raw) => reference(raw, multiple)));
      // Not vacuous: 100 of those are numbers of tokens, and every one shows a figure.
      expect(got.filter(Boolean).length).toBeGreaterThanOrEqual(100);
    },
  );

  it("refuses what parseTokens refuses, with the figures absent", () => {
    for (const raw of ["5", "1010", "15", "", "-10"])
      expect(figures(raw, min, max, step, 10, 14_500)).toBeNull();
    expect(figures("1000", min, max, step, 10, 14_500)).toEqual(["$10,000", "$145,000,000"]);
  });
});
