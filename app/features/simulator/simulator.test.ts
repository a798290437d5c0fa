import { describe, expect, it } from "vitest";
import { referenceCompanies, simulatorMeta } from "~/content/simulator";
import { formatUsd, parseTokens, simulate } from "./simulator";

describe("simulator", () => {
  it("has the six reference ideas with the spec's multiples, the first being the default", () => {
    expect(referenceCompanies.map((c) => [c.idea, c.multiple])).toEqual([
      ["Peer-to-peer home sharing", 14500],
      ["Peer-to-peer taxi rides", 48000],
      ["Meeting link generator", 600],
      ["Commission-free stock trading", 14000],
      ["Online payment infrastructure", 16000],
      ["Easy crypto buying and selling", 13000],
    ]);
    expect(simulatorMeta.tokens).toEqual({ min: 10, max: 1000, step: 10, default: 100 });
  });

  it("invitation = tokens × 10 and value today = invitation × multiple", () => {
    expect(simulate(100, 14500)).toEqual({ invitation: 1000, valueToday: 14_500_000 });
    expect(simulate(10, 600)).toEqual({ invitation: 100, valueToday: 60_000 });
    expect(simulate(1000, 48000)).toEqual({ invitation: 10_000, valueToday: 480_000_000 });
  });

  it("formats US dollars with no decimals", () => {
    expect(formatUsd(1000)).toBe("$1,000");
    expect(formatUsd(14_500_000)).toBe("$14,500,000");
    expect(formatUsd(0)).toBe("$0");
  });

  it.each(["10", "20", "100", "990", "1000", " 50 "])("accepts %j", (raw) => {
    expect(parseTokens(raw)).toEqual({ ok: true, tokens: Number(raw) });
  });

  it.each([
    "0",
    "5",
    "9",
    "-10",
    "1010",
    "1001",
    "2000",
    "15",
    "101",
    "10.5",
    "",
    "abc",
    "1e9",
    "NaN",
    "Infinity",
  ])("refuses %j with an inline message", (raw) => {
    expect(parseTokens(raw)).toEqual({ ok: false, message: simulatorMeta.invalidTokens });
  });
});
