import { describe, expect, it } from "vitest";
import { holdersByRank, medalOf } from "./medals";

describe("medalOf", () => {
  it("gives gold, silver and bronze to a unique 1st, 2nd and 3rd, nothing below", () => {
    expect([1, 2, 3, 4].map((rank) => medalOf(rank, 1))).toEqual([
      "gold",
      "silver",
      "bronze",
      null,
    ]);
  });

  it("gives no medal to a shared place, and the next unique place keeps its own", () => {
    const rows = [{ rank: 1 }, { rank: 1 }, { rank: 3 }, { rank: 4 }, { rank: 4 }];
    const holders = holdersByRank(rows);
    expect(rows.map((r) => medalOf(r.rank, holders.get(r.rank)!))).toEqual([
      null,
      null,
      "bronze",
      null,
      null,
    ]);
  });
});
