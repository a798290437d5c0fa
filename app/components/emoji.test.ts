import { describe, expect, it } from "vitest";
import { founderBands } from "~/content/founder-quiz";
import { stakerTiers } from "~/content/staker-test";
import { drawnEmoji } from "./emoji";

describe("result emoji", () => {
  it("ships a drawing for every founder band's and staker tier's icon", () => {
    for (const { icon } of [...founderBands, ...stakerTiers]) expect(drawnEmoji).toContain(icon);
  });
});
